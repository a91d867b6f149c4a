import { useQuery } from '@tanstack/react-query';
import type { ServiceDetail } from '@haat/shared';
import { api } from '@/lib/api-client.ts';

// GET /public/service/fetch {id} (spec §7): the service read form, with business
// {_id, name, phoneNo, address} (spec §3).

export type { ServiceDetail } from '@haat/shared';

export const serviceDetailKeys = {
  one: (id: string) => ['public', 'service', 'detail', id] as const,
};

export function useService(id: string | null) {
  return useQuery({
    queryKey: serviceDetailKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ service: ServiceDetail }>(
        '/public/service/fetch',
        { id },
        { signal, toast: false },
      ),
    select: (payload) => payload.service,
    enabled: Boolean(id),
  });
}
