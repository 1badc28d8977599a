// The exact texts of spec 3 §2 and §8 (and the messages the forms service answers with), kept in one
// place so widgets and their tests quote the same words.
import { UNKNOWN_DRUG } from '@care/contracts/forms/validation'

export const formTexts = {
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit',
  uploadingFiles: 'Uploading files...',
  submitting: 'Submitting...',
  thankYou: 'Your response was successfully recorded',
  loadingForm: 'Loading form',
  tryAgain: 'Try again',
  widgetNotLoaded: 'This question could not be loaded. Check your connection and try again.',
  progress: (step: number, total: number) => `Question ${step} of ${total}`,
  failedToUploadFile: 'Failed to upload file',
  // files
  selectFile: 'Select a File',
  selectFiles: 'Select Files',
  dropToSelectFile: 'Drop to select file',
  fileSelected: (name: string) => `${name} selected!`,
  removeFile: (name: string) => `Remove ${name}`,
  // choices
  other: 'Other',
  otherText: 'Other (please specify)',
  // ranking
  rankingHint: 'Drag and drop to re-order the above options',
  moveUp: (item: string) => `Move ${item} up`,
  moveDown: (item: string) => `Move ${item} down`,
  // signature
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  viewPdf: 'View in new tab or download here',
  loadingPdf: 'Loading pdf...',
  viewDocument: 'View document in new tab',
  signatureConsent: 'I consent to use electronic signatures and agree to the',
  signatureTerms: 'terms of electronic signature',
  signatureTermsUrl: '/e-signature-terms',
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
  repeatLabel: (title: string) => `Confirm ${title}`,
  // database select
  loadMore: 'Load more',
  noChoices: 'No choices available',
  // medications
  addMedication: 'Add medication',
  removeMedication: 'Remove medication',
  searchMedication: 'Search for a medication',
  drug: 'Drug',
  unknownDrug: UNKNOWN_DRUG,
  otherDrug: 'Other drug',
  drugName: 'Drug name',
  reasonForTaking: 'Reason for taking',
  dosageValue: 'Dose',
  dosageUnit: 'Unit',
  dosageQuantity: 'Quantity',
  dosageFrequency: 'Frequency (per day)',
  asNeeded: 'As Needed',
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
  answerRefused: (title: string, message: string) => `Your answer to "${title}" was not saved: ${message}`,
} as const

/** Dose frequency options (spec 3 §5 "Other rules"). */
export const DOSE_FREQUENCIES = ['1', '2', '3', '4', '5', '6', formTexts.asNeeded] as const
