import { useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  LEADS_CSV_FILE_NAME,
  PAGE_SIZES,
  type EnquiriesPage,
  type EnquiriesQuery,
  type Enquiry,
  type EnquiryFollowUpBody,
  type EnquiryStatusBody,
  type LeadKind,
  type RequirementReportReason,
} from '@haat/shared';
import { leadsContract, requirementsContract } from '@haat/shared/endpoints';
import { api, downloadEndpoint, endpointKey, endpointQuery } from '@/lib/api-client.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';
import { saveFile } from '@/lib/save-file.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';

// Spec §7 /userAdmin/businessLeads, /productLeads, /serviceLeads: each kind has its own
// endpoints, which take and answer the same; each is called by name, so its types are its own.

/** One kind's page of leads: GET fetchAll {id, perPage 12, pageNo}. */
function leadsQuery(kind: LeadKind, id: string, pageNo: number) {
  const input = { id, perPage: PAGE_SIZES.leads, pageNo };
  const options = { toast: false };
  if (kind === 'product') return endpointQuery(leadsContract.fetchProductLeads, input, options);
  if (kind === 'service') return endpointQuery(leadsContract.fetchServiceLeads, input, options);
  return endpointQuery(leadsContract.fetchBusinessLeads, input, options);
}

/** Every cached page of one kind's leads. */
const KIND_LISTS: Record<LeadKind, unknown[]> = {
  product: endpointKey(leadsContract.fetchProductLeads),
  service: endpointKey(leadsContract.fetchServiceLeads),
  business: endpointKey(leadsContract.fetchBusinessLeads),
};

/** Every list of leads: each kind's pages and the inbox's (every page, every filter). */
const LEAD_LISTS = [...Object.values(KIND_LISTS), endpointKey(leadsContract.fetchEnquiries)];
const invalidateLeadLists = (queryClient: QueryClient) =>
  Promise.all(LEAD_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * GET fetchAll {id, perPage 12, pageNo}: newest first. No toast: the page says when the listing
 * is not there.
 */
export function useLeads(kind: LeadKind, id: string | null, pageNo: number) {
  return useQuery({
    ...leadsQuery(kind, id ?? '', pageNo),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A new lead arrives with a notification: the open lead list refreshes with it. */
export function useLiveLeads(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return subscribeLiveEvents(token, (message) => {
      if (message.type === 'open' || message.type === 'notification') {
        void invalidateLeadLists(queryClient);
      }
    });
  }, [token, queryClient]);
}

/** DELETE delete {id of the lead}; the server's message shows on failure. */
export function useDeleteLead(kind: LeadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      kind === 'product'
        ? api(leadsContract.deleteProductLead, { id })
        : kind === 'service'
          ? api(leadsContract.deleteServiceLead, { id })
          : api(leadsContract.deleteBusinessLead, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KIND_LISTS[kind] }),
  });
}

/**
 * GET download {id} → leads_data.csv, saved by the browser. Throws on failure; the page shows
 * 'Failed to download CSV' rather than the server's words.
 */
export async function downloadLeads(kind: LeadKind, id: string) {
  const options = { toast: false };
  const blob = await (kind === 'product'
    ? downloadEndpoint(leadsContract.downloadProductLeads, { id }, options)
    : kind === 'service'
      ? downloadEndpoint(leadsContract.downloadServiceLeads, { id }, options)
      : downloadEndpoint(leadsContract.downloadBusinessLeads, { id }, options));
  saveFile(blob, LEADS_CSV_FILE_NAME);
}

// ——— The enquiry inbox: the three kinds together, per business or across all ———

/**
 * The inbox's filters as the address keeps them: the shared query's (enquiriesQuery) but its
 * page, each with a value. Source and state as the schema names them; the business and the
 * days as text, null when absent (every business, no bound).
 */
