// The English catalog of namespace 'home': the spec's words exactly (byte for byte; tests and e2e
// suites quote them), '{{name}}' where a value goes. Every key is also in es.ts (catalogs.test.ts).
export const en = {
  welcome: 'Welcome',
  welcomeName: 'Welcome, {{name}}',
  outstandingForms: 'You have {{n}} outstanding form(s) - click here to view',
  unreadMessages: 'You have {{n}} unread message(s)',
  eventsTitle: 'Your Events',
  noEvents: 'You have no scheduled events',
  eventsFailed: 'Your events could not be loaded',
  eventsUnavailable: 'Events are not available yet',
  careTeamTitle: 'Your Care Team',
  noCareTeam: 'No care team members are assigned yet',
  careTeamFailed: 'Your care team could not be loaded',
  teamMember: 'Team member',
  blockUnavailable: 'This section is not available yet',
  cancelled: '(Cancelled)',
  rescheduled: '(Rescheduled)',
  video: 'Video visit',
  carePlanTitle: 'Your Care Plan',
  carePlanEmpty: 'Your care plan will appear here',
  carePlanFailed: 'Your care plan could not be loaded',
  openCarePlan: 'Open your care plan',
} as const
