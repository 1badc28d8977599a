// The lists a form field's shape is built from (spec 3 §3), in one zod-free place: the form_fields
// contract (collections/forms.ts) validates with them and the form engine's browser code reads them
// without loading zod.

/** Field types of spec 3 §3 (plus 'date' and 'Stripe', which the portal meets, and the public SDK's further types). */
export const FORM_FIELD_TYPES = [
  'string', 'stringLong', 'number', 'email', 'phone', 'dateString', 'rating', 'description', 'file', 'files', 'signature', 'Address',
  'multiple_choice', 'Dropdown', 'Table Input', 'Database Select', 'Medications', 'Question Group', 'ranking', 'Time', 'date', 'Stripe',
  'Rich Text', 'Hidden Value', 'Insurance', 'Height', 'Redirect', 'Related Contacts', 'Appointment Booking', 'Allergies', 'Conditions', 'Emotii', 'Chargebee',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** previousFields entry types (spec 3 §3): the root, after a field, or after a field when its answer equals a value. */
export const PREVIOUS_FIELD_TYPES = ['root', 'after', 'previousEquals'] as const

/** Table Input column types (spec 3 §3 "tableChoices (label, type Text/Date/Select, info.choices)"). */
export const TABLE_CHOICE_TYPES = ['Text', 'Date', 'Select'] as const

/** The one comparison a callout condition makes (the public SDK's FormFieldCalloutCondition). */
export const CALLOUT_COMPARISONS = ['Equals'] as const
