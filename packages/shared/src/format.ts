import { LIMITS, PHONE_COUNTRY_CODE, TIME_ZONE } from './constants.ts';

/** Call links use +91. */
export const telLink = (phoneNo: string) => `tel:+${PHONE_COUNTRY_CODE}${phoneNo}`;

/** WhatsApp links use 91. */
export const whatsAppLink = (phoneNo: string, text?: string) =>
  `https://wa.me/${PHONE_COUNTRY_CODE}${phoneNo}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/**
 * A phone number for reading, grouped the Indian way: '9876543210' → '98765 43210',
 * '919876543210' → '+91 98765 43210'. Anything else is shown as it came. Inputs keep plain digits.
 */
export function formatPhone(phoneNo: string | null | undefined): string {
  const text = (phoneNo ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (digits.length === 12 && digits.startsWith(PHONE_COUNTRY_CODE)) {
    return `+${PHONE_COUNTRY_CODE} ${digits.slice(2, 7)} ${digits.slice(7)}`;
  }
  return text;
}

/** A seller's 10-digit number for reading, with the country code: '9876543210' → '+91 98765 43210'. */
export const displayPhone = (phoneNo: string) =>
  `+${PHONE_COUNTRY_CODE} ${formatPhone(phoneNo)}`.trim();

/** Rounded (pricePerUnit - sellingPrice) / pricePerUnit in percent; null without a discount. */
export function discountPercent(pricePerUnit?: number | null, sellingPrice?: number | null) {
  if (!pricePerUnit || sellingPrice == null || sellingPrice >= pricePerUnit) return null;
  return Math.round(((pricePerUnit - sellingPrice) / pricePerUnit) * 100);
}

/**
 * ₹1,23,456.5 in the Indian grouping: at most two decimals, none when whole; what
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes (format.test.ts).
 * Written by hand because building that formatter loads the locale's currency data, the longest
 * single step of the app's start on a slow phone (docs/page-speed.md, "Figures that were in code
 * comments").
 */
export function formatPrice(amount: number): string {
  const [whole = '0', decimals = ''] = Math.abs(amount).toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const fraction = decimals.replace(/0+$/, '');
  const sign = amount < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}₹${rest ? `${rest},` : ''}${lastThree}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An Intl formatter built on first use rather than when its module loads: building one costs more
 * than many calls to it, and a module's top level runs in the app's one long start-up task.
 */
const onFirstUse = <T>(build: () => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};

/** A date in Asia/Kolkata as '24 Nov 2026', with `more` parts (the time) after it. */
const indiaDateFormat = (more: Intl.DateTimeFormatOptions = {}) =>
  onFirstUse(
    () =>
      new Intl.DateTimeFormat('en-IN', {
        timeZone: TIME_ZONE,
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        ...more,
      }),
  );
const dateFormat = indiaDateFormat();
const dateTimeFormat = indiaDateFormat({ hour: '2-digit', minute: '2-digit' });
/** Dates are shown in Asia/Kolkata. */
export const formatDate = (date: Date | string) => dateFormat().format(new Date(date));
export const formatDateTime = (date: Date | string) => dateTimeFormat().format(new Date(date));

export type PlanStatus = 'Expired' | 'Expiring' | 'Active';
/** Plan status from planExpiresAt. */
export function planStatus(planExpiresAt: Date | string | null, now = new Date()): PlanStatus {
  if (!planExpiresAt) return 'Expired';
  const expires = new Date(planExpiresAt).getTime();
  if (expires < now.getTime()) return 'Expired';
  if (expires - now.getTime() <= LIMITS.planExpiringDays * 24 * 60 * 60 * 1000) return 'Expiring';
  return 'Active';
}

/** The notification badge shows 99+ above 99. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));
