// The answers about a person's consents (docs/decisions/037-personal-data.md). No zod here: the
// web's first view reads the messages without the schemas.

export const CONSENT_MSG = {
  withdrawn: 'Done. We will not send you that any more.',
  purposeInvalid: 'Choose one of the things you agreed to.',
  /** The enquiry form's separate tick box: a yes or a no, nothing else. */
  choiceInvalid: 'Tick the box or leave it empty.',
} as const;

/** The same answers in Hindi, key for key. */
export const CONSENT_MSG_HI = {
  withdrawn: 'हो गया। अब हम आपको यह नहीं भेजेंगे।',
  purposeInvalid: 'जिन चीज़ों के लिए आपने हाँ कहा था, उनमें से एक चुनें।',
  choiceInvalid: 'बॉक्स पर टिक करें या उसे ख़ाली छोड़ दें।',
} satisfies Record<keyof typeof CONSENT_MSG, string>;
