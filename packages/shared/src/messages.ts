// Every fixed user-facing message, in its exact words (flows, form rules, failures).
// Screens and routes take them from here; never retype one.

export const MSG = {
  // §5 Login
  phoneRequired: 'Phone no. is required!',
  phoneInvalid: 'Enter correct phone no.!',
  passwordRequired: 'Password is required!',
  // §5 Sign-up
  firstNameRequired: 'First name is required!',
  lastNameRequired: 'Last name is required!',
  // §5 OTP
  otpRequired: 'OTP is required!',
  otpInvalid: 'Invalid OTP',
  // §5 Create or reset password
  newPasswordRequired: 'New Password is required!',
  confirmPasswordRequired: 'Confirm Password is required!',
  passwordMismatch: 'Password mismatched!',
  // §5 Change password
  currentPasswordRequiredChange: 'Current password required!',
  newPasswordRequiredChange: 'New password required!',
  reenterNewPassword: 'Re-enter new password!',
  // §5 Business
  businessNameRequired: 'Business Name is required!',
  descriptionRequired: 'Description is required!',
  addressRequired: 'Address is required!',
  businessPhoneInvalid: 'Enter correct phone number!',
  stateRequired: 'State required!',
  cityRequired: 'City required!',
  pinCodeRequired: 'Pin code required!',
  maxWords: 'Max. 1000 words allowed',
  // §5 Product / Service
  productNameRequired: 'Product name is required!',
  serviceNameRequired: 'Service name is required!',
  subCategoryRequired: 'Atleast 1 sub-category is required!',
  sellingPriceWithCost: 'Selling price is required with cost price per unit!',
  // §5 Profile
  contactNoRequiredProfile: 'Contact No is Required!',
  contactNoInvalidProfile: 'Enter Correct Contact No.!',
  // §5 Query form
  contactPersonRequired: 'Contact person is required!',
  contactNoRequired: 'Contact no. is required!',
  contactNoInvalid: 'Enter correct contact no.',
  // §4, §8
  approvalPending: 'Approval Pending',
  approvalPendingText:
    'under review for approval/rejection, you will receive a notification once done',
  approvalRejected: 'Approval Rejected',
  planRequired: 'You need to buy a plan to use this feature',
  planExpired: 'Your plan has expired',
  planExpiring: 'Your plan expires soon',
  planActive: 'Your plan is active',
  subscriptionRequested:
    'We have received your request for subscription, We will contact you soon!!',
  interestSent: 'Your interest has been sent!',
  someErrorOccurred: 'Some Error Occurred!',
  notificationsNotFound: 'Notifications Not Found',
  csvDownloadFailed: 'Failed to download CSV',
  noResultFound: 'No result found',
  notAvailableAtLocation: 'We are not available at your location',
  fetchingLocation: 'Fetching your location',
  locationFound: 'Location Found',
  locationAccessDenied:
    'Location access denied. Please enable location services in your browser settings.',
  locationPermissionCheckFailed: 'Error checking location permission.',
  geolocationUnavailable: 'Geolocation is not available in this browser.',
  locationDeniedOrUnavailable:
    'Location access denied or unavailable. Please check your browser settings.',
  listening: 'Listening...',
  noSpeechDetected: 'No speech detected',
  shareUnsupported: 'Web Share API is not supported in this browser.',
  registerOrLogin: 'Register Now or Login to Continue',
  // The spec shows only a format indicator for e-mail; this is our message for a bad one.
  emailInvalid: 'Enter a valid email address!',
  // §5 Business, Product, Service: rules the spec states without words; ours, in its style.
  businessTypeRequired: 'Business type is required!',
  businessPhoneRequired: 'Phone number is required!',
  pinCodeInvalid: 'Enter correct pin code!',
  businessLimit: 'You can register upto 5 businesses only!',
  onlyImages: 'Only image files are allowed!',
  tagsLimit: 'Upto 6 keywords allowed',
  tagsDuplicate: 'Keyword already added!',
  specificationsLimit: 'Upto 6 specifications allowed',
  disclaimersLimit: 'Upto 6 disclaimers allowed',
  workingHoursInvalid: 'Enter working hours for all 7 days!',
  linkInvalid: 'Enter a valid link!',
  gstInvalid: 'Enter a valid GST number!',
  doeInvalid: 'Enter a valid month of establishment!',
  businessRequired: 'Business is required!',
  categoryRequired: 'Category is required!',
  categoryInvalid: 'Choose a category from the list!',
  subCategoryInvalid: 'Choose sub-categories of the selected category!',
  brandInvalid: 'Choose a brand of the selected sub-categories!',
  colorInvalid: 'Choose colors from the list!',
  priceInvalid: 'Enter a valid price!',
  costPriceWithSelling: 'Cost price per unit is required with selling price!',
  sellingAboveMrp: 'Selling price cannot be more than M.R.P.!',
  idRequired: 'Id is required!',
} as const;

// Messages the spec leaves open ('not shown'): ours, recorded in docs/decisions.
export const API_MSG = {
  ok: 'Success',
  created: 'Created',
  invalidJson: 'The request body is not valid JSON.',
  invalidText: 'The request contains a character that is not allowed.',
  bracketQuery:
    'Lists and objects go in one JSON-encoded parameter (fkCategoriesIds=["…"], filters={"priceRange":{"max":100}}); the bracket form (fkCategoriesIds[]=…) is not read.',
  notFound: 'Not found',
  routeNotFound: 'This address does not exist.',
  internal: 'Something went wrong on our side. Please try again.',
  tokenExpired: 'Your session has expired, please log in again.',
  forbidden: 'You are not allowed to do this.',
  rateLimited: 'Too many requests, please try again later.',
  payloadTooLarge: 'The request is too large.',
  requestTimeout: 'The request took too long.',
  databaseDown: 'The database is not answering.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  databaseUp: 'OK',
} as const;

/** 'Max. {max} characters allowed', in the style of 'Max. 1000 words allowed'. */
export const maxCharsMessage = (max: number) => `Max. ${max} characters allowed`;
