// The message tables of the auth and public domains. They live apart from
// their zod schemas (schemas/*.ts import them) so that a screen that shows a message does not
// pull zod and every schema into the web app's first view (docs/page-speed.md).
import { LIMITS } from './constants.ts';
import { MSG } from './messages.ts';

export const PASSWORD_TOO_SHORT = `Password must be at least ${LIMITS.passwordMinLength} characters!`;
export const PASSWORD_TOO_LONG = `Password must be at most ${LIMITS.passwordMaxLength} characters!`;
export const PASSWORD_NOT_ENCODED = 'Password must be sent encoded.';

export const AUTH_MSG = {
  invalidCredentials: 'Invalid phone number or password.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  otpSent: 'OTP sent successfully',
  otpVerified: 'OTP verified successfully',
  otpExpired: 'OTP has expired, please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts, please request a new OTP.',
  otpDailyLimit: 'Too many OTP attempts for this number today. Please try again tomorrow.',
  otpWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  phoneRegistered: 'This phone number is already registered, please log in.',
  phoneAvailable: 'This phone number is available.',
  phoneNotVerified: 'Please verify your phone number with an OTP first.',
  userCreated: 'Your account has been created.',
  passwordReset: 'Your password has been reset, please log in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  passwordTooCommon: 'This password is too common. Choose another.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated and sent for approval.',
  newPhoneNotVerified: 'Verify the new contact number with an OTP before saving it.',
  adultRequired: 'You must be 18 or over to register.',
} as const;

export const PUBLIC_MSG = {
  invalidId: 'This link is not valid.',
  invalidIds: 'One of the chosen items is not valid.',
  invalidFilters: 'The filters are not valid.',
  invalidSort: 'Sort must be one of New Arrivals, A-Z, Z-A or Top Rated.',
  productNotFound: 'This product is no longer available.',
  serviceNotFound: 'This service is no longer available.',
  businessNotFound: 'This business is no longer available.',
  categoryNotFound: 'This category does not exist.',
  subCategoryNotFound: 'This sub-category does not exist.',
  viewCounted: 'View counted',
  viewNotCounted: 'View not counted',
  contactNameRequired: 'Name is required!',
  contactMessageRequired: 'Message is required!',
  contactReplyRequired: 'Please give a phone number or an e-mail so that we can reply.',
  contactEmailInvalid: MSG.emailInvalid,
  contactPhoneInvalid: 'Enter correct phone no.!',
  contactSent: 'Thank you for writing to us, we will get back to you soon.',
  suggestionTextTooLong: 'Search text can be at most 60 characters for suggestions.',
  suggestionKindInvalid: 'Kind must be product or service.',
} as const;
