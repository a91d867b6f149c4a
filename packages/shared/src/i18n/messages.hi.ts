// Hindi versions of the shared message tables, keyed like the English ones so that both
// languages come from one table: `satisfies Record<keyof typeof X, string>` makes a missing or an
// extra key a type error, and apps/web/src/i18n/parity.test.ts checks the key sets as well.
// Server answers stay in English; the web app shows these where it knows a message by its key.
import { LIMITS } from '../constants.ts';
import type { API_MSG, MSG } from '../messages.ts';
import type { AUTH_MSG, PUBLIC_MSG } from '../domain-messages.ts';
import { REVIEW_LIMITS, type ReviewReportReason } from '../constants.ts';
import type { REVIEW_MSG } from '../review-messages.ts';
import type { BUYER_MSG } from '../buyer-messages.ts';
import type { REQUIREMENT_MSG } from '../requirement-messages.ts';
import type { NOTIFICATION_TEXT } from '../notification-messages.ts';
import type { IMPORT_MSG } from '../import-messages.ts';
import type {
  ADMIN_MSG,
  ApprovalKindLabel,
  LEAD_MSG,
  ALERT_MSG,
  NOTIFICATION_MSG,
  SELLER_MSG,
  SUBSCRIPTION_MSG,
} from '../workspace-messages.ts';

type Table<T> = Record<keyof T, string>;

export const MSG_HI = {
  phoneRequired: 'फ़ोन नंबर ज़रूरी है!',
  phoneInvalid: 'सही फ़ोन नंबर डालें!',
  passwordRequired: 'पासवर्ड ज़रूरी है!',
  firstNameRequired: 'पहला नाम ज़रूरी है!',
  lastNameRequired: 'उपनाम ज़रूरी है!',
  otpRequired: 'OTP ज़रूरी है!',
  otpInvalid: 'OTP ग़लत है',
  newPasswordRequired: 'नया पासवर्ड ज़रूरी है!',
  confirmPasswordRequired: 'पासवर्ड की पुष्टि ज़रूरी है!',
  passwordMismatch: 'पासवर्ड मेल नहीं खाते!',
  currentPasswordRequiredChange: 'मौजूदा पासवर्ड ज़रूरी है!',
  newPasswordRequiredChange: 'नया पासवर्ड ज़रूरी है!',
  reenterNewPassword: 'नया पासवर्ड दोबारा डालें!',
  businessNameRequired: 'व्यवसाय का नाम ज़रूरी है!',
  descriptionRequired: 'विवरण ज़रूरी है!',
  addressRequired: 'पता ज़रूरी है!',
  businessPhoneInvalid: 'सही फ़ोन नंबर डालें!',
  stateRequired: 'राज्य ज़रूरी है!',
  cityRequired: 'शहर ज़रूरी है!',
  pinCodeRequired: 'पिन कोड ज़रूरी है!',
  maxWords: 'अधिकतम 1000 शब्द लिख सकते हैं',
  productNameRequired: 'उत्पाद का नाम ज़रूरी है!',
  serviceNameRequired: 'सेवा का नाम ज़रूरी है!',
  subCategoryRequired: 'कम से कम 1 उप-श्रेणी ज़रूरी है!',
  sellingPriceWithCost: 'प्रति इकाई लागत मूल्य के साथ बिक्री मूल्य ज़रूरी है!',
  contactNoRequiredProfile: 'संपर्क नंबर ज़रूरी है!',
  contactNoInvalidProfile: 'सही संपर्क नंबर डालें!',
  contactPersonRequired: 'संपर्क व्यक्ति का नाम ज़रूरी है!',
  contactNoRequired: 'संपर्क नंबर ज़रूरी है!',
  contactNoInvalid: 'सही संपर्क नंबर डालें',
  approvalPending: 'स्वीकृति बाकी है',
  approvalPendingText: 'स्वीकृति/अस्वीकृति के लिए समीक्षा में है, पूरा होने पर आपको सूचना मिलेगी',
  approvalRejected: 'स्वीकृति नहीं मिली',
  planRequired: 'इस सुविधा के लिए आपको प्लान ख़रीदना होगा',
  planExpired: 'आपका प्लान समाप्त हो गया है',
  planExpiring: 'आपका प्लान जल्द समाप्त होगा',
  planActive: 'आपका प्लान सक्रिय है',
  subscriptionRequested: 'सदस्यता के लिए आपका अनुरोध हमें मिल गया है, हम जल्द ही आपसे संपर्क करेंगे!!',
  interestSent: 'आपकी रुचि भेज दी गई है!',
  someErrorOccurred: 'कुछ गड़बड़ हो गई!',
  notificationsNotFound: 'कोई सूचना नहीं मिली',
  csvDownloadFailed: 'CSV डाउनलोड नहीं हो सकी',
  noResultFound: 'कोई परिणाम नहीं मिला',
  notAvailableAtLocation: 'हम अभी आपके स्थान पर उपलब्ध नहीं हैं',
  fetchingLocation: 'आपका स्थान पता किया जा रहा है',
  locationFound: 'स्थान मिल गया',
  locationAccessDenied: 'स्थान की अनुमति नहीं मिली। कृपया ब्राउज़र की सेटिंग में लोकेशन सेवा चालू करें।',
  locationPermissionCheckFailed: 'स्थान की अनुमति जाँचने में गड़बड़ हुई।',
  geolocationUnavailable: 'इस ब्राउज़र में लोकेशन की सुविधा उपलब्ध नहीं है।',
  locationDeniedOrUnavailable:
    'स्थान की अनुमति नहीं मिली या स्थान उपलब्ध नहीं है। कृपया ब्राउज़र की सेटिंग देखें।',
  listening: 'सुन रहे हैं...',
  noSpeechDetected: 'कोई आवाज़ सुनाई नहीं दी',
  shareUnsupported: 'इस ब्राउज़र में शेयर करने की सुविधा नहीं है।',
  registerOrLogin: 'जारी रखने के लिए अभी रजिस्टर करें या लॉग इन करें',
  emailInvalid: 'सही ईमेल पता डालें!',
  businessTypeRequired: 'व्यवसाय का प्रकार ज़रूरी है!',
  businessPhoneRequired: 'फ़ोन नंबर ज़रूरी है!',
  pinCodeInvalid: 'सही पिन कोड डालें!',
  businessLimit: 'आप अधिकतम 5 व्यवसाय ही रजिस्टर कर सकते हैं!',
  onlyImages: 'केवल फ़ोटो फ़ाइलें ही चुन सकते हैं!',
  tagsLimit: 'अधिकतम 6 कीवर्ड जोड़ सकते हैं',
  tagsDuplicate: 'यह कीवर्ड पहले से जुड़ा है!',
  specificationsLimit: 'अधिकतम 6 विशेषताएँ जोड़ सकते हैं',
  disclaimersLimit: 'अधिकतम 6 अस्वीकरण जोड़ सकते हैं',
  workingHoursInvalid: 'सातों दिनों का कामकाजी समय डालें!',
  linkInvalid: 'सही लिंक डालें!',
  gstInvalid: 'सही GST नंबर डालें!',
  doeInvalid: 'स्थापना का सही महीना डालें!',
  businessRequired: 'व्यवसाय ज़रूरी है!',
  categoryRequired: 'श्रेणी ज़रूरी है!',
  categoryInvalid: 'सूची में से श्रेणी चुनें!',
  subCategoryInvalid: 'चुनी गई श्रेणी की उप-श्रेणियाँ चुनें!',
  brandInvalid: 'चुनी गई उप-श्रेणियों का ब्रांड चुनें!',
  colorInvalid: 'सूची में से रंग चुनें!',
  priceInvalid: 'सही क़ीमत डालें!',
  costPriceWithSelling: 'बिक्री मूल्य के साथ प्रति इकाई लागत मूल्य ज़रूरी है!',
  sellingAboveMrp: 'बिक्री मूल्य M.R.P. से ज़्यादा नहीं हो सकता!',
  idRequired: 'Id ज़रूरी है!',
} as const satisfies Table<typeof MSG>;

