// The provider states the pacts name, set up through the gateway's own API (no database access,
// so the shared test platform serves them). Both consumers use the same state: a clinic with a
// staff admin, a patient who has a password and a session, a form with a field, a database and a
// ticket; the ids and tokens it made are handed to the verifier, which puts them into the requests
// where the pact says `fromProviderState('${name}')`.
import { randomBytes } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { registerStaff } from '../support/platform.ts'

/** the one state every interaction is given */
export const CLINIC = 'a clinic with a staff admin, a patient with a password, a form with a field, a database and a ticket'

/** what the state made, by the names the pacts use in `fromProviderState` expressions */
export interface ClinicParams {
  [name: string]: string
  businessId: string
  userId: string
  staffEmail: string
  staffPassword: string
  authToken: string
  enduserId: string
  enduserEmail: string
  enduserPassword: string
  enduserToken: string
  formId: string
  formFieldId: string
  databaseId: string
  ticketId: string
  /** an education item, a public forum, a post in it and a comment on it (content's families) */
  contentId: string
  forumId: string
  postId: string
  commentId: string
  /** a location, an appointment type and a calendar event with the patient, and a meeting (scheduling's families) */
  locationId: string
  templateId: string
  calendarEventId: string
  /** a chat room of the staff member and the patient (messaging's chat families) */
  chatRoomId: string
  /** a journey with the state 'Onboarding' and a start step, the patient in it (journeys' families: status updates, steps, runs) */
  journeyId: string
  /** the list filter `{ email: enduserEmail }` as the SDK puts it in a query string */
  enduserFilter: string
  /** a second patient, for the interaction that deletes one */
  spareEnduserId: string
}

/** example values the consumers record (ids are 24 hex digits, as the gateway makes them) */
export const EXAMPLE: ClinicParams = {
  businessId: '64b7f0c2a1e4d3b2c1a09f00',
  userId: '64b7f0c2a1e4d3b2c1a09f01',
  staffEmail: 'staff@example.com',
  staffPassword: 'Password-123',
  authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdGFmZiI6dHJ1ZX0.c2lnbmF0dXJl',
  enduserId: '64b7f0c2a1e4d3b2c1a09f02',
  enduserEmail: 'patient@example.com',
  enduserPassword: 'Patient-Password-123',
  enduserToken: 'eyJhbGciOiJIUzI1NiJ9.eyJlbmR1c2VyIjp0cnVlfQ.c2lnbmF0dXJl',
  formId: '64b7f0c2a1e4d3b2c1a09f03',
  formFieldId: '64b7f0c2a1e4d3b2c1a09f04',
  databaseId: '64b7f0c2a1e4d3b2c1a09f05',
  ticketId: '64b7f0c2a1e4d3b2c1a09f06',
  contentId: '64b7f0c2a1e4d3b2c1a09f08',
  forumId: '64b7f0c2a1e4d3b2c1a09f09',
  postId: '64b7f0c2a1e4d3b2c1a09f0a',
  commentId: '64b7f0c2a1e4d3b2c1a09f0b',
  locationId: '64b7f0c2a1e4d3b2c1a09f0c',
  templateId: '64b7f0c2a1e4d3b2c1a09f0d',
  calendarEventId: '64b7f0c2a1e4d3b2c1a09f0e',
  chatRoomId: '64b7f0c2a1e4d3b2c1a09f11',
  journeyId: '64b7f0c2a1e4d3b2c1a09f10',
  enduserFilter: '{"email":"patient@example.com"}',
  spareEnduserId: '64b7f0c2a1e4d3b2c1a09f07',
}

async function call<T>(url: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`provider state: ${method} ${path} answered ${res.status} ${text}`)
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * How long a provider state waits for what another service does from an event (a mail, a webhook
 * log): a CI run under full load once took more than 10 s to log a webhook delivery.
 */
const EVENTUALLY_MS = 30_000

