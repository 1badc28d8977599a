// forms, form_fields and form_responses (spec 1 §3 "Forms", §4; spec 3 §3, §6; spec 2 §2.8),
// owned by the forms service. A form's numFields follows its fields (forms' counters reaction);
// deleting a form deletes its fields and empties formId on its responses. Responses are filled
// through an access code (/prepare-form-response, /submit-form-response): their submission fields
// are set by the server only. A patient reads their own responses, never an internal note that is
// not submitted, and of a response they did not submit themselves only the answers shared with them.
import { z } from 'zod'
import {
  booleanValidator, emailValidator, emptyOk, enumeration, idListValidator, idValidator, instantValidator, listValidator as list,
  maxLengthString as text, nonNegativeNumberValidator,
} from '../values/index.ts'
import { enumerationMessage } from '../values/value-messages.ts'
import { CALLOUT_COMPARISONS, FORM_FIELD_TYPES, PREVIOUS_FIELD_TYPES, TABLE_CHOICE_TYPES } from '../forms/field-types.ts'
import { defineCollection } from './define.ts'

const json = z.record(z.string(), z.unknown())

export { FORM_FIELD_TYPES, PREVIOUS_FIELD_TYPES, type FormFieldType } from '../forms/field-types.ts'

// previousFields entries (spec 3 §3 "previousFields entry types: root, after, previousEquals
// (info.fieldId, info.equals)"): an 'after' names its field, a 'previousEquals' its field and the
// value, as the public SDK's PreviousFormField does; a wrong type keeps the enumeration's message.
export const previousFieldValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('root'), info: z.object({}).loose().optional() }).loose(),
  z.object({ type: z.literal('after'), info: z.object({ fieldId: idValidator }).loose() }).loose(),
  z.object({ type: z.literal('previousEquals'), info: z.object({ fieldId: idValidator, equals: text(1000) }).loose() }).loose(),
], { error: (issue) => (issue.code === 'invalid_union' ? enumerationMessage(PREVIOUS_FIELD_TYPES) : undefined) })

// Table Input columns (spec 3 §3): a Select column lists its choices, Text and Date columns need none.
const tableChoiceValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Text'), label: text(250), info: z.object({}).loose().optional() }).loose(),
  z.object({ type: z.literal('Date'), label: text(250), info: z.object({}).loose().optional() }).loose(),
  z.object({ type: z.literal('Select'), label: text(250), info: z.object({ choices: list(text(1000)) }).loose() }).loose(),
], { error: (issue) => (issue.code === 'invalid_union' ? enumerationMessage(TABLE_CHOICE_TYPES) : undefined) })

export const formFieldOptionsValidator = z.object({
  maxLength: z.number().optional(),
  minLength: z.number().optional(),
  repeat: booleanValidator.optional(),
  from: z.number().optional(),
  to: z.number().optional(),
  choices: list(text(1000)).optional(),
  radio: booleanValidator.optional(),
  other: booleanValidator.optional(),
  tableChoices: list(tableChoiceValidator).optional(),
  /** a question group's questions: fields of the same form (isInGroup), by id */
  subFields: list(z.object({ id: idValidator }).loose()).optional(),
  productIds: idListValidator.optional(),
  /** human-readable kinds ('Image', 'PDF', 'Video') matched, lower-cased, inside a file's MIME type or extension */
  validFileTypes: list(text(100)).optional(),
  databaseId: emptyOk(idValidator).optional(),
  databaseLabel: text(250).optional(),
  databaseLabels: list(text(250)).optional(),
  databaseFilter: z.object({ fieldId: emptyOk(idValidator).optional(), databaseLabel: text(250).optional() }).loose().optional(),
  pdfAttachment: text(1000).optional(),
  signatureUrl: text(1000).optional(),
}).loose()

/** A field is called out when its answer equals the value (spec 3 §4 "isCalledOut … from its calloutConditions"). */
export const calloutConditionValidator = z.object({
  comparison: enumeration(CALLOUT_COMPARISONS).optional(),
  value: text(1000),
}).loose()