export const SELLER_MSG_HI = {
  businessCreated: 'व्यवसाय रजिस्टर हो गया और स्वीकृति के लिए भेज दिया गया।',
  businessUpdated: 'व्यवसाय अपडेट हो गया और स्वीकृति के लिए भेज दिया गया।',
  businessDeleted: 'व्यवसाय हटा दिया गया।',
  businessTypeLocked: 'जब तक व्यवसाय में उत्पाद या सेवाएँ हैं, उसका प्रकार नहीं बदल सकता।',
  productCreated: 'उत्पाद जोड़ा गया और स्वीकृति के लिए भेज दिया गया।',
  productUpdated: 'उत्पाद अपडेट हो गया और स्वीकृति के लिए भेज दिया गया।',
  productDeleted: 'उत्पाद हटा दिया गया।',
  productNeedsProductBusiness: 'उत्पाद केवल उत्पाद वाले व्यवसाय में जोड़े जा सकते हैं।',
  serviceCreated: 'सेवा जोड़ी गई और स्वीकृति के लिए भेज दी गई।',
  serviceUpdated: 'सेवा अपडेट हो गई और स्वीकृति के लिए भेज दी गई।',
  serviceDeleted: 'सेवा हटा दी गई।',
  serviceNeedsServiceBusiness: 'सेवाएँ केवल सेवा वाले व्यवसाय में जोड़ी जा सकती हैं।',
  statusActive: 'अब यह सक्रिय है और स्वीकृति के बाद ख़रीदारों को दिखेगा।',
  statusInActive: 'अब यह निष्क्रिय है और ख़रीदारों से छिपा है।',
  imageUploaded: 'फ़ोटो अपलोड हो गई।',
  uploadLinkInvalid: 'यह अपलोड लिंक मान्य नहीं है।',
  uploadLinkExpired: 'यह अपलोड लिंक समाप्त हो गया है, नया लिंक पाने के लिए फिर से सेव करें।',
  uploadLinkUsed: 'यह अपलोड लिंक पहले ही इस्तेमाल हो चुका है, नया लिंक पाने के लिए फिर से सेव करें।',
  uploadTypeMismatch: 'फ़ाइल का प्रकार अपलोड लिंक से मेल नहीं खाता।',
  notAnImage: 'यह फ़ाइल फ़ोटो नहीं है।',
  businessRevised:
    'आपके बदलाव स्वीकृति के लिए भेज दिए गए। स्वीकृति तक साइट पर व्यवसाय का मौजूदा रूप ही दिखेगा।',
  productRevised: 'आपके बदलाव स्वीकृति के लिए भेज दिए गए। स्वीकृति तक साइट पर उत्पाद का मौजूदा रूप ही दिखेगा।',
  serviceRevised: 'आपके बदलाव स्वीकृति के लिए भेज दिए गए। स्वीकृति तक साइट पर सेवा का मौजूदा रूप ही दिखेगा।',
  revisionDiscarded: 'आपके बदलाव हटा दिए गए। साइट पर मौजूदा रूप जैसा था वैसा ही रहेगा।',
  noRevision: 'स्वीकृति के लिए कोई बदलाव बाकी नहीं है।',
} as const satisfies Table<typeof SELLER_MSG>;

