// The English catalog of namespace 'formEngine': the spec's words exactly (byte for byte; tests and e2e
// suites quote them), '{{name}}' where a value goes. Every key is also in es.ts (catalogs.test.ts).
export const en = {
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit',
  uploadingFiles: 'Uploading files...',
  submitting: 'Submitting...',
  thankYou: 'Your response was successfully recorded',
  loadingForm: 'Loading form',
  tryAgain: 'Try again',
  // filling by access code (fill/form-fill.tsx; spec 2 §2.8–§2.9, quoted exactly)
  noLongerAvailable: 'This form is no longer available',
  alreadySubmitted: 'This form has already been submitted',
  widgetNotLoaded: 'This question could not be loaded. Check your connection and try again.',
  progress: 'Question {{step}} of {{total}}',
  failedToUploadFile: 'Failed to upload file',
  // files
  selectFile: 'Select a File',
  selectFiles: 'Select Files',
  dropToSelectFile: 'Drop to select file',
  fileSelected: '{{name}} selected!',
  removeFile: 'Remove {{name}}',
  // choices
  other: 'Other',
  otherText: 'Other (please specify)',
  // ranking
  rankingHint: 'Drag and drop to re-order the above options',
  moveUp: 'Move {{item}} up',
  moveDown: 'Move {{item}} down',
  // signature
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  viewPdf: 'View in new tab or download here',
  loadingPdf: 'Loading pdf...',
  viewDocument: 'View document in new tab',
  signatureConsent: 'I consent to use electronic signatures and agree to the',
  signatureTerms: 'terms of electronic signature',
  fullName: 'Full name',
  signatureHint: 'Enter your legal full name to complete the signature',
  // table input
  addNewEntry: 'Add new entry',
  remove: 'Remove',
  none: 'None',
  noInputChoices: 'No input choices available',
  // address
  addressLineOne: 'Address Line 1',
  addressLineTwo: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  // time
  hour: 'Hour',
  minute: 'Minute',
  amPm: 'AM/PM',
  timeZone: 'Time zone',
  // repeat
  repeatLabel: 'Confirm {{title}}',
  // database select
  loadMore: 'Load more',
  noChoices: 'No choices available',
  // medications
  addMedication: 'Add medication',
  removeMedication: 'Remove medication',
  searchMedication: 'Search for a medication',
  drug: 'Drug',
  otherDrug: 'Other drug',
  drugName: 'Drug name',
  reasonForTaking: 'Reason for taking',
  dosageValue: 'Dose',
  dosageUnit: 'Unit',
  dosageQuantity: 'Quantity',
  dosageFrequency: 'Frequency (per day)',
  drugLookupUnavailable: 'Drug lookup is unavailable',
  drugLookupFallback: 'Type the medication name instead',
  // card
  savePaymentDetails: 'Save Payment Details',
  paymentDetailsSaved: 'Your payment details have been saved!',
  // the forms service's 503 for stripe_details while no payment provider is configured
  cardPaymentsUnavailable: 'Card payments are not available: no payment provider is configured',
  // offline drafts
  offlineSaved: 'You are offline. Your answers are saved on this device and will be sent when you are back online.',
  // a save the server refused (a 4xx) without a message of its own
  answerNotSaved: 'This answer was not saved',
  // on another page than the refused field's
  answerRefused: 'Your answer to "{{title}}" was not saved: {{message}}',
} as const
