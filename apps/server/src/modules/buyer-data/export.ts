import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import type { ExportPart } from '../../lib/data-export.ts';
import { buyerProgress } from '../buyer-enquiries/service.ts';

// What Haat holds about a buyer's phone, part by part, for their copy (lib/data-export.ts makes
// the ZIP). Only what the buyer may see of the seller's side: the progress My enquiries shows,
// never the seller's note, status words, lost reason or follow-up day.

/** Where a buyer changes what their enquiries and requirements hold: nowhere but erasure. */
const ERASE_ON_MY_ENQUIRIES =
  'It reached the seller as written and cannot be edited. "Erase my phone number" on My enquiries removes your name, number and e-mail from it; the words stay with the seller.';

type EnquiryRow = {
  kind: 'business' | 'product' | 'service';
  id: string;
  created_at: Date | string;
  read_at: Date | string | null;
  status: 'new' | 'contacted' | 'quoted' | 'won' | 'lost';
  contact_person: string;
  email: string | null;
  business_name: string | null;
  query: string | null;
  seller: string;
  listing: string | null;
};

const when = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The enquiries the phone sent: to whom, about what, when, their words and their details. */
async function enquiries(db: Database, phoneNo: string): Promise<ExportPart> {
  const found = await rows<EnquiryRow>(
    db,
    sql`select 'business' as kind, l.id, l.created_at, l.read_at, l.status, l.contact_person,
          l.email, l.business_name, l.query, b.name as seller, null as listing
        from business_leads l join businesses b on b.id = l.fk_business_id
        where l.phone_no = ${phoneNo} and l.erased_at is null
        union all
        select 'product', l.id, l.created_at, l.read_at, l.status, l.contact_person, l.email,
          l.business_name, l.query, b.name, p.name
        from product_leads l join businesses b on b.id = l.fk_business_id
          join products p on p.id = l.fk_product_id
        where l.phone_no = ${phoneNo} and l.erased_at is null
        union all
        select 'service', l.id, l.created_at, l.read_at, l.status, l.contact_person, l.email,
          l.business_name, l.query, b.name, s.name
        from service_leads l join businesses b on b.id = l.fk_business_id
          join services s on s.id = l.fk_service_id
        where l.phone_no = ${phoneNo} and l.erased_at is null
        order by created_at desc, id desc`,
  );
  return {
    name: 'enquiries',
    about:
      'The enquiries this phone sent to sellers: to whom, about what, when, your words and the details you gave, and how far the seller got (sent, seen, contacted).',
    whereToChange: ERASE_ON_MY_ENQUIRIES,
    rows: found.map((row) => ({
      sentAt: when(row.created_at),
      to: row.seller,
      kind: row.kind,
      listing: row.listing,
      yourName: row.contact_person,
      yourEmail: row.email,
      yourBusinessName: row.business_name,
      yourWords: row.query,
      progress: buyerProgress({ status: row.status, readAt: row.read_at }),
    })),
  };
}

type RequirementRow = {
  id: string;
  created_at: Date | string;
  need: string;
  kind: string;
  quantity: string | null;
  when: string;
  city: string;
  locality: string | null;
  near_me: boolean;
  latitude: number | null;
  longitude: number | null;
  contact_person: string;
  status: string;
  closed_at: Date | string | null;
};

type OfferRow = {
  requirement_id: string;
  seller: string;
  created_at: Date | string;
  offer: string;
  responded_at: Date | string | null;
};

/** The requirements the phone posted, and the sellers each went to. */
async function requirements(db: Database, phoneNo: string): Promise<ExportPart[]> {
  const posted = await rows<RequirementRow>(
    db,
    sql`select id, created_at, need, kind, quantity, "when", city, locality, near_me, latitude,
          longitude, contact_person, status, closed_at
        from requirements where phone_no = ${phoneNo} and erased_at is null
        order by created_at desc, id desc`,
  );
  const offers = await rows<OfferRow>(
    db,
    sql`select l.fk_requirement_id as requirement_id, b.name as seller, l.created_at, l.offer,
          l.responded_at
        from requirement_leads l
        join requirements r on r.id = l.fk_requirement_id
        join businesses b on b.id = l.fk_business_id
        where r.phone_no = ${phoneNo} and r.erased_at is null
        order by l.created_at, b.name`,
  );
  return [
    {
      name: 'requirements',
      about:
        'The requirements this phone posted: what, how much, when, where (your position when you chose Near me), your name and their state.',
      whereToChange:
        'Close or remove a requirement on My enquiries. "Erase my phone number" there removes your name, number and position from every one.',
      rows: posted.map((row) => ({
        requirement: row.id,
        postedAt: when(row.created_at),
        need: row.need,
        kind: row.kind,
        quantity: row.quantity,
        when: row.when,
        city: row.city,
        locality: row.locality,
        nearMe: row.near_me,
        latitude: row.latitude,
        longitude: row.longitude,
        yourName: row.contact_person,
        state: row.status,
        closedAt: when(row.closed_at),
      })),
    },
    {
      name: 'requirement-sellers',
      about:
        'The sellers each requirement was sent to, and whether they accepted it (an accepted one sees your number).',
      whereToChange:
        'Not changeable: it is the record of who received your requirement. "Erase my phone number" on My enquiries removes your name and number from what they hold.',
      rows: offers.map((row) => ({
        requirement: row.requirement_id,
        sentTo: row.seller,
        sentAt: when(row.created_at),
        answer: row.offer,
        answeredAt: when(row.responded_at),
      })),
    },
  ];
}

