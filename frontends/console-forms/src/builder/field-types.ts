// The field types a form can have (spec 3 §3's 20, plus 'date' and 'Stripe' which the portal meets:
// spec 1 §3's 22 answer types), their names on screen, and the options a new field of each type
// starts with.
import type { FormFieldOptions, FormFieldType } from '@care/contracts/forms/index'

export const BUILDER_FIELD_TYPES = [
  'string', 'stringLong', 'number', 'email', 'phone', 'dateString', 'rating', 'description', 'file', 'files', 'signature', 'Address',
  'multiple_choice', 'Dropdown', 'Table Input', 'Database Select', 'Medications', 'Question Group', 'ranking', 'Time', 'date', 'Stripe',
] as const satisfies readonly FormFieldType[]
export type BuilderFieldType = (typeof BUILDER_FIELD_TYPES)[number]

export const TYPE_LABELS: Record<BuilderFieldType, string> = {
  string: 'Short text',
  stringLong: 'Long text',
  number: 'Number',
  email: 'Email',
  phone: 'Phone',
  dateString: 'Date (MM-DD-YYYY)',
  rating: 'Rating',
  description: 'Description (no answer)',
  file: 'File',
  files: 'Files',
  signature: 'Signature',
  Address: 'Address',
  multiple_choice: 'Multiple choice',
  Dropdown: 'Dropdown',
  'Table Input': 'Table input',
  'Database Select': 'Database select',
  Medications: 'Medications',
  'Question Group': 'Question group',
  ranking: 'Ranking',
  Time: 'Time',
  date: 'Date and time',
  Stripe: 'Card payment (Stripe)',
}

export const typeLabel = (t: string) => TYPE_LABELS[t as BuilderFieldType] ?? t

export function defaultOptions(type: BuilderFieldType): FormFieldOptions {
  switch (type) {
    case 'multiple_choice':
      return { choices: ['Option 1', 'Option 2'], radio: true }
    case 'Dropdown':
      return { choices: ['Option 1', 'Option 2'] }
    case 'ranking':
      return { choices: ['First', 'Second', 'Third'] }
    case 'rating':
      return { from: 1, to: 10 }
    case 'Table Input':
      return { tableChoices: [{ label: 'Column 1', type: 'Text' }] }
    case 'Question Group':
      return { subFields: [] }
    default:
      return {}
  }
}

/** types whose answer is one of `options.choices` (a previousEquals value is picked from them) */
export const hasChoices = (type: string) => type === 'multiple_choice' || type === 'Dropdown'
/** types with min/max length */
export const hasLength = (type: string) => type === 'string' || type === 'stringLong' || type === 'number'
/** types that may ask for the answer twice */
export const canRepeat = (type: string) => ['string', 'stringLong', 'email', 'phone', 'number', 'dateString'].includes(type)
/** types with no answer of their own (nothing to call out, write to the patient or fill in) */
export const hasNoAnswer = (type: string) => type === 'description' || type === 'Question Group'
/** types whose answer can be filled in from a stored value (prepopulation, spec 1 §3) */
export const canPrepopulate = (type: string) =>
  !hasNoAnswer(type) && !['file', 'files', 'signature', 'Table Input', 'Stripe', 'Medications', 'Database Select'].includes(type)