/** Waits until the development mailbox holds a mail to `to` (messaging delivers it over the bus). */
async function mailArrived(url: string, to: string) {
  const deadline = Date.now() + EVENTUALLY_MS
  while (Date.now() < deadline) {
    const mails = await call<unknown[]>(url, undefined, 'GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)
    if (mails.length) return
    await delay(50)
  }
  throw new Error(`provider state: no mail to ${to} reached the development mailbox within ${EVENTUALLY_MS / 1000} s`)
}

/** Waits until the business's webhook log holds a delivery (messaging logs it from the record's event). */
async function webhookLogged(url: string, token: string) {
  const deadline = Date.now() + EVENTUALLY_MS
  while (Date.now() < deadline) {
    const logs = await call<unknown[]>(url, token, 'GET', '/webhook-logs?limit=1')
    if (logs.length) return
    await delay(50)
  }
  throw new Error(`provider state: no webhook delivery was logged within ${EVENTUALLY_MS / 1000} s`)
}

/** The journeys engine has run the patient's start step: there is an automated action to list. */
async function journeyRan(url: string, token: string) {
  const deadline = Date.now() + EVENTUALLY_MS
  while (Date.now() < deadline) {
    const actions = await call<unknown[]>(url, token, 'GET', '/automated-actions?limit=1')
    if (actions.length) return
    await delay(50)
  }
  throw new Error(`provider state: the journey's start step did not run within ${EVENTUALLY_MS / 1000} s`)
}

/** Makes the clinic through the API; answers its ids and tokens. */
export async function setUpClinic(url: string): Promise<ClinicParams> {
  const staff = await registerStaff(url)
  const as = staff.authToken
  const unique = randomBytes(4).toString('hex')
  const enduserEmail = `patient-${unique}@example.com`
  const enduserPassword = 'Patient-Password-123'
  const enduser = await call<{ id: string }>(url, as, 'POST', '/enduser', { fname: 'Pat', lname: 'Ient', email: enduserEmail })
  await call(url, as, 'POST', '/set-enduser-password', { id: enduser.id, password: enduserPassword })
  const session = await call<{ authToken: string }>(url, undefined, 'POST', '/login-enduser', { email: enduserEmail, password: enduserPassword, businessId: staff.user.businessId })
  // a mail for the messaging interactions to read from the development mailbox
  await call(url, undefined, 'POST', '/request-enduser-password-reset', { email: enduserEmail, businessId: staff.user.businessId })
  await mailArrived(url, enduserEmail)
  const form = await call<{ id: string }>(url, as, 'POST', '/form', { title: 'Intake', allowPublicURL: true })
  const field = await call<{ id: string }>(url, as, 'POST', '/form-field', { formId: form.id, title: 'How are you?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
  const database = await call<{ id: string }>(url, as, 'POST', '/database', { title: 'Plans', fields: [{ type: 'Text', label: 'Name' }] })
  // a webhook configuration and one delivery of a new patient, for the webhooks' families to read
  // (a reserved .invalid host: the delivery fails and is logged, nothing leaves the machine)
  await call(url, as, 'POST', '/configure-webhooks', { url: 'https://hooks.pact.invalid/care', secret: 'pact-webhook-secret-1234', subscriptions: { endusers: { create: true } } })
  const spare = await call<{ id: string }>(url, as, 'POST', '/enduser', { fname: 'Spare', lname: 'Patient' })
  await webhookLogged(url, as)
  // a file of the patient's, so that listing files has one to answer
  await call(url, as, 'POST', '/prepare-file-upload', { name: 'referral.pdf', size: 10, type: 'application/pdf', enduserId: enduser.id })
  const ticket = await call<{ id: string }>(url, as, 'POST', '/ticket', { title: 'Call the patient back', enduserId: enduser.id })
  const content = await call<{ id: string }>(url, as, 'POST', '/managed-content-record', { title: 'Walking after meals', textContent: 'Ten minutes helps' })
  const forum = await call<{ id: string }>(url, as, 'POST', '/forum', { title: 'Walking group', publicRead: true })
  const post = await call<{ id: string }>(url, as, 'POST', '/forum-post', { forumId: forum.id, title: 'Evening walks', textContent: 'Who walks after dinner?' })
  const comment = await call<{ id: string }>(url, as, 'POST', '/post-comment', { forumId: forum.id, postId: post.id, textContent: 'I do' })
  const location = await call<{ id: string }>(url, as, 'POST', '/appointment-location', { title: 'Main clinic', timezone: 'America/Chicago' })
  const template = await call<{ id: string }>(url, as, 'POST', '/calendar-event-template', { title: 'Follow-up visit', durationInMinutes: 30 })
  const calendarEvent = await call<{ id: string }>(url, as, 'POST', '/calendar-event', {
    title: 'Follow-up', startTimeInMS: Date.now() + 86_400_000, durationInMinutes: 30, templateId: template.id, attendees: [{ type: 'enduser', id: enduser.id }],
  })
  await call(url, as, 'POST', '/start-meeting', { attendees: [{ type: 'enduser', id: enduser.id }] })
  const chatRoom = await call<{ id: string }>(url, as, 'POST', '/chat-room', { title: 'Care team', userIds: [staff.user.id], enduserIds: [enduser.id] })
  const journey = await call<{ id: string }>(url, as, 'POST', '/journey', { title: 'Onboarding programme', states: [{ name: 'Onboarding', priority: 'Engaged' }], defaultState: 'Onboarding' })
  // the patient in it, its start step run by the engine: an automated action for the list family
  await call(url, as, 'POST', '/automation-step', { journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: ['onboarding'] } } })
  await call(url, as, 'POST', '/add-endusers-to-journey', { enduserIds: [enduser.id], journeyId: journey.id })
  await journeyRan(url, as)
  return {
    businessId: staff.user.businessId,
    userId: staff.user.id,
    staffEmail: staff.email,
    staffPassword: staff.password,
    authToken: as,
    enduserId: enduser.id,
    enduserEmail,
    enduserPassword,
    enduserToken: session.authToken,
    formId: form.id,
    formFieldId: field.id,
    databaseId: database.id,
    ticketId: ticket.id,
    contentId: content.id,
    forumId: forum.id,
    postId: post.id,
    commentId: comment.id,
    locationId: location.id,
    templateId: template.id,
    calendarEventId: calendarEvent.id,
    chatRoomId: chatRoom.id,
    journeyId: journey.id,
    enduserFilter: JSON.stringify({ email: enduserEmail }),
    spareEnduserId: spare.id,
  }
}
