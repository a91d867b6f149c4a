import { BUYER_DATA_MSG_HI } from '@haat/shared';

// en-buyer-data.ts in Hindi, key for key (hi.ts checks the shape).
export const hiBuyerData = {
  erasedBuyer: {
    contact: 'ख़रीदार के अनुरोध पर मिटाया गया',
    reviewer: 'एक Haat ख़रीदार',
    someone: 'एक Haat ख़रीदार',
  },
  buyerData: {
    title: 'आपका डेटा',
    intro: 'Haat इस फ़ोन नंबर के बारे में जो कुछ रखता है, और उसे मिटवाने का आपका अधिकार।',
    download: 'मेरा डेटा डाउनलोड करें',
    downloadHint:
      'आपकी पूछताछ, ज़रूरतों, समीक्षाओं, सहमतियों और इस नंबर पर भेजे गए कोड की एक ZIP फ़ाइल, हर हिस्सा स्प्रेडशीट (CSV) और JSON में।',
    downloadFailed: 'डाउनलोड नहीं हो सका। कृपया फिर कोशिश करें।',
    erase: 'मेरा फ़ोन नंबर मिटाएँ',
    eraseHint: 'Haat से भेजी गई हर चीज़ से आपका नाम, नंबर और ई-मेल हटा देता है।',
    confirmTitle: 'अपना फ़ोन नंबर मिटाएँ?',
    confirmSellers:
      'विक्रेताओं के पास आपकी पूछताछ और ज़रूरतों के शब्द, तारीख़ों के साथ, रहते हैं, पर आपका नाम, नंबर और ई-मेल नहीं।',
    confirmReviews: 'आपकी समीक्षाएँ, सितारों और शब्दों के साथ, “एक Haat ख़रीदार” के नाम से रहती हैं।',
    confirmRest:
      'आपकी सहमतियाँ और इस नंबर पर भेजे गए कोड मिटा दिए जाते हैं, और आप यहाँ से साइन आउट हो जाते हैं।',
    confirmFinal: 'इसे वापस नहीं किया जा सकता।',
    confirm: 'मेरा नंबर मिटाएँ',
    cancel: 'रहने दें',
  },
  buyerDataMsg: BUYER_DATA_MSG_HI,
};
