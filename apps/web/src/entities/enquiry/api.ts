import { useMutation, useQuery } from '@tanstack/react-query';
import type { BuyerAnswers, LeadKind } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// POST /public/{product,service,business}Leads/create (spec §7), used by the query form on any
// public page. The server notifies the seller itself, in the same transaction as the lead, so
// the spec's follow-up POST /public/notifications/create is not needed (docs/decisions/006).

export const LEAD_CREATE_PATHS: Record<LeadKind, { path: string; idField: string }> = {
  product: { path: '/public/productLeads/create', idField: 'fkProductId' },
  service: { path: '/public/serviceLeads/create', idField: 'fkServiceId' },
  business: { path: '/public/businessLeads/create', idField: 'fkBusinessId' },
};

export type QueryValues = {
  contactPerson: string;
  phoneNo: string;
  email: string;
  businessName: string;
  query: string;
  /** The honeypot: hidden from people, so it stays empty unless a robot fills it. */
  website: string;
};

export type QueryTarget = { kind: LeadKind; id: string; name: string };

export function sendQuery(target: QueryTarget, values: QueryValues) {
  const { path, idField } = LEAD_CREATE_PATHS[target.kind];
  const trim = (value: string) => value.trim() || undefined;
  return api.post<null>(path, {
    contactPerson: values.contactPerson.trim(),
    phoneNo: values.phoneNo.trim(),
    email: trim(values.email),
    businessName: trim(values.businessName),
    query: trim(values.query),
    website: trim(values.website),
    [idField]: target.id,
  });
}

/** The query form's call; a failure shows the server's message as a toast (spec §8). */
export function useSendQuery() {
  return useMutation({
    mutationFn: ({ target, values }: { target: QueryTarget; values: QueryValues }) =>
      sendQuery(target, values),
  });
}

/**
 * GET /public/enquiryReceipt {kind, id}: who received the enquiry just sent, their public number
 * and response time, for the receipt (issue 36 §4).
 */
export function useEnquiryReceipt(kind: LeadKind, id: string) {
  return useQuery({
    queryKey: ['public', 'enquiryReceipt', kind, id] as const,
    queryFn: ({ signal }) =>
      api.get<BuyerAnswers['receipt']>(
        '/public/enquiryReceipt',
        { kind, id },
        { signal, toast: false },
      ),
  });
}
