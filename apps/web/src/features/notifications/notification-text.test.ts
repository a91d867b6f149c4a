import { afterEach, describe, expect, it } from 'vitest';
import {
  leadNotification,
  notificationText,
  reviewNotification,
  withErasedBuyer,
} from '@haat/shared';
import { changeLanguage, i18n } from '@/i18n/index.ts';
import { hi } from '@/i18n/hi.ts';
import { notificationShown } from './notification-text.ts';

// A seller's notification about a buyer who had their phone erased names no one, in either
// language.

const item = (message: ReturnType<typeof leadNotification>) => ({
  _id: 'n1',
  notification: notificationText(message),
  message,
  redirect: null,
  isMarkedRead: false,
  createdAt: '2026-11-20T05:30:00.000Z',
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('notificationShown', () => {
  it('shows the name as written while the buyer is not erased', () => {
    const shown = notificationShown(
      item(leadNotification('business', 'Kavya', 'Sharma Electronics')),
      i18n.t,
    );
    expect(shown).toBe('New enquiry from Kavya for your business "Sharma Electronics".');
  });

  it('says "a Haat buyer" in the reader’s language for an erased one', async () => {
    const enquiry = item(
      withErasedBuyer(leadNotification('business', 'Kavya', 'Sharma Electronics')),
    );
    expect(notificationShown(enquiry, i18n.t)).toBe(
      'New enquiry from a Haat buyer for your business "Sharma Electronics".',
    );
    await changeLanguage('hi');
    const review = item(withErasedBuyer(reviewNotification('Kavya', 4, 'Sharma Electronics')));
    const shown = notificationShown(review, i18n.t);
    expect(shown).toContain(hi.erasedBuyer.someone);
    expect(shown).not.toContain('Kavya');
  });
});
