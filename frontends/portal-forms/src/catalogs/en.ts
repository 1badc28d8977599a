// The English catalog of namespace 'forms': the spec's words exactly (byte for byte; tests and e2e
// suites quote them), '{{name}}' where a value goes. Every key is also in es.ts (catalogs.test.ts).
export const en = {
  noLongerAvailable: 'This form is no longer available',
  loadingForm: 'Loading form',
  missingLink: 'This link is incomplete. Please open the full link you were sent.',
  signInToFill: 'Sign in to fill this form',
  tryAgain: 'Try again',
  intakeTitle: 'Before you start',
  intakeIntro: 'Tell us who you are so your answers reach your care team.',
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth (MM-DD-YYYY)',
  state: 'State',
  start: 'Start',
  starting: 'Starting…',
  required: '{{label}} is required',
  redirecting: 'Taking you on…',
  continueTo: 'Continue',
  // the server's messages for the intake (forms service, /session-for-public-form)
  errors: {
    required: { email: 'Email is required', phone: 'Phone is required', dateOfBirth: 'Date of birth is required', state: 'State is required' },
    invalidEmail: 'Invalid email',
    dateOfBirthFormat: 'Date of birth must be MM-DD-YYYY',
  },
} as const
