// The texts of Settings → 'Who viewed my record' (issue #11: a patient sees who on the care team
// opened or changed their record, and when).
export const accessLogTexts = {
  title: 'Who viewed my record',
  description: 'The members of your care team who opened or changed your record, newest first.',
  empty: 'No one on your care team has opened your record yet',
  failed: 'Who viewed your record could not be loaded',
  unavailable: 'This is not available yet',
  someone: 'A member of your care team',
  times: (n: number) => `${n} times`,
  showMore: 'Show more',
} as const
