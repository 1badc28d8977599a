// The demo clinic's forms: a new-patient intake (branching on smoking with previousEquals, an
// insurance plan chosen from a database, a photo of the insurance card, a consent signature) and a
// short check-in survey; an 'Insurance plans' database with its records; for Jordan an
// outstanding intake (the portal shows 'You have 1 outstanding form(s)') and a submitted check-in.
// Made through the forms service's own calls, as the console would. Idempotent: skipped when the
// intake form exists.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedFormsOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  patientId(email: string): Promise<string | undefined>
}

export const SEEDED_FORMS = { intake: 'New patient intake', survey: 'Weekly check-in' } as const
export const SEEDED_DATABASE = 'Insurance plans'
const PLANS = [['Blue Shield PPO', 'Blue Shield', 20], ['Aetna HMO', 'Aetna', 15], ['Medicare Part B', 'Medicare', 0], ['Self-pay', 'None', 0]] as const

type Rec = { id: string } & Record<string, unknown>

export async function seedForms(o: SeedFormsOptions): Promise<void> {
  const call = async <T = Rec>(operation: string, payload: unknown, what: string) => {
    const reply = await o.request(`svc.forms.${operation}`, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const existing = await call<Rec[]>('forms.getSome', { filter: { title: SEEDED_FORMS.intake }, limit: 1 }, 'forms')
  if (existing.length) return

  const database = await call('databases.createOne', {
    title: SEEDED_DATABASE, fields: [{ type: 'Text', label: 'Plan' }, { type: 'Text', label: 'Carrier' }, { type: 'Number', label: 'Copay' }],
  }, 'the insurance database')
  await call('database_records.createSome', {
    create: PLANS.map(([plan, carrier, copay]) => ({
      databaseId: database.id, values: [{ label: 'Plan', type: 'Text', value: plan }, { label: 'Carrier', type: 'Text', value: carrier }, { label: 'Copay', type: 'Number', value: copay }],
    })),
  }, 'insurance plans')

  const intake = await call('forms.createOne', {
    title: SEEDED_FORMS.intake, displayTitle: 'Welcome! Tell us about yourself', description: 'About 3 minutes. Your answers go to your care team.',
    thanksMessage: 'Thank you — your care team will review your answers before your first visit.',
  }, 'the intake form')
  const field = (f: Record<string, unknown>) => call('form_fields.createOne', { formId: intake.id, ...f }, `intake field ${String(f.title)}`)
  const after = (...ids: string[]) => ids.map((fieldId) => ({ type: 'after', info: { fieldId } }))
  const dob = await field({ title: 'Date of birth', type: 'dateString', intakeField: 'dateOfBirth', prepopulateFromFields: true, previousFields: [{ type: 'root', info: {} }] })
  const smoke = await field({ title: 'Do you currently smoke?', type: 'multiple_choice', options: { choices: ['Yes', 'No'], radio: true }, previousFields: after(dob.id) })
  const howMany = await field({ title: 'How many cigarettes a day?', type: 'number', previousFields: [{ type: 'previousEquals', info: { fieldId: smoke.id, equals: 'Yes' } }] })
  const plan = await field({
    title: 'Insurance plan', type: 'Database Select', options: { databaseId: database.id, databaseLabel: 'Plan' }, previousFields: after(smoke.id, howMany.id),
  })
  const card = await field({ title: 'Photo of your insurance card', type: 'file', isOptional: true, options: { validFileTypes: ['image', 'pdf'] }, previousFields: after(plan.id) })
  await field({ title: 'Consent to treatment', type: 'signature', description: 'I consent to evaluation and treatment by Demo Clinic.', previousFields: after(card.id) })

  const survey = await call('forms.createOne', { title: SEEDED_FORMS.survey, description: 'Two quick questions each week.' }, 'the survey')
  const feeling = await call('form_fields.createOne', {
    // shared with the patient like the notes below: Jordan reads both answers under Your Forms
    formId: survey.id, title: 'How are you feeling this week?', type: 'rating', options: { from: 1, to: 10 }, sharedWithEnduser: true, previousFields: [{ type: 'root', info: {} }],
  }, 'survey rating')
  const notes = await call('form_fields.createOne', {
    formId: survey.id, title: 'Anything your care team should know?', type: 'stringLong', isOptional: true, sharedWithEnduser: true, previousFields: after(feeling.id),
  }, 'survey notes')

  const jordan = await o.patientId('jordan@demo.care')
  if (!jordan) return
  await call('form_responses.prepare', { formId: intake.id, enduserId: jordan, sharedVia: 'Portal' }, "Jordan's outstanding intake")
  const checkIn = await call<{ accessCode: string }>('form_responses.prepare', { formId: survey.id, enduserId: jordan, sharedVia: 'Portal' }, "Jordan's check-in")
  await call('form_responses.submit', {
    accessCode: checkIn.accessCode,
    responses: [
      { fieldId: feeling.id, fieldTitle: feeling.title, answer: { type: 'rating', value: 7 }, sharedWithEnduser: true },
      { fieldId: notes.id, fieldTitle: notes.title, answer: { type: 'stringLong', value: 'Sugars were steadier this week after the diet change.' } },
    ],
  }, "Jordan's check-in answers")
}