export const SUBSCRIPTION_MSG_HI = {
  planInvalid: 'प्लान A, प्लान B या प्लान C चुनें!',
  requestRecorded: 'आपका अनुरोध दर्ज हो गया है।',
  requestAlreadyOpen: 'इस प्लान के लिए आपका अनुरोध पहले से हमारे पास है।',
} as const satisfies Table<typeof SUBSCRIPTION_MSG>;

export const API_MSG_HI = {
  ok: 'सफल',
  created: 'बनाया गया',
  invalidJson: 'अनुरोध का डेटा सही JSON नहीं है।',
  invalidText: 'अनुरोध में ऐसा अक्षर है जिसकी अनुमति नहीं है।',
  bracketQuery:
    'सूचियाँ और ऑब्जेक्ट एक JSON पैरामीटर में भेजें (fkCategoriesIds=["…"], filters={"priceRange":{"max":100}}); ब्रैकेट वाला रूप (fkCategoriesIds[]=…) पढ़ा नहीं जाता।',
  notFound: 'नहीं मिला',
  routeNotFound: 'यह पता मौजूद नहीं है।',
  internal: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  tokenExpired: 'आपका सत्र समाप्त हो गया है, कृपया फिर से लॉग इन करें।',
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  rateLimited: 'बहुत ज़्यादा अनुरोध, कृपया थोड़ी देर बाद कोशिश करें।',
  payloadTooLarge: 'अनुरोध बहुत बड़ा है।',
  requestTimeout: 'अनुरोध में बहुत देर लगी।',
  databaseDown: 'डेटाबेस जवाब नहीं दे रहा।',
  serverBusy: 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  databaseUp: 'ठीक है',
} as const satisfies Table<typeof API_MSG>;

