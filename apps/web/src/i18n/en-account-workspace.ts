// A seller's copy of their data and the deletion of their account (Your data, on Edit Profile and
// the plans page), and the console's words for an erased account: only workspace screens show
// them, so they load with en-workspace.ts, never in a visitor's first view. A module of its own:
// a module shared with en.ts would come whole into every first view.
export const enAccountWorkspace = {
  accountData: {
    title: 'Your data',
    intro: 'Download a copy of everything Haat holds about your account, or delete the account.',
    download: 'Download my data',
    downloadHint: 'A ZIP file with your profile, businesses, listings, enquiries and settings.',
    downloadFailed: 'Your data could not be downloaded. Please try again.',
    delete: 'Delete my account',
    dialogTitle: 'Delete your account?',
    whatHappens: 'What happens',
    stepSignedOut: 'You are signed out on every device at once.',
    stepGrace:
      'Your account waits {{days}} days. Signing in before then cancels the deletion and keeps everything as it was.',
    stepErased:
      'After that, your businesses, products and services leave Haat, and your name, number, e-mail, address and pictures are erased. This cannot be undone.',
    stepEnquiries:
      'Enquiries buyers sent you are kept for a while as their record, then deleted like all enquiries.',
    sendCode: 'Send code to {{phone}}',
    codeTitle: 'Enter the code to confirm that you want your account deleted.',
    cancel: 'Keep my account',
    requestFailed: 'Your account could not be deleted. Please try again.',
    /** The administrators' console, for an account its owner had erased. */
    erasedAccount: 'Erased account',
    erasedOn: 'Erased on {{date}}',
  },
} as const;
