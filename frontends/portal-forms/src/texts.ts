// The form screens' texts. Those quoted by spec 2 §2.8–§2.9 are used exactly: 'This form is no
// longer available', 'This form has already been submitted'; the default thank-you is the engine's
// 'Your response was successfully recorded'.
export const texts = {
  noLongerAvailable: 'This form is no longer available',
  alreadySubmitted: 'This form has already been submitted',
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
  required: (label: string) => `${label} is required`,
  redirecting: 'Taking you on…',
  continueTo: 'Continue',
} as const
