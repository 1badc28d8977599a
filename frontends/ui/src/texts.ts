// The exact texts of spec 1 §2 and §8 used by the shared pieces. Kept in one place so that the
// widgets and their tests (and the screens built on them) quote the same words.
export const texts = {
  errorBoundary: 'Something went wrong.',
  selectFile: 'Select a File',
  dropToSelectFile: 'Drop to select file',
  fileSelected: (fileName: string) => `${fileName} selected!`,
  confirmationTitle: 'Confirmation',
  typeToConfirm: (word: string) => `Type "${word}" to confirm`,
  cancel: 'Cancel',
  confirm: 'Confirm',
  loading: 'Loading',
  deleteTitle: 'Delete Confirmation',
  deleteDescription: 'This operation is permanent and cannot be undone',
  delete: 'Delete',
  deleting: 'Deleting...',
  searchPlaceholder: 'Search...',
  submit: 'Submit',
  submitting: 'Submitting',
  required: 'Required',
  anErrorOccurred: 'An error occurred',
  tryAgain: 'Try again',
  discardTitle: 'Discard changes?',
  discardText: 'Your changes have not been saved.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const

// spec 1 §5: "Confirmation input max 250 characters".
export const CONFIRMATION_INPUT_MAX_LENGTH = 250
