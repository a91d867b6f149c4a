// The privacy notice's limits and answers (docs/decisions/036-privacy-notice.md). No zod here:
// the web's first view reads the limits and the messages without the schemas.

/** How long a notice may be, in characters, in either language. */
export const PRIVACY_LIMITS = {
  /** Shorter than this, a notice cannot say what is collected, why, for how long and whom to ask. */
  bodyMin: 200,
  bodyMax: 20_000,
} as const;

export const PRIVACY_MSG = {
  published: 'Privacy notice published.',
  bodyRequired: 'Please write the notice.',
  bodyTooShort: `The notice is too short: write at least ${PRIVACY_LIMITS.bodyMin} characters.`,
  bodyTooLong: `The notice may be at most ${PRIVACY_LIMITS.bodyMax} characters.`,
  bodyHiTooShort: `The Hindi notice is too short: write at least ${PRIVACY_LIMITS.bodyMin} characters, or leave it empty.`,
  bodyHiTooLong: `The Hindi notice may be at most ${PRIVACY_LIMITS.bodyMax} characters.`,
  /** Two administrators published at the same moment: the other one's version came first. */
  publishedMeanwhile: 'Another version was published just now. Read it, then publish again.',
} as const;

/** The same answers in Hindi, key for key (the web shows them by the answer's messageKey). */
export const PRIVACY_MSG_HI = {
  published: 'गोपनीयता सूचना प्रकाशित हो गई।',
  bodyRequired: 'कृपया सूचना लिखें।',
  bodyTooShort: `सूचना बहुत छोटी है: कम से कम ${PRIVACY_LIMITS.bodyMin} अक्षर लिखें।`,
  bodyTooLong: `सूचना ज़्यादा से ज़्यादा ${PRIVACY_LIMITS.bodyMax} अक्षरों की हो सकती है।`,
  bodyHiTooShort: `हिंदी सूचना बहुत छोटी है: कम से कम ${PRIVACY_LIMITS.bodyMin} अक्षर लिखें, या इसे ख़ाली छोड़ दें।`,
  bodyHiTooLong: `हिंदी सूचना ज़्यादा से ज़्यादा ${PRIVACY_LIMITS.bodyMax} अक्षरों की हो सकती है।`,
  publishedMeanwhile: 'अभी-अभी एक और संस्करण प्रकाशित हुआ है। उसे पढ़ें, फिर दोबारा प्रकाशित करें।',
} satisfies Record<keyof typeof PRIVACY_MSG, string>;
