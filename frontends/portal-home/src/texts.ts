// The Home page's texts (spec 2 §2.5, §2.10).
export const texts = {
  outstandingForms: (n: number) => `You have ${n} outstanding form(s) - click here to view`,
  unreadMessages: (n: number) => `You have ${n} unread message(s)`,
  eventsTitle: 'Your Events',
  noEvents: 'You have no scheduled events',
  eventsFailed: 'Your events could not be loaded',
  eventsUnavailable: 'Events are not available yet',
  careTeamTitle: 'Your Care Team',
  noCareTeam: 'No care team members are assigned yet',
  careTeamFailed: 'Your care team could not be loaded',
  blockUnavailable: 'This section is not available yet',
  cancelled: '(Cancelled)',
  rescheduled: '(Rescheduled)',
  video: 'Video visit',
} as const