export const ADMIN_MSG_HI = {
  approvalTypeInvalid: 'प्रकार business, product, service या profile होना चाहिए।',
  rejectionMessageRequired: 'अस्वीकृति का संदेश ज़रूरी है!',
  idsRequired: 'कम से कम एक आइटम चुनें!',
  approved: 'स्वीकृत।',
  rejected: 'अस्वीकृत।',
  bulkApproved: 'चुने गए आइटम स्वीकृत हो गए।',
  alreadyApproved: 'यह आइटम पहले से स्वीकृत है।',
  picturesPending:
    'इसकी फ़ोटो अभी अपलोड हो रही हैं। उनके आ जाने के बाद स्वीकृत करें (ज़्यादा से ज़्यादा 35 मिनट)।',
  itemNotFound: 'यह आइटम मौजूद नहीं है या हटा दिया गया है।',
  changedSinceOpened:
    'आपके खोलने के बाद विक्रेता ने इस आइटम में बदलाव किया है। अब इसका नया रूप दिख रहा है: कृपया इसे फिर से देखें।',
  versionRequired: 'स्वीकृतियाँ फिर से खोलें और आइटम को उसके अभी के रूप में देखें।',
  revisionNamesDeleted:
    'ये बदलाव ऐसी श्रेणी, उप-श्रेणी, ब्रांड या रंग बताते हैं जो बाद में हटा दिया गया। इन्हें अस्वीकार करें ताकि विक्रेता फिर से चुन सके।',
  planActivated: 'प्लान चालू हो गया।',
  requestClosed: 'अनुरोध बंद कर दिया गया।',
  requestNotOpen: 'यह अनुरोध पहले ही पूरा हो चुका है।',
  userNotFound: 'यह उपयोगकर्ता मौजूद नहीं है।',
  notYourself: 'आप अपने ही खाते के साथ ऐसा नहीं कर सकते।',
  userDeactivated: 'उपयोगकर्ता निष्क्रिय किया गया; उनकी लिस्टिंग छिपा दी गई और सत्र समाप्त कर दिए गए।',
  userReactivated: 'उपयोगकर्ता फिर से सक्रिय किया गया।',
  roleChanged: 'भूमिका बदल दी गई।',
  saved: 'सेव हो गया।',
  deleted: 'हटा दिया गया।',
  categoryRequired: 'श्रेणी का नाम ज़रूरी है!',
  categoryExists: 'इस नाम की श्रेणी पहले से मौजूद है।',
  categoryInUse: 'इस श्रेणी में अभी भी उप-श्रेणियाँ या लिस्टिंग हैं।',
  subCategoryRequired: 'उप-श्रेणी का नाम ज़रूरी है!',
  subCategoryExists: 'इस श्रेणी में इस नाम की उप-श्रेणी पहले से है।',
  subCategoryInUse: 'इस उप-श्रेणी में अभी भी लिस्टिंग हैं।',
  brandRequired: 'ब्रांड का नाम ज़रूरी है!',
  brandExists: 'इस नाम का ब्रांड पहले से मौजूद है।',
  colorRequired: 'रंग ज़रूरी है!',
  colorInvalid: 'रंग #RRGGBB के रूप में डालें!',
  colorNameRequired: 'रंग का नाम ज़रूरी है!',
  colorExists: 'इस नाम का रंग पहले से मौजूद है।',
  colorInUse: 'यह रंग उत्पादों में इस्तेमाल हो रहा है।',
  bannerImagesRequired: 'कम से कम 1 फ़ोटो ज़रूरी है!',
  bannerSubCategoryNeedsCategory: 'इस उप-श्रेणी की श्रेणी चुनें!',
  cityServed: 'अब यह शहर सेवा में है।',
  cityNotServed: 'अब यह शहर सेवा में नहीं है।',
  messageHandled: 'निपटाया गया चिह्नित किया।',
  messageReopened: 'नया चिह्नित किया।',
  locationCorrected: 'जगह ठीक कर दी गई।',
  domainSaved: 'डोमेन सेव हो गया। अब उस पर आने वाले दुकान के पेज पर पहुँचेंगे।',
  domainRemoved: 'डोमेन हटा दिया गया।',
} as const satisfies Table<typeof ADMIN_MSG>;

type AuthText = Omit<typeof AUTH_MSG, 'otpWait'>;
export const AUTH_MSG_HI = {
  invalidCredentials: 'फ़ोन नंबर या पासवर्ड ग़लत है।',
  accountDeactivated: 'यह खाता निष्क्रिय कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
  otpSent: 'OTP भेज दिया गया',
  otpVerified: 'OTP की पुष्टि हो गई',
  otpExpired: 'OTP की समय-सीमा ख़त्म हो गई, कृपया नया OTP मँगाएँ।',
  otpTooManyAttempts: 'बहुत बार ग़लत कोशिश हुई, कृपया नया OTP मँगाएँ।',
  otpDailyLimit: 'इस नंबर के लिए आज OTP की बहुत कोशिशें हो चुकी हैं। कृपया कल फिर कोशिश करें।',
  phoneRegistered: 'यह फ़ोन नंबर पहले से रजिस्टर है, कृपया लॉग इन करें।',
  phoneAvailable: 'यह फ़ोन नंबर उपलब्ध है।',
  phoneNotVerified: 'कृपया पहले OTP से अपने फ़ोन नंबर की पुष्टि करें।',
  userCreated: 'आपका खाता बन गया है।',
  passwordReset: 'आपका पासवर्ड बदल दिया गया है, कृपया लॉग इन करें।',
  passwordChanged: 'आपका पासवर्ड बदल गया है।',
  currentPasswordWrong: 'मौजूदा पासवर्ड ग़लत है।',
  samePassword: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कोई दूसरा चुनें।',
  loggedIn: 'लॉग इन हो गया',
  loggedOut: 'लॉग आउट हो गया',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई और स्वीकृति के लिए भेज दी गई।',
  newPhoneNotVerified: 'नया संपर्क नंबर सेव करने से पहले OTP से उसकी पुष्टि करें।',
  adultRequired: 'रजिस्टर करने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए।',
} as const satisfies Table<AuthText>;

/** AUTH_MSG.otpWait in Hindi. */
export const otpWaitHi = (seconds: number) => `नया OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`;

