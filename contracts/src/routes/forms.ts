// The forms service's named calls (spec 1 §7 "Forms"; spec 3 §7), in the public SDK's paths and
// shapes (@tellescope/schema's forms, form_fields and form_responses custom and public actions):
// preparing a response (an access code), the form's info for that code, saving a draft answer,
// submitting (every answer checked on the server), a public form's session, the form's public
// details and statistics, a Database Select field's choices, a response's PDF and card details.
import { z } from 'zod'
import { databaseRecords } from '../collections/databases.ts'
import { answerEntryValidator, formFields, formResponses, forms } from '../collections/forms.ts'
import {
  emailValidator, emptyOk, idValidator, instantValidator, listValidator, MAX_INSTANT_MS, maxLengthString, nameValidator, phoneValidator,
} from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call } = routesOf('forms')

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional()
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}
/** an instant as ISO text or ms since epoch (the SDK's expireAt is a Date, sent as text) */
const instantOrMs = z.union([instantValidator, z.number().min(0).max(MAX_INSTANT_MS)])

/** Database Select choices come in pages of this many (spec 3 §9). */
export const DATABASE_CHOICES_PAGE = 500

export const prepareFormResponseInput = z.object({
  formId: idValidator,
  enduserId: idValidator,
  automationStepId: idValidator.optional(),
  expireAt: instantOrMs.optional(),
  sharedVia: maxLengthString(100).optional(),
  isInternalNote: flag,
  title: maxLengthString(250).optional(),
  parentResponseId: idValidator.optional(),
  rootResponseId: idValidator.optional(),
}).loose()

/** accessCode is checked in the handler, so an enduser without one hears 'enduser session without accessCode' (spec 3 §6) */
const accessCodeText = maxLengthString(250)

export const submitFormResponseInput = z.object({
  accessCode: accessCodeText.optional(),
  responses: listValidator(answerEntryValidator),
  automationStepId: idValidator.optional(),
  customerId: maxLengthString(250).optional(),
  productIds: listValidator(maxLengthString(100)).optional(),
}).loose()

export const saveFieldResponseInput = z.object({
  accessCode: accessCodeText.optional(),
  formResponseId: idValidator.optional(),
  response: answerEntryValidator.optional(),
  responses: listValidator(answerEntryValidator).optional(),
}).loose()

export const sessionForPublicFormInput = z.object({
  formId: idValidator,
  businessId: idValidator,
  email: emptyOk(emailValidator).optional(),
  dateOfBirth: maxLengthString(100).optional(),
  phone: emptyOk(phoneValidator).optional(),
  fname: emptyOk(nameValidator).optional(),
  lname: emptyOk(nameValidator).optional(),
  publicIdentifier: maxLengthString(250).optional(),
  state: maxLengthString(100).optional(),
  skipMatch: flag,
}).loose()

export const formStatisticsInput = z.object({
  formId: idValidator,
  range: z.preprocess(fromJsonText, z.object({ from: instantOrMs.optional(), to: instantOrMs.optional() }).loose()).optional(),
}).loose()

export const loadChoicesInput = z.object({
  fieldId: idValidator,
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(DATABASE_CHOICES_PAGE).optional(),
  lastId: idValidator.optional(),
  databaseId: idValidator.optional(),
}).loose()

const formResponseRecord = formResponses.record.loose()

export const SEND_FORM_CHANNELS = ['Email', 'SMS'] as const
export const SendFormMessages = {
  noEmail: 'Patient has no email address',
  noPhone: 'Patient has no phone number',
  unsubscribed: (channel: string) => `Patient has unsubscribed from ${channel === 'SMS' ? 'texts' : 'emails'}`,
} as const
export const sendFormInput = z.object({
  formId: idValidator,
  enduserId: idValidator,
  channel: z.enum(SEND_FORM_CHANNELS, { error: "channel must be 'Email' or 'SMS'" }),
}).loose()
/**
 * What anyone holding a public form's link may read of it before a session (GET /forms/public-details):
 * what its page shows and its intake settings; never its creator, organizations or internal settings.
 */
export const publicFormDetails = forms.record.pick({
  id: true, businessId: true, title: true, displayTitle: true, description: true, numFields: true, allowPublicURL: true, intakePhone: true,
  intakeEmailRequired: true, intakeEmailHidden: true, intakeDateOfBirth: true, intakeState: true, thanksMessage: true, htmlThanksMessage: true,
  backgroundColor: true, ga4measurementId: true, submitRedirectURL: true, customization: true, disabled: true, productIds: true,
})

const formInfo = z.object({ form: forms.record.loose(), fields: z.array(formFields.record.loose()), response: formResponseRecord })

