// The English catalog of namespace 'carePlan': the spec's words exactly (spec 2 §2.7, byte for byte;
// tests and e2e suites quote them), '{{name}}' where a value goes. Every key is also in es.ts
// (catalogs.test.ts).
export const en = {
  title: "{{name}}'s Care Plan",
  titleNoName: 'Your Care Plan',
  empty: 'Your care plan will appear here',
  failed: 'Your care plan could not be loaded',
  events: 'Care plan events',
  cancelled: '(Cancelled)',
  rescheduled: '(Rescheduled)',
  titleWithStatus: '{{title}} {{status}}',
  untitled: 'Event',
  videoEvent: 'Video visit',
  inPersonEvent: 'Appointment',
} as const
