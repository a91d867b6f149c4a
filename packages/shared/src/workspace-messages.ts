// The answers of the seller's workspace, subscriptions, leads, notifications and the
// administrator's console: apart from messages.ts and domain-messages.ts, whose messages a
// visitor's screens show, so that the web app's first view does not carry these
// (apps/web/src/i18n/en-workspace.ts shows them; docs/page-speed.md).

/** 'Upto {max} images allowed'. */
export const imagesLimitMessage = (max: number | string) => `Upto ${max} images allowed`;

/** Title of a rejected item. */
export const rejectedTitle = (kind: 'Business' | 'Product' | 'Service' | 'Profile') =>
  `This ${kind} is rejected, please comply with the following and update accordingly.`;

// Answers of the seller workspace (/userAdmin; words of our own, no fixed wording existed).
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
  uploadLinkUsed: 'This upload link has already been used, please save again to get a new one.',
  uploadTypeMismatch: 'The file type does not match the upload link.',
  notAnImage: 'The file is not an image.',
  // An edit of an approved item waits as a revision; the live version stays public.
  businessRevised:
    'Your changes were sent for approval. The live business stays on the site until they are approved.',
  productRevised:
    'Your changes were sent for approval. The live product stays on the site until they are approved.',
  serviceRevised:
    'Your changes were sent for approval. The live service stays on the site until they are approved.',
  revisionDiscarded: 'Your changes were discarded. The live version stays as it is.',
  noRevision: 'There are no changes waiting for approval.',
} as const;

// Subscriptions: the answers the spec leaves unworded.
export const SUBSCRIPTION_MSG = {
  planInvalid: 'Choose Plan A, Plan B or Plan C!',
  requestRecorded: 'Your request has been recorded.',
  requestAlreadyOpen: 'Your request for this plan is already with us.',
} as const;

/** The approval kinds as the owner reads them. */
export type ApprovalKindLabel = 'Business' | 'Product' | 'Service' | 'Profile';

// The administrator console: the spec shows no administrator, so every text is ours.
export const ADMIN_MSG = {
  approvalTypeInvalid: 'Type must be business, product, service or profile.',
  rejectionMessageRequired: 'Rejection message is required!',
  idsRequired: 'Choose at least one item!',
  approved: 'Approved.',
  rejected: 'Rejected.',
  bulkApproved: 'Approved the chosen items.',
  alreadyApproved: 'This item is already approved.',
  picturesPending:
    'Its pictures are still being uploaded. Approve it once they have arrived (at most 35 minutes).',
  itemNotFound: 'This item does not exist or was deleted.',
  changedSinceOpened:
    'The seller changed this item after you opened it. Its new version is shown now: please review it again.',
  versionRequired: 'Open the approvals again and review the item as it is now.',
  revisionNamesDeleted:
    'These changes name a category, sub-category, brand or colour that was deleted since. Reject them so the seller can choose again.',
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
  locationCorrected: 'Location corrected.',
  domainSaved: 'Domain saved. Visitors to it now go to the shop page.',
  domainRemoved: 'Domain removed.',
} as const;

// Our answers (the spec words only 'Your interest has been sent!').
export const LEAD_MSG = {
  leadDeleted: 'Lead deleted.',
  markedRead: 'Enquiry marked as read.',
  allMarkedRead: 'All enquiries marked as read.',
  sourceInvalid: 'Source must be business, product, service or requirement.',
  stateInvalid: 'State must be all, new or read.',
  dateInvalid: 'Enter a valid date.',
  dateRangeInvalid: 'The start date must not be after the end date.',
  statusFilterInvalid: 'Status must be all, new, contacted, quoted, won or lost.',
  statusInvalid: 'Status must be new, contacted, quoted, won or lost.',
  lostReasonInvalid: 'Choose a reason from the list.',
  lostReasonRequired: 'Choose why the lead was lost.',
  lostReasonOnlyLost: 'A reason is given only when a lead is lost.',
  statusNotBackToNew: 'A lead never goes back to New once you have acted on it.',
  statusOnlyForward:
    'An open lead only moves forward: Contacted, then Quoted, then Won or Lost. A closed lead can go back to Quoted.',
  statusSaved: 'Status saved.',
  markedContacted: 'Marked as contacted.',
  noteInvalid: 'The note must be text.',
  noteTooLong: 'The note can be at most 1000 characters.',
  followUpPast: 'The follow-up day cannot be before today.',
  followUpSaved: 'Note and follow-up saved.',
  /** A posted requirement only offered to the seller: it is not their lead yet. */
  requirementNotAccepted:
    'Accept this requirement first. Then you can call the buyer and follow it up like any lead.',
} as const;

// The seller's alert preferences.
export const ALERT_MSG = {
  saved: 'Alert preferences saved.',
  quietTimeInvalid: 'Quiet hours must be times such as 22:00.',
  smsChoiceRequired: 'Choose whether to get SMS alerts.',
  smsUnavailable: 'SMS alerts are not available on this Haat.',
  pushChoiceInvalid: 'Choose whether to get alerts on your devices.',
  pushEndpointInvalid:
    "This browser's push address cannot be used: it must be an https address of a push service.",
  pushKeysInvalid: "This browser's push keys are not valid. Turn alerts off and on again.",
  pushSubscribed: 'Alerts are on for this device.',
  pushUnsubscribed: 'Alerts are off for this device.',
} as const;

export const NOTIFICATION_MSG = {
  textRequired: 'Notification is required!',
  redirectInvalid: 'Redirect must be a path of this site.',
  markedRead: 'Notification marked as read.',
  allMarkedRead: 'All notifications marked as read.',
  deleted: 'Notification deleted.',
  allDeleted: 'All notifications deleted.',
} as const;

/** The seller's insights (schemas/insights.ts). */
export const INSIGHTS_MSG = {
  invalidAction: 'This action is not valid.',
  invalidDays: 'Choose 7, 30 or 90 days.',
  tapCounted: 'Tap counted',
  tapNotCounted: 'Tap not counted',
} as const;

/** A shop's address and its own domain (schemas/shop.ts). */
export const SHOP_MSG = {
  slugRequired: 'Shop address is required.',
  domainInvalid: 'Enter a domain such as www.example.in.',
  domainTaken: 'This domain is already used by another business.',
} as const;
