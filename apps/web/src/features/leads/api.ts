import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEADS_CSV_FILE_NAME, PAGE_SIZES, type LeadKind, type LeadsPage } from '@haat/shared';
import { api } from '../../lib/api-client.ts';
import { subscribeLiveEvents } from '../../lib/live-events.ts';
import { saveFile } from '../../lib/save-file.ts';

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
