// The form engine's structural view of a form field and of one answer (spec 3 §3). Field and
// option names follow the public SDK's FormField / FormResponseValue, so a stored form_fields
// record or a response entry is assignable to these types without a mapping. Only what the engine
// reads is listed; records may carry more.

export const FORM_FIELD_TYPES = [
  'string', 'stringLong', 'number', 'email', 'phone', 'dateString', 'date', 'rating', 'description',
  'file', 'files', 'signature', 'Address', 'multiple_choice', 'Dropdown', 'Table Input',
  'Database Select', 'Medications', 'Question Group', 'ranking', 'Time', 'Stripe',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

export type TableInputChoice =
  | { type: 'Text'; label: string; info?: Record<string, never> | object }
  | { type: 'Date'; label: string; info?: Record<string, never> | object }
  | { type: 'Select'; label: string; info: { choices: string[] } }

export type PreviousFormField =
  | { type: 'root'; info?: object }
  | { type: 'after'; info: { fieldId: string } }
  | { type: 'previousEquals'; info: { fieldId: string; equals: string } }

export interface FormFieldOptions {
  maxLength?: number
  minLength?: number
  repeat?: boolean
  from?: number
  to?: number
  choices?: string[]
  radio?: boolean
  other?: boolean
  tableChoices?: TableInputChoice[]
  subFields?: { id: string }[]
  productIds?: string[]
  /** Human-readable kinds ('Image', 'PDF', 'Video') matched, lower-cased, inside a file's MIME type. */
  validFileTypes?: string[]
  databaseId?: string
  databaseLabel?: string
  databaseLabels?: string[]
  databaseFilter?: { fieldId?: string; databaseLabel?: string }
  pdfAttachment?: string
  signatureUrl?: string
}

export interface FormFieldCalloutCondition {
  comparison?: 'Equals'
  value: string
}

export interface FormField {
  id: string
  formId: string
  title: string
  type: FormFieldType
  description?: string
  htmlDescription?: string
  placeholder?: string
  externalId?: string
  isOptional?: boolean
  sharedWithEnduser?: boolean
  isInGroup?: boolean
  options?: FormFieldOptions
  previousFields: PreviousFormField[]
  prepopulateFromDatabase?: { databaseId?: string; field?: string; overwrite?: boolean }
  calloutConditions?: FormFieldCalloutCondition[]
  businessId?: string
}

export interface AddressValue {
  addressLineOne: string
  addressLineTwo?: string
  city: string
  state: string
  zipCode: string
}
export interface SignatureValue {
  fullName: string
  signed: boolean
  pdfAttachment?: string
  url?: string
}
export interface FileValue {
  name: string
  secureName: string
  type?: string
}
export interface DatabaseSelectValue {
  text: string
  databaseId?: string
  recordId?: string
}
export interface TableInputCell {
  label: string
  entry: string
}
/** Spec 3 §3 "Medication entry". */
export interface MedicationValue {
  displayTerm: string
  drugName: string
  drugSynonym?: string
  otherDrug?: string
  reasonForTaking?: string
  dosage?: { unit: string; value: string; quantity?: string; frequency?: string }
  NDCs?: string[]
  rxNormCode?: string
}

export interface AnswerValueByType {
  string: string
  stringLong: string
  number: number
  email: string
  phone: string
  dateString: string
  /** ISO date-time. */
  date: string
  rating: number
  description: ''
  file: FileValue
  files: FileValue[]
  signature: SignatureValue
  Address: AddressValue
  multiple_choice: string[]
  Dropdown: string[]
  'Table Input': TableInputCell[][]
  'Database Select': DatabaseSelectValue[]
  Medications: MedicationValue[]
  'Question Group': { id: string }[]
  ranking: string[]
  /** 'hh:mm AM' plus the time zone: '09:15 AM America/New_York'. */
  Time: string
  Stripe: string
}

export type FormAnswer = { [T in FormFieldType]: { type: T; value?: AnswerValueByType[T] } }[FormFieldType]
export type AnswerOf<T extends FormFieldType> = Extract<FormAnswer, { type: T }>

/** One entry per field (spec 3 §3 "Answer entry"): what is shown, saved and submitted. */
export interface AnswerEntry {
  fieldId: string
  fieldTitle: string
  fieldDescription?: string
  fieldHtmlDescription?: string
  externalId?: string
  /** The person has interacted with the field: only then are its errors shown. */
  touched?: boolean
  /** On when the flow reaches the field, off again when the person goes back past it. */
  includeInSubmit?: boolean
  sharedWithEnduser?: boolean
  isCalledOut?: boolean
  answer: FormAnswer
}

/** A file chosen in the browser and not yet uploaded travels beside its entry, never inside it. */
export interface PendingFile {
  name: string
  size: number
  type: string
}
