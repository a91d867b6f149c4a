import { ACCOUNT_MSG_HI } from '@haat/shared';

// Hindi of en-account-data.ts, spread into hi.ts's one table, whose type checks it key for key
// against English.
export const hiAccountData = {
  accountData: {
    title: 'आपका डेटा',
    intro: 'Haat के पास आपके खाते के बारे में जो कुछ है उसकी कॉपी डाउनलोड करें, या खाता मिटा दें।',
    download: 'मेरा डेटा डाउनलोड करें',
    downloadHint: 'एक ZIP फ़ाइल जिसमें आपकी प्रोफ़ाइल, व्यवसाय, लिस्टिंग, पूछताछ और सेटिंग्स हैं।',
    downloadFailed: 'आपका डेटा डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    delete: 'मेरा खाता मिटाएँ',
    dialogTitle: 'अपना खाता मिटाना है?',
    whatHappens: 'क्या होगा',
    stepSignedOut: 'आप तुरंत हर डिवाइस से साइन आउट हो जाएँगे।',
    stepGrace:
      'आपका खाता {{days}} दिन रुकेगा। उससे पहले साइन इन करने से मिटाना रद्द हो जाएगा और सब कुछ पहले जैसा रहेगा।',
    stepErased:
      'उसके बाद आपके व्यवसाय, उत्पाद और सेवाएँ Haat से हट जाएँगे, और आपका नाम, नंबर, ई-मेल, पता और तस्वीरें मिटा दी जाएँगी। इसे वापस नहीं किया जा सकता।',
    stepEnquiries:
      'ख़रीदारों की भेजी पूछताछ उनके रिकॉर्ड के तौर पर कुछ समय रहेगी, फिर सभी पूछताछ की तरह मिटा दी जाएगी।',
    sendCode: '{{phone}} पर कोड भेजें',
    codeTitle: 'पुष्टि करने के लिए कि आप अपना खाता मिटाना चाहते हैं, कोड डालें।',
    cancel: 'मेरा खाता रखें',
    requestFailed: 'आपका खाता नहीं मिटाया जा सका। कृपया फिर से कोशिश करें।',
    erasedAccount: 'मिटाया गया खाता',
    erasedOn: '{{date}} को मिटाया गया',
  },
  accountDeletion: {
    scheduledTitle: 'आपका खाता मिटा दिया जाएगा',
    scheduledText:
      'यह {{date}} को मिटाया जाएगा। तब तक साइन इन करने से मिटाना रद्द हो जाएगा और आपका खाता बना रहेगा।',
  },
  accountMsg: ACCOUNT_MSG_HI,
};
