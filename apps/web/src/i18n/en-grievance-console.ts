// The console's grievance list: only administrators see it, so it loads with en-workspace.ts. A
// module of its own: a module shared with en.ts would come whole into every first view.
export const enGrievanceConsole = {
  adminGrievances: {
    nav: 'Grievances',
    title: 'Grievances',
    intro: 'Complaints about personal data. Open ones first, the nearest due date first.',
    empty: 'No grievances.',
    overdue: 'Overdue',
    due: 'Due {{date}}',
    filed: 'Filed {{date}}',
    from: 'From',
    answer: 'Answer',
    answerPlaceholder: 'What you did, or why not. The person reads this at their link.',
    send: 'Send answer',
    answered: 'Answered {{date}}',
    account: 'Signed-in seller',
    failed: 'The grievances could not be loaded.',
  },
} as const;
