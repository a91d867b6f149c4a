import { ERASED_CONTACT_WORDS, type Lead, type LeadKind } from '@haat/shared';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { formatInIndia } from '../../lib/india-time.ts';

// The lead download (leads_data.csv, with a serial number column and dates in Asia/Kolkata:
// the file sellers already know). Only what the seller's list shows: none of the server's own
// fields (_id, __v, updatedAt, fkBusinessId, fkProductId, fkServiceId, isPublic).

/** '16 Jan 2024, 01:30 AM' in India's time, whatever the server's own zone. */
export const formatLeadDate = (iso: string) => formatInIndia(new Date(iso), 'dd MMM yyyy, hh:mm a');

const LISTING_COLUMN: Partial<Record<LeadKind, string>> = {
  product: 'Product',
  service: 'Service',
};

/** The CSV text (lib/csv.ts: safe for spreadsheets): a header, then one row per lead with its serial number. */
export function leadsCsv(kind: LeadKind, listingName: string, leads: Lead[]) {
  const listingColumn = LISTING_COLUMN[kind];
  const header = [
    'S.No.',
    'Contact Person',
    'Contact No.',
    'Email',
    'Business Name',
    'Query',
    ...(listingColumn ? [listingColumn] : []),
    'Date (IST)',
  ];
  const rows = leads.map((lead, index) => [
    String(index + 1),
    // An erased buyer: the placeholder words, never an empty cell a seller might take for a gap.
    lead.erased ? ERASED_CONTACT_WORDS : lead.contactPerson,
    lead.erased ? ERASED_CONTACT_WORDS : lead.phoneNo,
    lead.email ?? '',
    lead.businessName ?? '',
    lead.query ?? '',
    ...(listingColumn ? [listingName] : []),
    formatLeadDate(lead.createdAt),
  ]);
  return spreadsheetCsv([header, ...rows]);
}
