import { usePublicListing } from '@/entities/listing/public-listing-api.ts';

// GET /public/service/fetch {id}: the service read form, with business
// {_id, name, phoneNo, address}.

export type { ServiceDetail } from '@haat/shared';

export const useService = (id: string | null) => usePublicListing('service', id);