export const LEAD_MSG_HI = {
  leadDeleted: 'लीड हटा दी गई।',
  markedRead: 'पूछताछ पढ़ी गई के रूप में चिह्नित की गई।',
  allMarkedRead: 'सभी पूछताछ पढ़ी गई के रूप में चिह्नित की गईं।',
  sourceInvalid: 'स्रोत व्यवसाय, उत्पाद, सेवा या ज़रूरत होना चाहिए।',
  stateInvalid: 'स्थिति सभी, नई या पढ़ी गई होनी चाहिए।',
  dateInvalid: 'सही तारीख़ डालें।',
  dateRangeInvalid: 'शुरू की तारीख़ अंत की तारीख़ के बाद नहीं हो सकती।',
  statusFilterInvalid: 'स्थिति सभी, नई, संपर्क हुआ, कोटेशन दिया, मिली या गई होनी चाहिए।',
  statusInvalid: 'स्थिति नई, संपर्क हुआ, कोटेशन दिया, मिली या गई होनी चाहिए।',
  lostReasonInvalid: 'सूची में से कोई कारण चुनें।',
  lostReasonRequired: 'चुनें कि लीड क्यों हाथ से गई।',
  lostReasonOnlyLost: 'कारण सिर्फ़ तब दिया जाता है जब लीड हाथ से गई हो।',
  statusNotBackToNew: 'लीड पर काम शुरू होने के बाद वह फिर से नई नहीं हो सकती।',
  statusOnlyForward:
    'खुली लीड सिर्फ़ आगे बढ़ती है: संपर्क हुआ, फिर कोटेशन दिया, फिर मिली या गई। बंद लीड वापस कोटेशन दिया पर जा सकती है।',
  statusSaved: 'स्थिति सहेज ली गई।',
  markedContacted: 'संपर्क हुआ के रूप में चिह्नित किया गया।',
  noteInvalid: 'नोट टेक्स्ट होना चाहिए।',
  noteTooLong: 'नोट ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है।',
  followUpPast: 'फ़ॉलो-अप का दिन आज से पहले का नहीं हो सकता।',
  followUpSaved: 'नोट और फ़ॉलो-अप सहेज लिए गए।',
  requirementNotAccepted:
    'पहले यह ज़रूरत स्वीकार करें। फिर आप खरीदार को कॉल कर सकते हैं और किसी भी लीड की तरह फ़ॉलो-अप कर सकते हैं।',
} as const satisfies Table<typeof LEAD_MSG>;

export const ALERT_MSG_HI = {
  saved: 'अलर्ट की पसंद सहेज ली गई।',
  quietTimeInvalid: 'शांत समय 22:00 जैसे समय होने चाहिए।',
  smsChoiceRequired: 'चुनें कि SMS अलर्ट चाहिए या नहीं।',
  smsUnavailable: 'इस हाट पर SMS अलर्ट उपलब्ध नहीं हैं।',
  pushChoiceInvalid: 'चुनें कि अपने डिवाइस पर अलर्ट चाहिए या नहीं।',
  pushEndpointInvalid:
    'इस ब्राउज़र का पुश पता इस्तेमाल नहीं हो सकता: यह किसी पुश सेवा का https पता होना चाहिए।',
  pushKeysInvalid: 'इस ब्राउज़र की पुश कुंजियाँ सही नहीं हैं। अलर्ट बंद करके फिर चालू करें।',
  pushSubscribed: 'इस डिवाइस पर अलर्ट चालू हैं।',
  pushUnsubscribed: 'इस डिवाइस पर अलर्ट बंद हैं।',
} as const satisfies Table<typeof ALERT_MSG>;

export const NOTIFICATION_MSG_HI = {
  textRequired: 'सूचना ज़रूरी है!',
  redirectInvalid: 'रीडायरेक्ट इसी साइट का पाथ होना चाहिए।',
  markedRead: 'सूचना पढ़ी हुई चिह्नित की गई।',
  allMarkedRead: 'सभी सूचनाएँ पढ़ी हुई चिह्नित की गईं।',
  deleted: 'सूचना हटा दी गई।',
  allDeleted: 'सभी सूचनाएँ हटा दी गईं।',
} as const satisfies Table<typeof NOTIFICATION_MSG>;

