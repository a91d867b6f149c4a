// A seller's rights over their account (docs/decisions/037-personal-data.md): a copy of their
// data and the deletion of their account after a grace period. No zod here: the web's first view
// (the login page tells a seller their deletion was cancelled) reads these without the schemas.

/** How long a requested deletion waits when the configuration says nothing, in days. */
export const ACCOUNT_DELETION_GRACE_DAYS_DEFAULT = 14;

export const ACCOUNT_MSG = {
  deletionRequested:
    'Your account will be deleted at the end of the grace period. Signing in before then cancels it.',
  deletionCancelled: 'Welcome back. Your account will not be deleted: signing in cancelled it.',
  /** An administrator's account holds the console's records; another administrator removes it. */
  adminNotDeletable:
    'An administrator’s account cannot be deleted here. Ask another administrator to deactivate it.',
} as const;

/** The same answers in Hindi, key for key (the web shows them by the answer's messageKey). */
export const ACCOUNT_MSG_HI = {
  deletionRequested:
    'आपका खाता छूट की अवधि ख़त्म होने पर मिटा दिया जाएगा। उससे पहले साइन इन करने से यह रद्द हो जाएगा।',
  deletionCancelled: 'फिर से स्वागत है। आपका खाता नहीं मिटाया जाएगा: साइन इन करने से यह रद्द हो गया।',
  adminNotDeletable:
    'एडमिन का खाता यहाँ से नहीं मिटाया जा सकता। किसी दूसरे एडमिन से इसे निष्क्रिय करने को कहें।',
} satisfies Record<keyof typeof ACCOUNT_MSG, string>;