/** One answer entry (spec 3 §3 "Answer entry"): answer values are checked per type at submit. */
export const answerEntryValidator = z.object({
  fieldId: idValidator,
  fieldTitle: text(1000).optional(),
  fieldDescription: text(25000).optional(),
  fieldHtmlDescription: text(25000).optional(),
  externalId: text(250).optional(),
  touched: booleanValidator.optional(),
  includeInSubmit: booleanValidator.optional(),
  sharedWithEnduser: booleanValidator.optional(),
  isCalledOut: booleanValidator.optional(),
  intakeField: text(250).optional(),
  answer: z.object({ type: text(100), value: z.unknown().optional() }).loose(),
}).loose()

export const forms = defineCollection({
  name: 'forms',
  service: 'forms',
  references: { publicFormIdRedirect: 'forms' },
  fields: {
    title: text(250).optional(),
    numFields: nonNegativeNumberValidator.optional(),
    displayTitle: text(1000).optional(),
    description: text(5000).optional(),
    customGreeting: text(5000).optional(),
    customSignature: text(5000).optional(),
    customSubject: text(5000).optional(),
    allowPublicURL: booleanValidator.optional(),
    intakePhone: enumeration(['optional', 'required', 'hidden'] as const).optional(),
    intakeEmailRequired: booleanValidator.optional(),
    intakeEmailHidden: booleanValidator.optional(),
    intakeDateOfBirth: enumeration(['optional', 'required', 'hidden'] as const).optional(),
    intakeState: enumeration(['optional', 'required', 'hidden'] as const).optional(),
    thanksMessage: text(5000).optional(),
    htmlThanksMessage: text(5000).optional(),
    type: text(100).optional(),
    scoring: list(json).optional(),
    externalId: text(250).optional(),
    ga4measurementId: text(100).optional(),
    backgroundColor: text(100).optional(),
    productIds: idListValidator.optional(),
    submitRedirectURL: text(5000).optional(),
    customization: json.optional(),
    publicFormIdRedirect: emptyOk(idValidator).optional(),
    disabled: booleanValidator.optional(),
    disableAutomaticIntegrationPush: booleanValidator.optional(),
    tags: list(text(100)).optional(),
  },
  required: ['title'],
  readonly: ['numFields'],
  counters: ['numFields'],
  defaults: { numFields: 0 },
  enduserAccess: { read: 'all' },
  searchFields: ['title', 'tags'],
})

export const formFields = defineCollection({
  name: 'form_fields',
  service: 'forms',
  references: { formId: 'forms', 'previousFields[].info.fieldId': 'form_fields', 'options.databaseId': 'databases', 'prepopulateFromDatabase.databaseId': 'databases' },
  fields: {
    formId: idValidator.optional(),
    title: text(1000).optional(),
    headerText: text(250).optional(),
    type: enumeration(FORM_FIELD_TYPES).optional(),
    previousFields: list(previousFieldValidator).optional(),
    flowchartUI: json.optional(),
    options: formFieldOptionsValidator.optional(),
    description: text(25000).optional(),
    htmlDescription: text(25000).optional(),
    intakeField: text(250).optional(),
    isOptional: booleanValidator.optional(),
    isInGroup: booleanValidator.optional(),
    externalId: text(250).optional(),
    sharedWithEnduser: booleanValidator.optional(),
    calloutConditions: list(calloutConditionValidator).optional(),
    prepopulateFromFields: booleanValidator.optional(),
    prepopulateFromDatabase: z.object({ databaseId: idValidator, field: text(250) }).loose().optional(),
  },
  required: ['formId', 'title'],
  updatesDisabled: ['formId'],
  accessVia: { collection: 'forms', field: 'formId' },
  enduserAccess: { read: 'all' },
  searchFields: ['title'],
})

/**
 * A patient's view of a response (spec 3 §6 "shared responses are filtered to those shared with
 * the enduser"): all the answers of one they are filling or filled themselves (the author is who
 * submitted it, or while it is a draft who saved it last); of any other — submitted by staff, or a
 * draft staff saved — only the answers shared with them, draft or not.
 */
