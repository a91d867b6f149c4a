import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ActiveConsent, ConsentPurpose } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { consents } from '../../db/schema/index.ts';
import { currentNoticeVersion } from '../privacy/service.ts';

// Consents (docs/decisions/037-personal-data.md): each one asked for on its own, recorded with
// the privacy notice's version and the time, and withdrawn as easily. A row is never changed
// except to set withdrawn_at, so the table says what was agreed to, under which notice, from
// when until when. Every write takes the caller's transaction: a consent given with an enquiry
// or an alert setting is stored with it, or not at all.

/** Whose consent: a buyer is only a phone; a seller is their account. */
export type ConsentSubject = { phoneNo: string } | { userId: string };

const subjectIs = (subject: ConsentSubject) =>
  'phoneNo' in subject
    ? eq(consents.phoneNo, subject.phoneNo)
    : eq(consents.userId, subject.userId);

const inForce = (subject: ConsentSubject, purpose: ConsentPurpose) =>
  and(subjectIs(subject), eq(consents.purpose, purpose), isNull(consents.withdrawnAt));

/**
 * Records a consent given now under the current notice. Giving it again while one is in force
 * changes nothing: the first still says when the person agreed.
 */
export async function giveConsent(
  db: Database,
  subject: ConsentSubject,
  purpose: ConsentPurpose,
  now: Date,
) {
  const [active] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(inForce(subject, purpose))
    .limit(1);
  if (active) return;
  await db.insert(consents).values({
    ...subject,
    purpose,
    noticeVersion: await currentNoticeVersion(db),
    givenAt: now,
  });
}

/** Withdraws the consent in force now; none in force changes nothing. */
export async function withdrawConsent(
  db: Database,
  subject: ConsentSubject,
  purpose: ConsentPurpose,
  now: Date,
) {
  await db.update(consents).set({ withdrawnAt: now }).where(inForce(subject, purpose));
}

/** The consents in force, oldest purpose first given first. */
export async function activeConsents(
  db: Database,
  subject: ConsentSubject,
): Promise<ActiveConsent[]> {
  return db
    .select({
      purpose: consents.purpose,
      givenAt: consents.givenAt,
      noticeVersion: consents.noticeVersion,
    })
    .from(consents)
    .where(and(subjectIs(subject), isNull(consents.withdrawnAt)))
    .orderBy(asc(consents.givenAt), desc(consents.purpose));
}

/** Since when a consent is in force, or null when it is not. */
export async function consentSince(
  db: Database,
  subject: ConsentSubject,
  purpose: ConsentPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ givenAt: consents.givenAt })
    .from(consents)
    .where(inForce(subject, purpose))
    .limit(1);
  return row?.givenAt ?? null;
}
