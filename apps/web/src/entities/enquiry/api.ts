import { useMutation, useQuery } from '@tanstack/react-query';
import type { LeadKind } from '@haat/shared';
import { buyerEnquiriesContract, leadsContract } from '@haat/shared/endpoints';
import { api, endpointQuery } from '@/lib/api-client.ts';

// POST /public/{product,service,business}Leads/create, used by the query form on any
// public page. The server notifies the seller itself, in the same transaction as the lead, so
// the spec's follow-up POST /public/notifications/create is not needed (docs/decisions/006).

export type QueryValues = {
  contactPerson: string;
  phoneNo: string;
  email: string;
  businessName: string;
  query: string;
  /** The honeypot: hidden from people, so it stays empty unless a robot fills it. */
  website: string;
  /** The separate, unticked box: one SMS after the seller replies (a consent of its own). */
  reviewInviteSms: boolean;
};

export type QueryTarget = { kind: LeadKind; id: string; name: string };

export function sendQuery(target: QueryTarget, values: QueryValues) {
  const trim = (value: string) => value.trim() || undefined;
  const fields = {
    contactPerson: values.contactPerson.trim(),
    phoneNo: values.phoneNo.trim(),
    email: trim(values.email),
    businessName: trim(values.businessName),
    query: trim(values.query),
    website: trim(values.website),
    reviewInviteSms: values.reviewInviteSms,
  };
  switch (target.kind) {
    case 'product':
      return api(leadsContract.createProductLead, { ...fields, fkProductId: target.id });
    case 'service':
      return api(leadsContract.createServiceLead, { ...fields, fkServiceId: target.id });
    case 'business':
      return api(leadsContract.createBusinessLead, { ...fields, fkBusinessId: target.id });
  }
}

/** The query form's call; a failure shows the server's message as a toast. */
export function useSendQuery() {
  return useMutation({
    mutationFn: ({ target, values }: { target: QueryTarget; values: QueryValues }) =>
      sendQuery(target, values),
  });
}

/**
 * GET /public/enquiryReceipt {kind, id}: who received the enquiry just sent, their public number
 * and response time, for the receipt.
 */
export function useEnquiryReceipt(kind: LeadKind, id: string) {
  return useQuery({
    ...endpointQuery(buyerEnquiriesContract.receipt, { kind, id }, { toast: false }),
  });
}
