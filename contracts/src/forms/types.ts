// The form engine's view of a form field and of one answer (spec 3 §3), derived from the
// form_fields and form_responses contracts (collections/forms.ts) with `import type`, so the
// browser loads no zod: a stored field or response entry has these shapes, and the engine narrows
// what it must be able to count on (a field's formId, title, type and previousFields; an entry's
// title and typed answer). Answer values follow the public SDK's FormResponseValue.
import type { z } from 'zod'
import type {
  answerEntryValidator, calloutConditionValidator, formFieldOptionsValidator, formFields, previousFieldValidator,
} from '../collections/forms.ts'
import type { FormFieldType } from './field-types.ts'

export { FORM_FIELD_TYPES, PREVIOUS_FIELD_TYPES, TABLE_CHOICE_TYPES, type FormFieldType } from './field-types.ts'

/** A form_fields record as the API answers it. */
export type FormFieldRecord = z.output<typeof formFields.record>
export type FormFieldOptions = z.output<typeof formFieldOptionsValidator>
export type PreviousFormField = z.output<typeof previousFieldValidator>
export type TableInputChoice = NonNullable<FormFieldOptions['tableChoices']>[number]
export type FormFieldCalloutCondition = z.output<typeof calloutConditionValidator>

/** The fields of a record the engine reads beyond those it requires. */
type EngineReadFields = 'description' | 'htmlDescription' | 'externalId' | 'isOptional' | 'sharedWithEnduser' | 'isInGroup' | 'options' | 'calloutConditions'

/**
 * A form field as the engine walks and shows it: a stored record's fields it reads, with formId,
 * title, type and previousFields always there (`engineField` fills them in a record that lacks one).
 */
export type FormField = Pick<FormFieldRecord, 'id' | EngineReadFields> & Partial<Pick<FormFieldRecord, 'businessId'>> & {
  formId: string
  title: string
  type: FormFieldType
  previousFields: PreviousFormField[]
}

/**
 * A stored field as the engine reads it. The contract requires only formId and title (spec 1 §3):
 * a field saved without a type is shown as short text, without previousFields it is in no flow.
 */
export function engineField(record: Pick<FormFieldRecord, 'id' | EngineReadFields | 'formId' | 'title' | 'type' | 'previousFields'>): FormField {
  return { ...record, formId: record.formId ?? '', title: record.title ?? '', type: record.type ?? 'string', previousFields: record.previousFields ?? [] }
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
  // the public SDK's further types: the engine shows no widget for them, their answers keep their shapes
  'Rich Text': string
  'Hidden Value': string
  Insurance: Record<string, unknown>
  Height: { feet: number; inches: number }
  Redirect: string
  'Related Contacts': Record<string, unknown>[]
  'Appointment Booking': string
  Allergies: CodedAnswer[]
  Conditions: CodedAnswer[]
  Emotii: string
  Chargebee: { url: string }
}

/** An allergy or a condition picked from a code system (the public SDK's AllergyResponse / ConditionResponse). */
export interface CodedAnswer {
  display: string
  code: string
  system?: string
  severity?: string
  note?: string
}

/** The answer of each type; indexed by a type parameter it keeps the pairing of type and value. */
type AnswerByType = { [T in FormFieldType]: { type: T; value?: AnswerValueByType[T] } }
export type FormAnswer = AnswerByType[FormFieldType]
export type AnswerOf<T extends FormFieldType> = AnswerByType[T]

/** An answer entry as stored and sent (form_responses.responses[], the save and submit calls). */
export type StoredAnswerEntry = z.output<typeof answerEntryValidator>

/**
 * One entry per field (spec 3 §3 "Answer entry"): what is shown, saved and submitted — the
 * contract's entry with its title always there and its answer typed by the field's type.
 * `touched`: the person has interacted with the field, only then are its errors shown;
 * `includeInSubmit`: on when the flow reaches the field, off again when the person goes back past it.
 */
export type AnswerEntry = Pick<StoredAnswerEntry,
  'fieldId' | 'fieldDescription' | 'fieldHtmlDescription' | 'externalId' | 'touched' | 'includeInSubmit' | 'sharedWithEnduser' | 'isCalledOut' | 'intakeField'
> & {
  fieldTitle: string
  answer: FormAnswer
}

/** A file chosen in the browser and not yet uploaded travels beside its entry, never inside it. */
export interface PendingFile {
  name: string
  size: number
  type: string
}