export const PUBLIC_MSG_HI = {
  invalidId: 'यह लिंक मान्य नहीं है।',
  invalidIds: 'चुने गए आइटम में से एक मान्य नहीं है।',
  invalidFilters: 'फ़िल्टर मान्य नहीं हैं।',
  invalidSort: 'क्रम नए आगमन, A-Z, Z-A या सबसे अच्छी रेटिंग में से एक होना चाहिए।',
  productNotFound: 'यह उत्पाद अब उपलब्ध नहीं है।',
  serviceNotFound: 'यह सेवा अब उपलब्ध नहीं है।',
  businessNotFound: 'यह व्यवसाय अब उपलब्ध नहीं है।',
  categoryNotFound: 'यह श्रेणी मौजूद नहीं है।',
  subCategoryNotFound: 'यह उप-श्रेणी मौजूद नहीं है।',
  viewCounted: 'व्यू गिना गया',
  viewNotCounted: 'व्यू नहीं गिना गया',
  contactNameRequired: 'नाम ज़रूरी है!',
  contactMessageRequired: 'संदेश ज़रूरी है!',
  contactReplyRequired: 'कृपया फ़ोन नंबर या ई-मेल दें ताकि हम जवाब दे सकें।',
  contactEmailInvalid: MSG_HI.emailInvalid,
  contactPhoneInvalid: 'सही फ़ोन नंबर डालें!',
  contactSent: 'हमें लिखने के लिए धन्यवाद, हम जल्द ही आपसे संपर्क करेंगे।',
  suggestionTextTooLong: 'सुझावों के लिए खोज का शब्द ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।',
  suggestionKindInvalid: 'प्रकार product या service होना चाहिए।',
} as const satisfies Table<typeof PUBLIC_MSG>;

/** PASSWORD_TOO_SHORT in Hindi. */
export const PASSWORD_TOO_SHORT_HI = `पासवर्ड कम से कम ${LIMITS.passwordMinLength} अक्षरों का होना चाहिए!`;

/** PASSWORD_TOO_LONG in Hindi. */
export const PASSWORD_TOO_LONG_HI = `पासवर्ड ज़्यादा से ज़्यादा ${LIMITS.passwordMaxLength} अक्षरों का हो सकता है!`;

const KIND_HI: Record<ApprovalKindLabel, string> = {
  Business: 'व्यवसाय',
  Product: 'उत्पाद',
  Service: 'सेवा',
  Profile: 'प्रोफ़ाइल',
};

/** rejectedTitle in Hindi. */
export const rejectedTitleHi = (kind: ApprovalKindLabel) =>
  `यह ${KIND_HI[kind]} अस्वीकृत है, कृपया नीचे दी गई बातों का पालन करके इसे अपडेट करें।`;

/** imagesLimitMessage in Hindi. */
export const imagesLimitMessageHi = (max: number) => `अधिकतम ${max} फ़ोटो चुन सकते हैं`;

export const REVIEW_MSG_HI = {
  ratingRequired: 'कृपया 1 से 5 स्टार चुनें!',
  textTooLong: `समीक्षा ज़्यादा से ज़्यादा ${REVIEW_LIMITS.textWords} शब्दों की हो सकती है।`,
  nameRequired: 'आपका नाम ज़रूरी है!',
  nameTooLong: `नाम ज़्यादा से ज़्यादा ${REVIEW_LIMITS.nameChars} अक्षरों का हो सकता है।`,
  phoneRequired: 'फ़ोन नंबर ज़रूरी है!',
  phoneInvalid: 'सही फ़ोन नंबर डालें!',
  businessRequired: 'समीक्षा के लिए व्यवसाय चुनें।',
  ownBusiness: 'आप अपने ही व्यवसाय की समीक्षा नहीं कर सकते।',
  created: 'धन्यवाद! आपकी समीक्षा प्रकाशित हो गई है।',
  updated: 'आपकी समीक्षा अपडेट हो गई है।',
  createdHeld:
    'धन्यवाद! हमारी टीम की जाँच के बाद आपकी समीक्षा पेज पर दिखेगी। इसमें आम तौर पर एक दिन लगता है।',
  updatedHeld: 'आपकी समीक्षा अपडेट हो गई है। हमारी टीम की जाँच के बाद यह पेज पर दिखेगी।',
  reviewNotFound: 'यह समीक्षा उपलब्ध नहीं है।',
  invalidSort: 'क्रम नवीनतम या सबसे उपयोगी होना चाहिए।',
  invalidRatingFilter: '1 से 5 के बीच स्टार रेटिंग चुनें।',
  helpfulCounted: 'आपकी प्रतिक्रिया के लिए धन्यवाद।',
  helpfulAlready: 'आप इस समीक्षा को पहले ही उपयोगी बता चुके हैं।',
  reportReasonRequired: 'कृपया बताएँ कि आप इस समीक्षा की शिकायत क्यों कर रहे हैं।',
  reportDetailsTooLong: `विवरण ज़्यादा से ज़्यादा ${REVIEW_LIMITS.reportDetailsChars} अक्षरों का हो सकता है।`,
  reported: 'धन्यवाद। हम इस समीक्षा की जाँच करेंगे।',
  reportedAlready: 'आप इस समीक्षा की शिकायत पहले ही कर चुके हैं।',
  replyRequired: 'कृपया जवाब लिखें।',
  replyTooLong: `जवाब ज़्यादा से ज़्यादा ${REVIEW_LIMITS.replyChars} अक्षरों का हो सकता है।`,
  replyPublished: 'आपका जवाब प्रकाशित हो गया है।',
  replyUpdated: 'आपका जवाब अपडेट हो गया है।',
  moderationReasonRequired: 'कृपया कारण बताएँ।',
  moderationReasonTooLong: `कारण ज़्यादा से ज़्यादा ${REVIEW_LIMITS.moderationReasonChars} अक्षरों का हो सकता है।`,
  hidden: 'समीक्षा छिपा दी गई है।',
  restored: 'समीक्षा फिर से प्रकाशित हो गई है।',
  approved: 'समीक्षा प्रकाशित हो गई है और रेटिंग में गिनी जाएगी।',
  kept: 'समीक्षा प्रकाशित रहेगी और सूची से हट गई है।',
  alreadyHidden: 'यह समीक्षा पहले से छिपी हुई है।',
  notWaiting: 'यह समीक्षा प्रकाशित है और जाँच की प्रतीक्षा में नहीं है।',
  invalidQueueFilter: 'फ़िल्टर waiting, hidden या all होना चाहिए।',
} as const satisfies Table<typeof REVIEW_MSG>;

