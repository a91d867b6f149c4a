// A grievance about one's personal data and its answer (docs/decisions/037-personal-data.md). No
// zod here: the web's first view reads the limits and the messages without the schemas.

export const GRIEVANCE_LIMITS = {
  name: 100,
  email: 254,
  /** Long enough to say what happened; short enough to be read. */
  messageMin: 10,
  messageMax: 5000,
  answerMin: 10,
  answerMax: 5000,
} as const;

export const GRIEVANCE_MSG = {
  filed: 'Your grievance is filed. Keep its link to follow it.',
  answered: 'Answer sent.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name may be at most ${GRIEVANCE_LIMITS.name} characters.`,
  phoneInvalid: 'Enter a 10-digit phone number.',
  emailInvalid: 'Enter a valid e-mail address.',
  contactRequired: 'Give a phone number or an e-mail address, so that we can answer you.',
  topicInvalid: 'Choose what your grievance is about.',
  messageRequired: 'Please describe your grievance.',
  messageTooShort: `Please describe your grievance in at least ${GRIEVANCE_LIMITS.messageMin} characters.`,
  messageTooLong: `Your grievance may be at most ${GRIEVANCE_LIMITS.messageMax} characters.`,
  answerRequired: 'Please write the answer.',
  answerTooShort: `Write an answer of at least ${GRIEVANCE_LIMITS.answerMin} characters.`,
  answerTooLong: `The answer may be at most ${GRIEVANCE_LIMITS.answerMax} characters.`,
  /** Answers are final: a second answer would change what the person already read. */
  alreadyAnswered: 'This grievance has already been answered.',
  notFound: 'We could not find this grievance. Check the link.',
} as const;

/** The same answers in Hindi, key for key. */
export const GRIEVANCE_MSG_HI = {
  filed: 'आपकी शिकायत दर्ज हो गई। इसे देखते रहने के लिए इसका लिंक संभालकर रखें।',
  answered: 'जवाब भेज दिया गया।',
  nameRequired: 'कृपया अपना नाम लिखें।',
  nameTooLong: `आपका नाम ज़्यादा से ज़्यादा ${GRIEVANCE_LIMITS.name} अक्षरों का हो सकता है।`,
  phoneInvalid: '10 अंकों का फ़ोन नंबर डालें।',
  emailInvalid: 'सही ई-मेल पता डालें।',
  contactRequired: 'फ़ोन नंबर या ई-मेल पता दें, ताकि हम आपको जवाब दे सकें।',
  topicInvalid: 'चुनें कि आपकी शिकायत किस बारे में है।',
  messageRequired: 'कृपया अपनी शिकायत लिखें।',
  messageTooShort: `कृपया अपनी शिकायत कम से कम ${GRIEVANCE_LIMITS.messageMin} अक्षरों में लिखें।`,
  messageTooLong: `आपकी शिकायत ज़्यादा से ज़्यादा ${GRIEVANCE_LIMITS.messageMax} अक्षरों की हो सकती है।`,
  answerRequired: 'कृपया जवाब लिखें।',
  answerTooShort: `कम से कम ${GRIEVANCE_LIMITS.answerMin} अक्षरों का जवाब लिखें।`,
  answerTooLong: `जवाब ज़्यादा से ज़्यादा ${GRIEVANCE_LIMITS.answerMax} अक्षरों का हो सकता है।`,
  alreadyAnswered: 'इस शिकायत का जवाब पहले ही दिया जा चुका है।',
  notFound: 'यह शिकायत नहीं मिली। लिंक जाँच लें।',
} satisfies Record<keyof typeof GRIEVANCE_MSG, string>;
