import { PRODUCT_NAME } from './constants.ts';

// The notice /privacyPolicy shows until an administrator publishes one (version 0), in English
// and Hindi. It says what this code base does with people's data, so a change to what is kept
// or for how long belongs here too (docs/decisions/034-retention.md, 036-privacy-notice.md).
//
// The text is plain: a line starting with "## " is a heading, one starting with "- " an item of
// a list, and blank lines part paragraphs. Administrators write published versions the same way.

/**
 * The periods the notice quotes: the server's config.retention, the grace period of an account's
 * deletion and the days within which a grievance is answered.
 */
export type NoticeRetention = {
  otpDays: number;
  sessionsDays: number;
  leadsMonths: number;
  viewsDays: number;
  auditDays: number;
  notificationsMonths: number;
  contactMonths: number;
  accountDeletionGraceDays: number;
  grievanceAnswerDays: number;
};

export type PrivacyNoticeText = { body: string; bodyHi: string };

const english = (r: NoticeRetention) => `## Who we are

${PRODUCT_NAME} is a directory of local businesses, products and services in India. Visitors find sellers and send them enquiries; sellers list their businesses and answer. This notice says what personal data we keep, why, for how long, who sees it, and what you can ask us.

## When you send an enquiry

- When you send a query about a business, a product or a service, we keep your name, your phone number and your message, and the e-mail or business name if you give them.
- We pass them to that seller: the seller sees them in their enquiry inbox and may call you or write to you on WhatsApp. A WhatsApp enquiry goes from your phone to the seller's and does not pass through us.
- We may send you an SMS receipt of your enquiry. Only if you tick the box for it on the form, we also send one SMS after the seller has contacted you, asking you to rate them; you can stop it at My enquiries.
- With a one-time code you can read your own enquiries at My enquiries.

## When you post a requirement

- When you tell us what you need, we keep what you need, your city or area (and the place you were at, if you chose Near me), your name and your phone number.
- We offer it to a few matching sellers. A seller sees your phone number only after accepting it.

## One-time codes by SMS

To check a phone number (signing up, a forgotten password, My enquiries, a review, a requirement) we send a one-time code by SMS through our SMS provider. We keep only a scrambled form of the code, never the code itself.

## Sellers' accounts

- A seller's account keeps the name, phone number, password (scrambled, never readable), and the e-mail, gender and address if given.
- Businesses, products and services, with their pictures, phone numbers and addresses, are shown to everyone once approved: that is their purpose.
- We keep a record of each sign-in so that it can be ended.

## Reviews

A review shows the name and the words you wrote and your rating. The phone number you checked with a code is kept with it and is never shown.

## What we count

- Page views: we count one view per visitor, listing and day. To tell visitors apart we keep a scrambled form of your internet address that changes every day and cannot be turned back into the address.
- Taps on Call, WhatsApp and similar buttons are added to daily totals; no tap is kept one by one.
- Sellers see only these totals, never who viewed or tapped.

## Notifications and Web Push

- Sellers receive notifications in the app about their enquiries, reviews and approvals.
- A seller who turns on alerts on a phone gives us the push address the browser makes for it; we use it only to send those alerts, and forget it when alerts are turned off or the address stops working. SMS alerts go to the seller's own number when chosen.

## How long we keep it

- Enquiries of every kind and posted requirements: ${r.leadsMonths} months, then they are deleted.
- Raw page-view records: ${r.viewsDays} days. The daily totals stay, without anyone's address.
- One-time codes and their attempts: ${r.otpDays} days.
- Sign-ins: ${r.sessionsDays} days after they end.
- Records of what administrators changed: ${r.auditDays} days, as security logs.
- Notifications: ${r.notificationsMonths} months. Contact Us messages: ${r.contactMonths} months.
- Accounts, businesses, listings and reviews stay until they are deleted or erased, by their owner or by us on request.

## Who else sees it

- The seller you send an enquiry or a requirement to.
- The companies that work for us to run the site: the SMS provider, the hosting and storage provider, and your browser's push service for alerts.
- Authorities, when the law requires it.

## What you can ask

Under India's Digital Personal Data Protection Act, 2023 you may ask us for a summary of the personal data we keep about you, to correct or complete it, and to erase it. You may also name someone to act for you if you cannot. Most of it you can do yourself:

- Buyers: at My enquiries, after a one-time code, download everything we keep about your phone number, stop the messages you agreed to, or erase your phone number. Sellers then see "Erased at the buyer's request" instead of your name and number, and your reviews stay without your name.
- Sellers: in Edit Profile, download everything we keep about your account, or delete your account. Deleting waits ${r.accountDeletionGraceDays} days, during which signing in cancels it; then your businesses and listings leave the site and your personal details are erased.
- Sellers correct their profile, businesses and listings on their own screens.

For anything else, or if you are unhappy with how we handled your data, file a grievance on our grievance page or write to our Grievance Officer, whose name, e-mail and phone are on this page. We answer within ${r.grievanceAnswerDays} days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
`;