export type InboxFilters = Required<Pick<EnquiriesQuery, 'source' | 'state' | 'status'>> & {
  [K in Exclude<keyof EnquiriesQuery, 'source' | 'state' | 'status' | 'pageNo' | 'perPage'>]-?:
    string | null;
};

const inboxParams = (filters: InboxFilters) => ({
  businessId: filters.businessId ?? undefined,
  source: filters.source,
  state: filters.state,
  status: filters.status,
  lead: filters.lead ?? undefined,
  from: filters.from ?? undefined,
  to: filters.to ?? undefined,
});

/** GET enquiries/fetchAll: 12 a page, newest first, with each source's count. */
export function useEnquiries(filters: InboxFilters, pageNo: number) {
  return useQuery({
    ...endpointQuery(
      leadsContract.fetchEnquiries,
      { ...inboxParams(filters), perPage: PAGE_SIZES.leads, pageNo },
      { toast: false },
    ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Mark read, mark all read, delete: every lead list and count refreshes after. */
function useInboxChange<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        invalidateLeadLists(queryClient),
        // The business cards' "N leads".
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
      ]),
  });
}

type EnquiryRef = { source: Enquiry['source']; id: string };
export const useMarkEnquiryRead = () =>
  useInboxChange((ref: EnquiryRef) => api(leadsContract.markEnquiryRead, ref));
export const useMarkAllEnquiriesRead = () =>
  useInboxChange((businessId: string | null) =>
    api(leadsContract.markAllEnquiriesRead, { businessId: businessId ?? undefined }),
  );
export const useDeleteEnquiry = () =>
  useInboxChange((ref: EnquiryRef) => api(leadsContract.deleteEnquiry, ref));

// A lead's life. The lists and counts refresh after each change.
export const useChangeEnquiryStatus = () =>
  useInboxChange((body: EnquiryStatusBody) => api(leadsContract.changeEnquiryStatus, body));
export const useSaveEnquiryFollowUp = () =>
  useInboxChange((body: EnquiryFollowUpBody) => api(leadsContract.saveEnquiryFollowUp, body));
/**
 * Tapping Call or WhatsApp: New becomes Contacted. Sent without a toast, beside the link that
 * opens the phone or WhatsApp (nothing waits for it).
 */
export const useMarkEnquiryContacted = () =>
  useInboxChange((ref: EnquiryRef) =>
    api(leadsContract.markEnquiryContacted, ref, { toast: false }),
  );

/** GET enquiries/download with the inbox's filters → leads_data.csv. Throws on failure. */
export async function downloadEnquiries(filters: InboxFilters) {
  const blob = await downloadEndpoint(leadsContract.downloadEnquiries, inboxParams(filters), {
    toast: false,
  });
  saveFile(blob, LEADS_CSV_FILE_NAME);
}

// ——— A posted requirement offered to the seller, answered from its inbox card (docs/decisions/033)
// ———

type RespondBody = { id: string; answer: 'accept' | 'decline' };

/**
 * PUT requirements/respond {id (the lead's), answer}: the answer is the lead as the inbox now
 * lists it. An accepted one replaces its card at once (the buyer's phone shows without waiting
 * for the list); every list and count then refreshes (a declined one leaves the inbox).
 */
export function useRespondToRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondBody) => api(requirementsContract.respond, body),
    onSuccess: (lead) =>
      queryClient.setQueriesData<EnquiriesPage>(
        { queryKey: endpointKey(leadsContract.fetchEnquiries) },
        (page) =>
          page
            ? {
                ...page,
                enquiries: page.enquiries.map((one) =>
                  one.source === lead.source && one._id === lead._id ? lead : one,
                ),
              }
            : page,
      ),
    onSettled: () =>
      Promise.all([
        invalidateLeadLists(queryClient),
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
      ]),
  });
}

/** PUT requirements/report {id (the lead's), reason}: tells the administrator. */
export const useReportRequirement = () =>
  useMutation({
    mutationFn: (body: { id: string; reason: RequirementReportReason }) =>
      api(requirementsContract.report, body),
  });
