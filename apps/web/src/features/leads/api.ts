import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LEADS_CSV_FILE_NAME,
  PAGE_SIZES,
  REQUIREMENT_MSG,
  type EnquiriesPage,
  type EnquiriesQuery,
  type Enquiry,
  type EnquiryFollowUpBody,
  type EnquiryLife,
  type EnquiryStatusBody,
  type LeadKind,
  type LeadsPage,
  type RequirementReportReason,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';
import { addMessageKeys } from '@/lib/messages.ts';
import { saveFile } from '@/lib/save-file.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';

/** Spec §7 /userAdmin/businessLeads, /productLeads, /serviceLeads. */
const PATHS: Record<LeadKind, string> = {
  product: '/userAdmin/productLeads',
  service: '/userAdmin/serviceLeads',
  business: '/userAdmin/businessLeads',
};

export const leadKeys = {
  all: ['leads'] as const,
  kind: (kind: LeadKind) => ['leads', kind] as const,
  list: (kind: LeadKind, id: string, pageNo: number) => ['leads', kind, id, pageNo] as const,
};

/**
 * GET fetchAll {id, perPage 12, pageNo}: newest first. No toast: the page says when the listing
 * is not there.
 */
export function useLeads(kind: LeadKind, id: string | null, pageNo: number) {
  return useQuery({
    queryKey: leadKeys.list(kind, id ?? '', pageNo),
    queryFn: ({ signal }) =>
      api.get<LeadsPage>(
        `${PATHS[kind]}/fetchAll`,
        { id, perPage: PAGE_SIZES.leads, pageNo },
        { toast: false, signal },
      ),
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
        void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      }
    });
  }, [token, queryClient]);
}

/** DELETE delete {id of the lead}; the server's message shows on failure. */
export function useDeleteLead(kind: LeadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${PATHS[kind]}/delete`, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.kind(kind) }),
  });
}

/**
 * GET download {id} → leads_data.csv, saved by the browser. Throws on failure; the page shows
 * 'Failed to download CSV' (spec §8) rather than the server's words.
 */
export async function downloadLeads(kind: LeadKind, id: string) {
  const blob = await api.download(`${PATHS[kind]}/download`, { id }, { toast: false });
  saveFile(blob, LEADS_CSV_FILE_NAME);
}

// ——— The enquiry inbox (issue 26): the three kinds together, per business or across all ———

const INBOX = '/userAdmin/enquiries';

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
    queryKey: [...leadKeys.all, 'inbox', filters, pageNo] as const,
    queryFn: ({ signal }) =>
      api.get<EnquiriesPage>(
        `${INBOX}/fetchAll`,
        { ...inboxParams(filters), perPage: PAGE_SIZES.leads, pageNo },
        { toast: false, signal },
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
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
        // The business cards' "N leads".
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
      ]),
  });
}

type EnquiryRef = { source: Enquiry['source']; id: string };
export const useMarkEnquiryRead = () =>
  useInboxChange((ref: EnquiryRef) => api.put<null>(`${INBOX}/markRead`, ref));
export const useMarkAllEnquiriesRead = () =>
  useInboxChange((businessId: string | null) =>
    api.put<{ marked: number }>(`${INBOX}/markAllRead`, { businessId: businessId ?? undefined }),
  );
export const useDeleteEnquiry = () =>
  useInboxChange((ref: EnquiryRef) => api.delete<null>(`${INBOX}/delete`, ref));

// Issue 36 §2: a lead's life. The lists and counts refresh after each change.
export const useChangeEnquiryStatus = () =>
  useInboxChange((body: EnquiryStatusBody) => api.put<EnquiryLife>(`${INBOX}/status`, body));
export const useSaveEnquiryFollowUp = () =>
  useInboxChange((body: EnquiryFollowUpBody) => api.put<EnquiryLife>(`${INBOX}/followUp`, body));
/**
 * Tapping Call or WhatsApp: New becomes Contacted. Sent without a toast, beside the link that
 * opens the phone or WhatsApp (nothing waits for it).
 */
export const useMarkEnquiryContacted = () =>
  useInboxChange((ref: EnquiryRef) =>
    api.put<EnquiryLife>(`${INBOX}/markContacted`, ref, { toast: false }),
  );

/** GET enquiries/download with the inbox's filters → leads_data.csv. Throws on failure. */
export async function downloadEnquiries(filters: InboxFilters) {
  const blob = await api.download(`${INBOX}/download`, inboxParams(filters), { toast: false });
  saveFile(blob, LEADS_CSV_FILE_NAME);
}

// ——— Issue 37: a posted requirement offered to the seller, answered from its inbox card ———

// The server's answers to a requirement (offer gone, already answered …) in the reader's language.
addMessageKeys('requirementAnswerMsg', REQUIREMENT_MSG);

type RespondBody = { id: string; answer: 'accept' | 'decline' };

/**
 * PUT requirements/respond {id (the lead's), answer}: the answer is the lead as the inbox now
 * lists it. An accepted one replaces its card at once (the buyer's phone shows without waiting
 * for the list); every list and count then refreshes (a declined one leaves the inbox).
 */
export function useRespondToRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondBody) => api.put<Enquiry>('/userAdmin/requirements/respond', body),
    onSuccess: (lead) =>
      queryClient.setQueriesData<EnquiriesPage>({ queryKey: [...leadKeys.all, 'inbox'] }, (page) =>
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
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
      ]),
  });
}

/** PUT requirements/report {id (the lead's), reason}: tells the administrator. */
export const useReportRequirement = () =>
  useMutation({
    mutationFn: (body: { id: string; reason: RequirementReportReason }) =>
      api.put<null>('/userAdmin/requirements/report', body),
  });
