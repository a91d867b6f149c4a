import type { EnquirySource } from '@haat/shared';

/** The seller's inbox showing this one lead: where a reminder, an alert's push or a tap opens. */
export const leadLink = (source: EnquirySource, id: string) =>
  `/userAdmin/enquiries?source=${source}&lead=${id}`;
