import { stringify } from 'csv-stringify/sync';
import type { Enquiry, EnquirySource } from '@haat/shared';
import { formatLeadDate } from './csv.ts';

// The inbox's download (issue 26): leads_data.csv as spec §7 makes it (a serial number column,
// dates in Asia/Kolkata, no server field), with what tells the three sources apart.

const SOURCE_LABEL: Record<EnquirySource, string> = {
  business: 'Business',
  product: 'Product',
  service: 'Service',
};

/** The CSV text: byte-order mark, CRLF lines, every cell quoted, formulas defused. */
export function enquiriesCsv(enquiries: Enquiry[]) {
  const header = [
    'S.No.',
    'Contact Person',
    'Contact No.',
    'Email',
    'Business Name',
    'Query',
    'Source',
    'Business',
    'Product or Service',
    'Status',
    'Date (IST)',
  ];
  const rows = enquiries.map((enquiry, index) => [
    String(index + 1),
    enquiry.contactPerson,
    enquiry.phoneNo,
    enquiry.email ?? '',
    enquiry.businessName ?? '',
    enquiry.query ?? '',
    SOURCE_LABEL[enquiry.source],
    enquiry.business.name,
    enquiry.listing?.name ?? '',
    enquiry.isRead ? 'Read' : 'New',
    formatLeadDate(enquiry.createdAt),
  ]);
  // The same options as the spec's lead download (csv.ts): a line break stays inside its cell
  // and a cell starting with = + - @ never runs as a formula.
  return stringify([header, ...rows], {
    bom: true,
    escape_formulas: true,
    quoted: true,
    record_delimiter: 'windows',
  });
}