export const formsRoutes = [
  call({
    operation: 'form_responses.prepare', method: 'POST', path: '/prepare-form-response', callers: ['user', 'enduser', 'apiKey'],
    input: prepareFormResponseInput,
    output: z.object({ accessCode: z.string(), url: z.string(), fullURL: z.string(), response: formResponseRecord }),
    summary: "An unsubmitted response to a form for a patient and its access code (a patient only for themselves); url is the portal's form page",
  }),
  call({
    operation: 'form_responses.info-for-access-code', method: 'GET', path: '/form-info-for-access-code', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ accessCode: accessCodeText }).loose(), output: formInfo,
    summary: "The form, its fields with prepopulated answers (the patient's fields, databases) and the response of an access code; a patient's first look stamps openedAt",
  }),
  call({
    operation: 'form_responses.save-field-response', method: 'PATCH', path: '/save-field-response', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: saveFieldResponseInput, output: z.object({ formResponse: formResponseRecord }),
    summary: 'Keep one answer (or several) in an unsubmitted response as a draft (draftSavedAt); the answer replaces the same field\'s earlier one',
  }),
  call({
    operation: 'form_responses.submit', method: 'PATCH', path: '/submit-form-response', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: submitFormResponseInput, output: z.object({ formResponse: formResponseRecord }),
    summary: "Submit a response by its access code: every answer is checked against its field on the server (spec 3 §5); intake answers update the patient; once only",
  }),
  call({
    operation: 'form_responses.session-for-public-form', method: 'POST', path: '/session-for-public-form', callers: ['public'],
    input: sessionForPublicFormInput,
    output: z.object({ accessCode: z.string(), authToken: z.string(), url: z.string(), path: z.string(), enduserId: z.string() }),
    summary: "A public form (allowPublicURL) opened by link: the patient matched by email or phone, or created, a patient session and a response's access code",
  }),
  call({
    operation: 'forms.public-details', method: 'GET', path: '/forms/public-details', callers: ['public', 'user', 'enduser', 'apiKey'],
    input: z.object({ formId: idValidator }).loose(), output: z.object({ form: publicFormDetails }),
    summary: "What a public form's page shows before a session: title, description, intake settings, thanks message, colours",
  }),
  call({
    operation: 'forms.statistics', method: 'GET', path: '/forms/statistics', callers: ['user', 'apiKey'],
    input: formStatisticsInput, output: z.object({ statistics: z.record(z.string(), z.unknown()) }),
    summary: 'How many responses a form has: prepared, opened, submitted, drafts, within an optional range of creation',
  }),
  call({
    operation: 'form_fields.load-choices-from-database', method: 'GET', path: '/form-fields/load-choices-from-database', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: loadChoicesInput, output: z.object({ choices: z.array(databaseRecords.record.loose()) }),
    summary: "A Database Select field's choices: its database's records, oldest first, in pages of 500 (lastId for the next page)",
  }),
  call({
    operation: 'form_responses.generate-pdf', method: 'GET', path: '/form-responses/generate-pdf', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ id: idValidator }).loose(), output: z.object({}).loose(), download: true,
    summary: 'A PDF of a response the caller may read: every answer as text, signatures with name and time (a download, application/pdf)',
  }),
  call({
    operation: 'form_responses.stripe-details', method: 'GET', path: '/form-responses/stripe-details', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ fieldId: idValidator }).loose(), output: z.object({ clientSecret: z.string(), customerId: z.string(), publishableKey: z.string(), stripeAccount: z.string(), businessName: z.string() }),
    summary: "A Stripe field's card setup details; no payment provider is configured yet, so 503 'Card payments are not available…'",
  }),
  call({
    operation: 'forms.send', method: 'POST', path: '/forms/send', callers: ['user', 'apiKey'],
    input: sendFormInput,
    output: z.object({
      accessCode: z.string(), url: z.string(), via: z.enum(['smtp', 'sms-provider', 'outbox']), response: formResponseRecord,
      /** the patient already had this form outstanding: its link went again, no second copy was made */
      reused: z.boolean(),
    }),
    summary: "Sends a patient a link to fill a form, by email or text (a response prepared with sharedVia, or the patient's open copy of the form when there is one: reused); via 'outbox' means no SMS provider is configured and the text waits in the visible outbox",
  }),
] as const

export const formsCalls: RouteDef[] = [...formsRoutes]
export const formsBusRoutes: BusRouteDef[] = []

/** A download answer (`download: true` routes): the gateway sends the bytes, not JSON. */
export const downloadBody = z.object({ download: z.object({ name: z.string(), type: z.string(), base64: z.string() }) })
export type DownloadBody = z.infer<typeof downloadBody>

export { answerEntryValidator }