type ReviewRow = {
  created_at: Date | string;
  edited_at: Date | string | null;
  business: string;
  name: string;
  rating: number;
  text: string | null;
  status: string;
  verified_enquiry: boolean;
  reply: string | null;
};

/** The reviews written with the phone. */
async function reviews(db: Database, phoneNo: string): Promise<ExportPart> {
  const found = await rows<ReviewRow>(
    db,
    sql`select r.created_at, r.edited_at, b.name as business, r.name, r.rating, r.text, r.status,
          r.verified_enquiry, r.reply
        from reviews r join businesses b on b.id = r.fk_business_id
        where r.phone_no = ${phoneNo} and r.erased_at is null
        order by r.created_at desc, r.id desc`,
  );
  return {
    name: 'reviews',
    about:
      "The reviews written with this phone: the business, your name, stars and words, whether it is shown, and the seller's public reply.",
    whereToChange:
      'Write the review again on the business\'s page (with a code to this phone) to change it. "Erase my phone number" on My enquiries removes your name from it; the stars and words stay.',
    rows: found.map((row) => ({
      writtenAt: when(row.created_at),
      editedAt: when(row.edited_at),
      business: row.business,
      yourName: row.name,
      stars: row.rating,
      yourWords: row.text,
      shown: row.status === 'published',
      verifiedEnquiry: row.verified_enquiry,
      sellerReply: row.reply,
    })),
  };
}

type ConsentRow = {
  purpose: string;
  notice_version: number;
  given_at: Date | string;
  withdrawn_at: Date | string | null;
};

/** The consents recorded for the phone, given and withdrawn. */
async function consents(db: Database, phoneNo: string): Promise<ExportPart> {
  const found = await rows<ConsentRow>(
    db,
    sql`select purpose, notice_version, given_at, withdrawn_at from consents
        where phone_no = ${phoneNo} order by given_at desc, id desc`,
  );
  return {
    name: 'consents',
    about:
      'What this phone agreed to receive, under which version of the privacy notice (0: the first), when, and when it was taken back.',
    whereToChange: 'Give or take back each consent on My enquiries.',
    rows: found.map((row) => ({
      purpose: row.purpose,
      noticeVersion: row.notice_version,
      givenAt: when(row.given_at),
      withdrawnAt: when(row.withdrawn_at),
    })),
  };
}

type CodeRow = {
  type: string;
  created_at: Date | string;
  expires_at: Date | string;
  consumed_at: Date | string | null;
};

/** The one-time codes sent to the phone: when and for what; never the code or its hash. */
async function codes(db: Database, phoneNo: string): Promise<ExportPart> {
  const found = await rows<CodeRow>(
    db,
    sql`select type, created_at, expires_at, consumed_at from otp_codes
        where phone_no = ${phoneNo} order by created_at desc, id desc`,
  );
  return {
    name: 'codes',
    about:
      'The one-time codes sent to this phone: when, what for, until when each was valid and when it was used. The codes themselves are never kept.',
    whereToChange:
      'Not changeable: Haat keeps them to limit how many codes a phone gets. "Erase my phone number" on My enquiries deletes them.',
    rows: found.map((row) => ({
      sentAt: when(row.created_at),
      purpose: row.type,
      validUntil: when(row.expires_at),
      usedAt: when(row.consumed_at),
    })),
  };
}

/** Every part of a buyer's copy, in the order the README lists them. */
export async function buyerDataParts(db: Database, phoneNo: string): Promise<ExportPart[]> {
  return [
    await enquiries(db, phoneNo),
    ...(await requirements(db, phoneNo)),
    await reviews(db, phoneNo),
    await consents(db, phoneNo),
    await codes(db, phoneNo),
  ];
}