const hindi = (r: NoticeRetention) => `## हम कौन हैं

${PRODUCT_NAME} भारत के स्थानीय व्यवसायों, उत्पादों और सेवाओं की एक निर्देशिका है। आगंतुक विक्रेताओं को ढूँढते हैं और उन्हें पूछताछ भेजते हैं; विक्रेता अपने व्यवसाय सूचीबद्ध करते हैं और जवाब देते हैं। यह सूचना बताती है कि हम कौन-सा निजी डेटा रखते हैं, क्यों, कितने समय तक, उसे कौन देखता है, और आप हमसे क्या माँग सकते हैं।

## जब आप पूछताछ भेजते हैं

- जब आप किसी व्यवसाय, उत्पाद या सेवा के बारे में पूछताछ भेजते हैं, तो हम आपका नाम, आपका फ़ोन नंबर और आपका संदेश रखते हैं, और अगर आप दें तो ई-मेल या व्यवसाय का नाम भी।
- हम इन्हें उस विक्रेता तक पहुँचाते हैं: विक्रेता इन्हें अपने पूछताछ इनबॉक्स में देखता है और आपको कॉल कर सकता है या WhatsApp पर लिख सकता है। WhatsApp वाली पूछताछ आपके फ़ोन से सीधे विक्रेता के फ़ोन पर जाती है, हमारे पास से होकर नहीं।
- हम आपको आपकी पूछताछ की SMS रसीद भेज सकते हैं। केवल तभी जब आप फ़ॉर्म पर इसका बॉक्स चुनें, विक्रेता के आपसे संपर्क करने के बाद हम एक SMS भेजकर उसे रेटिंग देने को कहते हैं; इसे आप मेरी पूछताछ में रोक सकते हैं।
- एक बार के कोड से आप मेरी पूछताछ में अपनी पूछताछ देख सकते हैं।

## जब आप अपनी ज़रूरत बताते हैं

- जब आप हमें बताते हैं कि आपको क्या चाहिए, तो हम आपकी ज़रूरत, आपका शहर या इलाका (और अगर आपने मेरे पास चुना तो आप जहाँ थे वह जगह), आपका नाम और आपका फ़ोन नंबर रखते हैं।
- हम इसे मेल खाने वाले कुछ विक्रेताओं को भेजते हैं। विक्रेता आपका फ़ोन नंबर इसे स्वीकार करने के बाद ही देख पाता है।

## SMS से एक बार के कोड

फ़ोन नंबर जाँचने के लिए (साइन अप, भूला हुआ पासवर्ड, मेरी पूछताछ, समीक्षा, ज़रूरत) हम अपने SMS प्रदाता के ज़रिए SMS से एक बार का कोड भेजते हैं। हम कोड का केवल एक बदला हुआ रूप रखते हैं, कोड ख़ुद कभी नहीं।

## विक्रेताओं के खाते

- विक्रेता के खाते में नाम, फ़ोन नंबर, पासवर्ड (बदले हुए रूप में, कभी पढ़ा नहीं जा सकता), और अगर दिए हों तो ई-मेल, लिंग और पता रहते हैं।
- व्यवसाय, उत्पाद और सेवाएँ, अपनी तस्वीरों, फ़ोन नंबरों और पतों के साथ, स्वीकृति के बाद सबको दिखती हैं: यही उनका उद्देश्य है।
- हम हर साइन-इन का रिकॉर्ड रखते हैं ताकि उसे ख़त्म किया जा सके।

## समीक्षाएँ

समीक्षा में आपका लिखा नाम, आपके शब्द और आपकी रेटिंग दिखती है। जिस फ़ोन नंबर को आपने कोड से जाँचा, वह उसके साथ रखा जाता है और कभी दिखाया नहीं जाता।

## हम क्या गिनते हैं

- पेज व्यू: हम हर आगंतुक, लिस्टिंग और दिन का एक व्यू गिनते हैं। आगंतुकों को अलग पहचानने के लिए हम आपके इंटरनेट पते का एक बदला हुआ रूप रखते हैं, जो हर दिन बदलता है और जिससे पता वापस नहीं निकाला जा सकता।
- कॉल, WhatsApp और ऐसे बटनों पर टैप रोज़ के कुल में जोड़े जाते हैं; कोई टैप अलग से नहीं रखा जाता।
- विक्रेता केवल ये कुल देखते हैं, कभी यह नहीं कि किसने देखा या टैप किया।

## सूचनाएँ और वेब पुश

- विक्रेताओं को ऐप में उनकी पूछताछ, समीक्षाओं और स्वीकृतियों की सूचनाएँ मिलती हैं।
- जो विक्रेता फ़ोन पर अलर्ट चालू करता है, वह हमें वह पुश पता देता है जो ब्राउज़र उसके लिए बनाता है; हम इसका इस्तेमाल केवल वे अलर्ट भेजने के लिए करते हैं, और अलर्ट बंद होने या पता काम न करने पर इसे भूल जाते हैं। चुनने पर SMS अलर्ट विक्रेता के अपने नंबर पर जाते हैं।

## हम कितने समय तक रखते हैं

- हर तरह की पूछताछ और बताई गई ज़रूरतें: ${r.leadsMonths} महीने, फिर हटा दी जाती हैं।
- पेज व्यू के मूल रिकॉर्ड: ${r.viewsDays} दिन। रोज़ के कुल बने रहते हैं, किसी के पते के बिना।
- एक बार के कोड और उनकी कोशिशें: ${r.otpDays} दिन।
- साइन-इन: ख़त्म होने के ${r.sessionsDays} दिन बाद तक।
- प्रशासकों ने क्या बदला, इसके रिकॉर्ड: ${r.auditDays} दिन, सुरक्षा लॉग के रूप में।
- सूचनाएँ: ${r.notificationsMonths} महीने। संपर्क करें के संदेश: ${r.contactMonths} महीने।
- खाते, व्यवसाय, लिस्टिंग और समीक्षाएँ तब तक रहते हैं जब तक उनका मालिक उन्हें हटा या मिटा न दे, या माँगने पर हम न हटा दें।

## और कौन देखता है

- वह विक्रेता जिसे आप पूछताछ या ज़रूरत भेजते हैं।
- वे कंपनियाँ जो साइट चलाने में हमारे लिए काम करती हैं: SMS प्रदाता, होस्टिंग और स्टोरेज प्रदाता, और अलर्ट के लिए आपके ब्राउज़र की पुश सेवा।
- अधिकारी, जब क़ानून ऐसा माँगे।

## आप क्या माँग सकते हैं

भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप हमसे माँग सकते हैं कि हम आपके बारे में रखे निजी डेटा का सारांश दें, उसे सुधारें या पूरा करें, और उसे मिटा दें। अगर आप ख़ुद न कर सकें तो अपनी ओर से काम करने के लिए किसी को नामित भी कर सकते हैं। इनमें से ज़्यादातर आप ख़ुद कर सकते हैं:

- खरीदार: मेरी पूछताछ में, एक बार के कोड के बाद, अपने फ़ोन नंबर के बारे में हमारे पास रखा सब कुछ डाउनलोड करें, जिन संदेशों के लिए आपने हाँ कहा था उन्हें रोकें, या अपना फ़ोन नंबर मिटाएँ। तब विक्रेताओं को आपके नाम और नंबर की जगह "खरीदार के अनुरोध पर मिटाया गया" दिखता है, और आपकी समीक्षाएँ आपके नाम के बिना बनी रहती हैं।
- विक्रेता: प्रोफ़ाइल संपादित करें में, अपने खाते के बारे में हमारे पास रखा सब कुछ डाउनलोड करें, या अपना खाता हटाएँ। हटाना ${r.accountDeletionGraceDays} दिन रुकता है, जिनमें साइन इन करने से यह रद्द हो जाता है; फिर आपके व्यवसाय और लिस्टिंग साइट से हट जाते हैं और आपकी निजी जानकारी मिटा दी जाती है।
- विक्रेता अपनी प्रोफ़ाइल, व्यवसाय और लिस्टिंग अपनी स्क्रीन पर ख़ुद सुधारते हैं।

किसी और बात के लिए, या अगर आप इससे नाख़ुश हैं कि हमने आपके डेटा के साथ क्या किया, तो हमारे शिकायत पेज पर शिकायत दर्ज करें या हमारे शिकायत अधिकारी को लिखें, जिनका नाम, ई-मेल और फ़ोन इसी पेज पर है। हम ${r.grievanceAnswerDays} दिनों के भीतर जवाब देते हैं। अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।
`;

/** The notice of version 0, with the periods this server keeps things for. */
export function defaultPrivacyNotice(retention: NoticeRetention): PrivacyNoticeText {
  return { body: english(retention), bodyHi: hindi(retention) };
}
