import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);

/** A 10-digit Indian phone number with the caller's own messages for empty and malformed input. */
export const phoneField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).regex(digits(LIMITS.phoneDigits), invalid);

export const loginPhone = phoneField(MSG.phoneRequired, MSG.phoneInvalid);

export const pinCodeField = z
  .string({ error: MSG.pinCodeRequired })
  .trim()
  .min(1, MSG.pinCodeRequired)
  .regex(digits(LIMITS.pinCodeDigits), MSG.pinCodeRequired);

export const otpField = z
  .string({ error: MSG.otpRequired })
  .trim()
  .min(1, MSG.otpRequired)
  .regex(digits(LIMITS.otpDigits), MSG.otpInvalid);

/** Counts words the way a reader does: runs of non-space characters. */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const descriptionField = z
  .string()
  .refine((text) => wordCount(text) <= LIMITS.descriptionWords, MSG.maxWords);