export function responseForEnduser(record: Record<string, unknown>): Record<string, unknown> {
  const author = record.submittedAt ? record.submittedBy : record.draftSavedBy
  if (!Array.isArray(record.responses) || (author !== undefined && author !== null && author === record.enduserId)) return record
  return { ...record, responses: (record.responses as Record<string, unknown>[]).filter((r) => r?.sharedWithEnduser === true) }
}

export const FORM_RESPONSE_SHARED_VIA = ['Email', 'SMS', 'Link', 'Portal', 'Chat', ''] as const

export const formResponses = defineCollection({
  name: 'form_responses',
  service: 'forms',
  references: { formId: 'forms', enduserId: 'endusers', rootResponseId: 'form_responses', parentResponseId: 'form_responses', 'responses[].fieldId': 'form_fields' },
  fields: {
    formId: emptyOk(idValidator).optional(),
    enduserId: emptyOk(idValidator).optional(),
    submissionExpiresAt: nonNegativeNumberValidator.optional(),
    openedAt: instantValidator.optional(),
    publicSubmit: booleanValidator.optional(),
    submittedBy: text(250).optional(),
    accessCode: text(250).optional(),
    userEmail: emptyOk(emailValidator).optional(),
    submittedAt: instantValidator.optional(),
    formTitle: text(250).optional(),
    responses: list(answerEntryValidator).optional(),
    draftSavedAt: instantValidator.optional(),
    draftSavedBy: text(250).optional(),
    hideFromEnduserPortal: booleanValidator.optional(),
    sharedVia: text(100).optional(),
    isInternalNote: booleanValidator.optional(),
    pinnedAt: instantValidator.optional(),
    publicIdentifier: text(250).optional(),
    source: text(250).optional(),
    externalId: text(250).optional(),
    rootResponseId: emptyOk(idValidator).optional(),
    parentResponseId: emptyOk(idValidator).optional(),
    automationStepId: emptyOk(idValidator).optional(),
    tags: list(text(100)).optional(),
    /** kept by the server: an internal note not yet submitted (patients never see it, over REST or live) */
    hiddenFromEnduser: booleanValidator.optional(),
  },
  required: ['formId'],
  // the submission is the server's: set by /submit-form-response after every answer is checked
  readonly: ['accessCode', 'submittedAt', 'submittedBy', 'publicSubmit', 'draftSavedAt', 'draftSavedBy', 'hiddenFromEnduser'],
  updatesDisabled: ['submissionExpiresAt'],
  enduserAccess: { read: 'own', update: 'own' },
  enduserHiddenWhen: 'hiddenFromEnduser',
  enduserView: responseForEnduser,
  hiddenFromEndusers: ['tags', 'pinnedAt', 'source', 'externalId', 'automationStepId', 'hiddenFromEnduser'],
  searchFields: ['formTitle', 'tags'],
})

/** Messages of the forms service (spec 3 §5, §6, §8; spec 2 §2.9). */
export const FormsMessages = {
  enduserWithoutAccessCode: 'enduser session without accessCode',
  accessCodeRequired: 'accessCode is required',
  alreadySubmitted: 'This form has already been submitted',
  responseNotFound: 'This form is no longer available',
  expired: 'This form response has expired',
  tooLong: (n: number) => `Response must not exceed ${n} characters`,
  notANumber: 'Response must be a number',
  unknownField: 'This field is not part of the form',
  typeMismatch: (type: string) => `Answer type must be ${type}`,
  formNotFound: 'Form not found',
  formDisabled: 'This form is disabled',
  notPublic: 'This form is not available by public link',
  noFields: 'This form has no questions',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  dateOfBirthRequired: 'Date of birth is required',
  stateRequired: 'State is required',
  enduserForOwnResponseOnly: 'A patient may only prepare responses for themselves',
  enduserUpdateOnlyHide: 'Patients may only hide a response from their portal',
  notDatabaseSelect: 'This field does not load choices from a database',
  cardPaymentsUnavailable: 'Card payments are not available: no payment provider is configured',
  enduserNotFound: 'Enduser not found',
} as const