/** REVIEW_REPORT_REASON_LABELS in Hindi. */
export const REVIEW_REPORT_REASON_LABELS_HI: Record<ReviewReportReason, string> = {
  spam: 'स्पैम या विज्ञापन',
  offensive: 'अपमानजनक या गाली-गलौज वाली भाषा',
  fake: 'नकली समीक्षा',
  notAboutBusiness: 'इस व्यवसाय के बारे में नहीं',
  personalInfo: 'निजी जानकारी साझा करती है',
  other: 'कुछ और',
};

/** NOTIFICATION_TEXT in Hindi, with the same {{values}} (names and the reviewer's words as written). */
export const NOTIFICATION_TEXT_HI = {
  leadProduct: '"{{name}}" के लिए {{contactPerson}} की नई पूछताछ।',
  leadService: '"{{name}}" के लिए {{contactPerson}} की नई पूछताछ।',
  leadBusiness: 'आपके व्यवसाय "{{name}}" के लिए {{contactPerson}} की नई पूछताछ।',
  review: 'आपके व्यवसाय "{{businessName}}" के लिए {{name}} की नई {{rating}}★ समीक्षा।',
  approvedProfile: 'आपकी प्रोफ़ाइल स्वीकृत हो गई है।',
  approvedBusiness: 'आपका व्यवसाय "{{name}}" स्वीकृत हो गया है।',
  approvedProduct: 'आपका उत्पाद "{{name}}" स्वीकृत हो गया है।',
  approvedService: 'आपकी सेवा "{{name}}" स्वीकृत हो गई है।',
  rejectedProfile: 'आपकी प्रोफ़ाइल अस्वीकृत हुई: {{message}}',
  rejectedBusiness: 'आपका व्यवसाय "{{name}}" अस्वीकृत हुआ: {{message}}',
  rejectedProduct: 'आपका उत्पाद "{{name}}" अस्वीकृत हुआ: {{message}}',
  rejectedService: 'आपकी सेवा "{{name}}" अस्वीकृत हुई: {{message}}',
  planActivated: 'आपकी सदस्यता {{plan}} {{expires}} तक सक्रिय है।',
  leadFollowUp: 'आज {{contactPerson}} से "{{name}}" के बारे में फ़ॉलो-अप करें।',
  leadRequirement: '{{contactPerson}} की नई ज़रूरत: "{{need}}"। उनका नंबर देखने के लिए इसे स्वीकार करें।',
} as const satisfies Table<typeof NOTIFICATION_TEXT>;

/** The catalogue import's answers (import-messages.ts), with the same {{values}}. */
export const IMPORT_MSG_HI = {
  wrongType: 'CSV या Excel (.xlsx) फ़ाइल अपलोड करें।',
  tooLarge: 'फ़ाइल 10 MB से बड़ी है। इसे छोटी फ़ाइलों में बाँटें।',
  notATable: 'यह फ़ाइल तालिका नहीं है। भरा हुआ CSV या Excel टेम्पलेट अपलोड करें।',
  empty: 'फ़ाइल में शीर्षक के नीचे कोई पंक्ति नहीं है।',
  tooManyRows: 'फ़ाइल में 5,000 से अधिक पंक्तियाँ हैं; एक बार में अधिकतम 5,000 आयात हो सकती हैं।',
  rowTooLong: 'पंक्ति {{row}} बहुत लंबी है: एक पंक्ति में अधिकतम 1,00,000 अक्षर आ सकते हैं।',
  unknownColumns: 'अनजान कॉलम: {{columns}}। टेम्पलेट के कॉलम इस्तेमाल करें।',
  missingColumns: 'ये कॉलम नहीं हैं: {{columns}}।',
  duplicateColumn: '{{column}} कॉलम दो बार है।',
  formula: 'फ़ॉर्मूला की अनुमति नहीं है: सीधे मान लिखें।',
  unknownCategory: 'अनजान श्रेणी "{{value}}"।',
  unknownSubCategory: 'इस श्रेणी में अनजान उप-श्रेणी "{{value}}"।',
  unknownBrand: 'इन उप-श्रेणियों में अनजान ब्रांड "{{value}}"।',
  unknownColour: 'अनजान रंग "{{value}}"।',
  unknownId: 'इस व्यवसाय की किसी लिस्टिंग का यह ID नहीं है।',
  duplicateId: 'यही ID पंक्ति {{row}} में भी है।',
  duplicateSku: 'यही SKU पंक्ति {{row}} में भी है।',
  ambiguousSku: 'इस व्यवसाय के कई उत्पादों का यही SKU है; इसके बजाय उनका ID कॉलम जोड़ें।',
  hasProblems: 'फ़ाइल में गलतियाँ हैं; कुछ भी आयात नहीं हुआ। इसे फिर से जाँचें।',
  imported: 'आयात हुआ: {{created}} जोड़े गए, {{updated}} अपडेट हुए, सभी मंज़ूरी के लिए भेजे गए।',
} satisfies Record<keyof typeof IMPORT_MSG, string>;

