import { CONSENT_MSG, GRIEVANCE_MSG } from '@haat/shared';

// Consents (the enquiry form's separate box, My enquiries' list with Stop, the alert settings'
// "since") and grievances (the public form and its follow link): spread into
// en.ts, since the enquiry form and /grievance are first views.
export const enConsent = {
  consent: {
    inviteBox: 'Text me once after the seller replies, to ask how it went',
    inviteHint: 'Optional. You can stop it any time in My enquiries.',
    purposes: {
      reviewInviteSms: 'One SMS after a seller replies, asking how it went',
      leadAlertSms: 'SMS alerts of new enquiries',
      leadAlertPush: 'Browser alerts of new enquiries',
    },
    panelTitle: 'What you agreed to',
    panelIntro: 'Messages we send only because you said yes. Stop any of them here.',
    none: 'Nothing at the moment.',
    given: 'Since {{date}} · privacy notice version {{version}}',
    stop: 'Stop',
    stopLabel: 'Stop: {{purpose}}',
    failed: 'What you agreed to could not be loaded.',
    alertSince: 'You agreed on {{date}}.',
  },
  grievance: {
    title: 'Raise a grievance',
    intro:
      'Tell us if we got something wrong with your personal data: your access to it, a correction, its erasure or a consent. We answer by the date shown once you send it.',
    link: 'Raise a grievance about your data',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail',
    contactHint: 'A phone number or an e-mail, so that we can answer you.',
    topic: 'About',
    chooseTopic: 'Choose one',
    topics: {
      access: 'Getting a copy of my data',
      correction: 'Correcting my data',
      erasure: 'Erasing my data',
      consent: 'A consent I gave or withdrew',
      other: 'Something else',
    },
    message: 'What happened?',
    send: 'Send',
    notice:
      'Our Grievance Officer and administrators read your name, contact and message to answer you; we keep it after the answer as proof that we did.',
    filedTitle: 'Your grievance is filed',
    keepLink: 'Keep this link: it shows the answer when it is ready.',
    followTitle: 'Your grievance',
    status: { open: 'Waiting for an answer', answered: 'Answered' },
    filedOn: 'Sent on {{date}}',
    dueBy: 'We will answer by {{date}}',
    answerTitle: 'Our answer',
    answeredOn: 'Answered on {{date}}',
    notFound: 'We could not find this grievance. Check the link.',
    failed: 'This grievance could not be loaded.',
    retry: 'Try again',
    another: 'Raise another grievance',
  },
  consentMsg: CONSENT_MSG,
  grievanceMsg: GRIEVANCE_MSG,
} as const;
