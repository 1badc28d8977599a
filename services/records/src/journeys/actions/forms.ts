// Forms for the patient through the forms service: a response prepared with the step's
// automationStepId (so a formResponse event of a later step knows it) — its link sent by email or
// SMS through messaging (sendForm), or left in the patient's portal with nothing sent
// (pushFormsToPortal). form_responses have no journeyId in the contract: the step's id names it.
import { ApiError } from '@care/contracts/errors'
import { actingAs, call, onceKey, senderOf, type Executors } from './run-context.ts'

interface Prepared {
  accessCode: string
  url: string
  fullURL?: string
  response: { id: string; formTitle?: string }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const formActions: Executors<'sendForm' | 'pushFormsToPortal'> = {
  async sendForm(d, a, run) {
    const channel = a.info.channel ?? 'Email'
    // the spec's messages, before a response is prepared that could never be sent
    if (channel === 'Email' && !run.patient.email) throw new ApiError(400, 'Missing email')
    if (channel === 'SMS' && !run.patient.phone) throw new ApiError(400, 'Missing phone')
    const userId = senderOf(a.info, run.patient)
    const as = actingAs(run, userId)
    const prepared = await call<Prepared>(d, 'forms', 'form_responses.prepare', {
      formId: a.info.formId, enduserId: run.enduserId, automationStepId: run.automationStepId, sharedVia: channel,
    }, run, { idempotencyKey: onceKey(run), as })
    const title = prepared.response.formTitle || 'a form'
    const link = prepared.fullURL || prepared.url
    const hello = typeof run.patient.fname === 'string' && run.patient.fname ? `Hello ${run.patient.fname},` : 'Hello,'
    const common = { enduserId: run.enduserId, userId, automationStepId: run.automationStepId, journeyId: run.journeyId }
    if (channel === 'Email') {
      await call(d, 'messaging', 'emails.createOne', {
        ...common, subject: `Please fill in: ${title}`,
        textContent: [hello, '', `Your care team asks you to fill in "${title}":`, link].join('\n'),
        HTMLContent: `<p>${escapeHtml(hello)}</p><p>Your care team asks you to fill in "${escapeHtml(title)}":</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      }, run, { idempotencyKey: onceKey(run), as })
    } else {
      await call(d, 'messaging', 'sms_messages.createOne', { ...common, message: `Please fill in "${title}": ${link}` }, run, { idempotencyKey: onceKey(run), as })
    }
  },
  async pushFormsToPortal(d, a, run) {
    for (const formId of new Set(a.info.formIds)) {
      await call(d, 'forms', 'form_responses.prepare', { formId, enduserId: run.enduserId, automationStepId: run.automationStepId }, run, { idempotencyKey: onceKey(run, formId) })
    }
  },
}
