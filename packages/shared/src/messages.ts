// Every user-facing message of the spec, in its exact words (spec §4, §5, §8).
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

/** 'Upto {max} images allowed' (spec §5 Images). */
export const imagesLimitMessage = (max: number | string) => `Upto ${max} images allowed`;

/** Title of a rejected item (spec §4 Approval). */
export const rejectedTitle = (kind: 'Business' | 'Product' | 'Service' | 'Profile') =>
  `This ${kind} is rejected, please comply with the following and update accordingly.`;

// Messages the spec leaves open ('not shown'): ours, recorded in docs/decisions.
export const API_MSG = {
  ok: 'Success',
  created: 'Created',
  invalidJson: 'The request body is not valid JSON.',
  invalidText: 'The request contains a character that is not allowed.',
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

// Answers of the seller workspace (spec §7 /userAdmin; the spec does not word them).
export const SELLER_MSG = {
  businessCreated: 'Business registered and sent for approval.',
  businessUpdated: 'Business updated and sent for approval.',
  businessDeleted: 'Business deleted.',
  businessTypeLocked:
    'The business type cannot change while the business has products or services.',
  productCreated: 'Product added and sent for approval.',
  productUpdated: 'Product updated and sent for approval.',
  productDeleted: 'Product deleted.',
  productNeedsProductBusiness: 'Products can be added to a product business only.',
  serviceCreated: 'Service added and sent for approval.',
  serviceUpdated: 'Service updated and sent for approval.',
  serviceDeleted: 'Service deleted.',
  serviceNeedsServiceBusiness: 'Services can be added to a service business only.',
  statusActive: 'It is now Active and visible to buyers once approved.',
  statusInActive: 'It is now InActive and hidden from buyers.',
  imageUploaded: 'Image uploaded.',
  uploadLinkInvalid: 'This upload link is not valid.',
  uploadLinkExpired: 'This upload link has expired, please save again to get a new one.',
  uploadTypeMismatch: 'The file type does not match the upload link.',
  notAnImage: 'The file is not an image.',
} as const;

// Subscriptions (spec §4 Subscription purchase): the answers the spec leaves unworded.
export const SUBSCRIPTION_MSG = {
  planInvalid: 'Choose Plan A, Plan B or Plan C!',
  requestRecorded: 'Your request has been recorded.',
  requestAlreadyOpen: 'Your request for this plan is already with us.',
} as const;

/** The approval kinds of spec §4 as the owner reads them. */
export type ApprovalKindLabel = 'Business' | 'Product' | 'Service' | 'Profile';

// The administrator console (issue 7): the spec shows no administrator, so every text is ours.
export const ADMIN_MSG = {
  approvalTypeInvalid: 'Type must be business, product, service or profile.',
  rejectionMessageRequired: 'Rejection message is required!',
  idsRequired: 'Choose at least one item!',
  approved: 'Approved.',
  rejected: 'Rejected.',
  bulkApproved: 'Approved the chosen items.',
  alreadyApproved: 'This item is already approved.',
  itemNotFound: 'This item does not exist or was deleted.',
  planActivated: 'Plan activated.',
  requestClosed: 'Request closed.',
  requestNotOpen: 'This request is already done.',
  userNotFound: 'This user does not exist.',
  notYourself: 'You cannot do this to your own account.',
  userDeactivated: 'User deactivated; their listings are hidden and their sessions ended.',
  userReactivated: 'User reactivated.',
  roleChanged: 'Role changed.',
  saved: 'Saved.',
  deleted: 'Deleted.',
  categoryRequired: 'Category name is required!',
  categoryExists: 'A category with this name already exists.',
  categoryInUse: 'This category still has sub-categories or listings.',
  subCategoryRequired: 'Sub-category name is required!',
  subCategoryExists: 'This category already has a sub-category with this name.',
  subCategoryInUse: 'This sub-category still has listings.',
  brandRequired: 'Brand name is required!',
  brandExists: 'A brand with this name already exists.',
  colorRequired: 'Colour is required!',
  colorInvalid: 'Enter a colour as #RRGGBB!',
  colorNameRequired: 'Colour name is required!',
  colorExists: 'A colour with this name already exists.',
  colorInUse: 'This colour is used by products.',
  bannerImagesRequired: 'At least 1 image is required!',
  bannerSubCategoryNeedsCategory: 'Choose the category of this sub-category!',
  cityServed: 'City is now served.',
  cityNotServed: 'City is no longer served.',
  messageHandled: 'Marked as handled.',
  messageReopened: 'Marked as new.',
} as const;

/** What the owner reads when an administrator approves an item (a notification). */
export const approvedNotification = (kind: ApprovalKindLabel, name: string) =>
  kind === 'Profile'
    ? 'Your profile has been approved.'
    : `Your ${kind.toLowerCase()} "${name}" has been approved.`;

/** What the owner reads when an administrator rejects an item, with the reviewer's message. */
export const rejectedNotification = (kind: ApprovalKindLabel, name: string, message: string) =>
  kind === 'Profile'
    ? `Your profile was rejected: ${message}`
    : `Your ${kind.toLowerCase()} "${name}" was rejected: ${message}`;

/** What a user reads when an administrator activates a plan (expiry already formatted). */
export const planActivatedNotification = (plan: string, expires: string) =>
  `Your subscription ${plan} is active until ${expires}.`;
