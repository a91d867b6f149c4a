import { stringify } from 'csv-stringify/sync';
import { format, parse } from 'date-fns';
import {
  ERASED_CONTACT_WORDS,
  type Enquiry,
  type EnquirySource,
  type LeadLostReason,
  type LeadStatus,
} from '@haat/shared';
import { formatLeadDate } from './csv.ts';

// The inbox's download: leads_data.csv as the lead download makes it (a serial number column,
// dates in Asia/Kolkata, no server field), with what tells the three sources apart. Lead status
// (docs/decisions/029-lead-life.md): the column after the listing is the lead's status (it said New
// or Read before there were statuses); whether it was read, the lost reason, the note and the
// follow-up day come after the date, so the columns before stay where they were. A posted
// requirement (docs/decisions/033-requirements.md) is source Requirement; its need is the Query,
// and one only offered has no phone.

const SOURCE_LABEL: Record<EnquirySource, string> = {
  business: 'Business',
  product: 'Product',
  service: 'Service',
  requirement: 'Requirement',
};

const STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

const LOST_REASON_LABEL: Record<LeadLostReason, string> = {
  price: 'Price',
  'bought-elsewhere': 'Bought elsewhere',
  'no-reply': 'No reply',
  'not-available': 'Not available',
  'not-genuine': 'Not genuine',
  other: 'Other',
};

/** '2026-01-11' → '11 Jan 2026', as the date column writes its days (a calendar day: no zone). */
const dayLabel = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'dd MMM yyyy');

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
    'Read',
    'Lost reason',
    'Note',
    'Follow-up',
  ];
  const rows = enquiries.map((enquiry, index) => [
    String(index + 1),
    enquiry.erased ? ERASED_CONTACT_WORDS : enquiry.contactPerson,
    // Null on a requirement only offered: the buyer's phone is the seller's once accepted.
    enquiry.erased ? ERASED_CONTACT_WORDS : (enquiry.phoneNo ?? ''),
    enquiry.email ?? '',
    enquiry.businessName ?? '',
    enquiry.query ?? '',
    SOURCE_LABEL[enquiry.source],
    enquiry.business.name,
    enquiry.listing?.name ?? '',
    STATUS_LABEL[enquiry.status],
    formatLeadDate(enquiry.createdAt),
    enquiry.isRead ? 'Yes' : 'No',
    enquiry.lostReason ? LOST_REASON_LABEL[enquiry.lostReason] : '',
    enquiry.note ?? '',
    enquiry.followUpOn ? dayLabel(enquiry.followUpOn) : '',
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
