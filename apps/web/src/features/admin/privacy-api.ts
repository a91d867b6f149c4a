import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacyPublishInput } from '@haat/shared';
import { privacyContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointKeyPrefix, endpointQuery } from '@/lib/api-client.ts';

// The privacy notice in the console (docs/decisions/036-privacy-notice.md): its published
// versions, the notice shown now (the standard one until a version is published), and a new
// version.

/** GET /admin/privacyPolicy: every published version, newest first. */
export const usePrivacyVersions = () =>
  useQuery({ ...endpointQuery(privacyContract.versions, undefined), staleTime: 0 });

/** GET /public/privacyPolicy: what /privacyPolicy shows now, to start a new version from. */
export const useCurrentPrivacyNotice = () =>
  useQuery(endpointQuery(privacyContract.current, undefined));

/**
 * POST /admin/privacyPolicy: publishes the next version. The console and the public notice are
 * read again; a refusal is toasted by the API client in the current language (privacyMsg).
 */
export function usePublishPrivacyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivacyPublishInput) => api(privacyContract.publish, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') }),
        queryClient.invalidateQueries({ queryKey: endpointKey(privacyContract.current) }),
      ]),
  });
}