/** The buyer's side of an enquiry (buyer-messages.ts). */
export const BUYER_MSG_HI = {
  proved: 'आपका फ़ोन नंबर सत्यापित हो गया।',
  proofNeeded: 'अपनी पूछताछ देखने के लिए नए कोड से अपना फ़ोन नंबर फिर सत्यापित करें।',
  proofRequired: 'पहले अपना फ़ोन नंबर सत्यापित करें।',
  kindInvalid: 'कोई उत्पाद, सेवा या व्यवसाय चुनें।',
  receiptNotFound: 'यह विक्रेता उपलब्ध नहीं है।',
} as const satisfies Table<typeof BUYER_MSG>;

/** A posted requirement (requirement-messages.ts). */
export const REQUIREMENT_MSG_HI = {
  needRequired: 'बताइए आपको क्या चाहिए।',
  needTooShort: 'कुछ शब्दों में बताइए आपको क्या चाहिए।',
  kindInvalid: 'उत्पाद या सेवा चुनें।',
  whenInvalid: 'चुनें कि आपको कब चाहिए।',
  cityRequired: 'कृपया शहर चुनें।',
  placeInvalid: 'कृपया अपनी जगह फिर से चुनें।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  categoryNotFound: 'यह श्रेणी उपलब्ध नहीं है। कोई दूसरी चुनें।',
  sent: '{{count}} विक्रेताओं को भेजा गया। वे जल्द ही आपको कॉल करेंगे।',
  sentOne: '1 विक्रेता को भेजा गया। वे जल्द ही आपको कॉल करेंगे।',
  unmatched: 'अभी कोई विक्रेता नहीं मिला। हमारी टीम आपके लिए विक्रेता ढूँढकर उन्हें भेजेगी।',
  held: 'धन्यवाद। विक्रेताओं को भेजने से पहले हमारी टीम आपकी ज़रूरत जाँचेगी।',
  duplicate: 'आप आज यह ज़रूरत पहले ही भेज चुके हैं। यह रही।',
  notFound: 'यह ज़रूरत उपलब्ध नहीं है।',
  closed: 'खुशी है कि आपको मिल गया। विक्रेताओं को यह ज़रूरत अब नहीं मिलेगी।',
  alreadyClosed: 'यह ज़रूरत पहले ही बंद है।',
  accepted: 'खरीदार का नंबर अब दिख रहा है। उन्हें जल्द कॉल करें।',
  declined: 'धन्यवाद। हम इसे किसी दूसरे विक्रेता को देंगे।',
  alreadyAnswered: 'आप इस ज़रूरत का जवाब पहले ही दे चुके हैं।',
  offerGone: 'यह ज़रूरत अब खुली नहीं है।',
  reported: 'बताने के लिए धन्यवाद। हमारी टीम इस ज़रूरत को जाँचेगी।',
  reportReasonInvalid: 'कोई कारण चुनें।',
  answerInvalid: 'स्वीकार करें या रुचि नहीं चुनें।',
  routed: 'ज़रूरत चुने गए व्यवसायों को भेज दी गई।',
  routeNeedsBusinesses: 'कम से कम एक व्यवसाय चुनें।',
  routeTooMany: 'अधिकतम {{max}} व्यवसाय चुनें।',
  routeBusinessInvalid: 'चुने गए व्यवसायों में से एक सार्वजनिक नहीं है।',
  removed: 'ज़रूरत हटा दी गई।',
  removeReasonRequired: 'कृपया कारण बताएँ।',
  stateInvalid: 'सही स्थिति चुनें।',
} as const satisfies Table<typeof REQUIREMENT_MSG>;
