// The automation actions that reach other services (issue #23): sendChat, sendForm,
// pushFormsToPortal, sendWebhook, notifyTeam (messaging, forms), shareContent (content),
// cancelFutureAppointments (scheduling) and records' own completeTickets, createCarePlan and
// completeCarePlan — each run by the engine for a patient against the real owning service
// (support/journeys-fixture.ts with forms, content and scheduling), its effect read back from that
// service. A retried run (a claim taken over after its process died, run.ts) changes nothing twice;
// a failing action is 'error' with a background_error; hostile info is a 400 naming the field.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import type { Session } from '@care/contracts/session'
import { startJourneysFixture, eventually, type JourneysFixture, type Rec } from './support/journeys-fixture.ts'
import { CLAIM_LEASE_MS, runDueAction, runDueActions } from '../src/journeys/run.ts'
import { SYSTEM } from '../src/journeys/deps.ts'
import { startReceiver, Verifier } from '../../messaging/test/webhooks-receiver.ts'

const DAY = 86_400_000
const SECRET = 'journeys-webhook-secret-1234'
// the test's receivers listen on 127.0.0.1; a failed attempt is retried a second later
process.env.WEBHOOKS_ALLOW_PRIVATE = 'on'
process.env.WEBHOOKS_RETRY_SCHEDULE = '1,1'

describe('records: automation actions in the services that own their effects', () => {
  let f: JourneysFixture
  let admin: Session
  let other: Session
  let casey: Rec
  let noor: Rec
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let second: Awaited<ReturnType<typeof startReceiver>>
  const rec = <T = Rec>(operation: string, payload: unknown, s: Session = admin) => f.ok<T>('records', operation, payload, s)
  const as = (user: Rec): Session => ({ ...admin, id: user.id, roles: [], isAdmin: false })
  const onStart = [{ type: 'onJourneyStart', info: {} }]
  const after_ = (automationStepId: string, delay: number, unit: string) => [{ type: 'afterAction', info: { automationStepId, delay, unit } }]
  const journey = () => rec('journeys.createOne', { title: `Journey ${Math.random()}`, states: [{ name: 'New', priority: 'N/A' }] })
  const step = (journeyId: string, action: Record<string, unknown>, events: unknown = onStart) => rec('automation_steps.createOne', { journeyId, events, action })
  const enroll = (enduserId: string, journeyId: string) => rec('journeys.add-endusers', { enduserIds: [enduserId], journeyId })
  const actionsOf = (filter: Record<string, unknown>) => rec<Rec[]>('automated_actions.getSome', { filter, limit: 1000 })
  /** runs what is due until none of the journey's actions is active and due, twice in a row (the durable job runs some first) */
  const settle = async (journeyId: string) => {
    let quiet = 0
    await eventually(`the due actions of ${journeyId} run`, async () => {
      await runDueActions(f.records.automation, admin.businessId)
      quiet = (await actionsOf({ journeyId, status: 'active', processAfter: { _lte: f.clock.now } })).length === 0 ? quiet + 1 : 0
      return quiet >= 2
    })
  }
  /** the one run of `stepId` for the patient, once it is over */
  const runOf = async (stepId: string, enduserId: string) => {
    const [run] = await actionsOf({ automationStepId: stepId, enduserId })
    assert.ok(run, `a run of step ${stepId}`)
    return run
  }
  /**
   * The action run again as after a crash: its claim is older than the lease and its outcome was
   * never written, so the next sweep takes it over and runs the action a second time.
   */
  const rerun = async (actionId: string) => {
    await f.records.repos.automatedActions.systemRepo(admin.businessId, SYSTEM).update(actionId, {
      status: 'active', processedAt: new Date(f.clock.now - CLAIM_LEASE_MS - 1000).toISOString(),
    })
    assert.equal(await runDueAction(f.records.automation, admin.businessId, actionId), 'finished')
  }
  const errorOf = async (stepId: string, enduserId: string) => {
    const run = await runOf(stepId, enduserId)
    assert.equal(run.status, 'error', `step ${stepId} failed: ${JSON.stringify(run)}`)
    const errors = await rec<Rec[]>('background_errors.getSome', { filter: { enduserId }, limit: 100 })
    const error = errors.find((e) => e.message === run.errorMessage)
    assert.ok(error, `a background_error for ${String(run.errorMessage)}`)
    assert.equal(error.journeyId, run.journeyId)
    return String(run.errorMessage)
  }
  const template = (message: string, subject = 'Check-in', s: Session = admin) =>
    f.ok<Rec>('messaging', 'templates.createOne', { title: `Template ${Math.random()}`, subject, message }, s)

  before(async () => {
    f = await startJourneysFixture({ with: ['forms', 'content', 'scheduling'] })
    admin = await f.staff()
    other = await f.staff()
    casey = await f.ok<Rec>('identity', 'users.createOne', { email: `casey-${Date.now()}@example.com`, fname: 'Casey' }, admin)
    noor = await f.ok<Rec>('identity', 'users.createOne', { email: `noor-${Date.now()}@example.com`, fname: 'Noor', roles: ['Nurse'], tags: ['diabetes'] }, admin)
    receiver = await startReceiver()
    second = await startReceiver()
    f.clock.now = Date.now()
  })
  after(async () => {
    await receiver?.close()
    await second?.close()
    await f?.stop()
  })

  test("sendChat: a chat with the template's text in the patient's room with the sender (made once, then reused); a retried run posts nothing twice", async () => {
    const t = await template('Hi {{enduser.fname}}, checking in from {{user.fname}}.')
    const ann = await f.patient(admin, { fname: 'Ann', assignedTo: [casey.id] })
    const j = await journey()
    const chat = await step(j.id, { type: 'sendChat', info: { templateId: t.id, identifier: 'check-in', includeCareTeam: true } })
    await enroll(ann.id, j.id)
    await settle(j.id)
    const run = await runOf(chat.id, ann.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const rooms = await f.ok<Rec[]>('messaging', 'chat_rooms.getSome', { filter: { enduserIds: ann.id, identifier: 'check-in' } }, admin)
    assert.equal(rooms.length, 1)
    assert.deepEqual([rooms[0]!.userIds, rooms[0]!.enduserIds], [[casey.id], [ann.id]])
    const chatsIn = (roomId: string) => f.ok<Rec[]>('messaging', 'chats.getSome', { filter: { roomId } }, admin)
    const [posted, ...more] = await chatsIn(rooms[0]!.id)
    assert.equal(more.length, 0)
    assert.deepEqual([posted!.message, posted!.senderId, posted!.automationStepId, posted!.templateId], ['Hi Ann, checking in from Casey.', casey.id, chat.id, t.id])
    // the patient reads it in their own room
    const patient: Session = { ...admin, type: 'enduser', id: ann.id, roles: [], isAdmin: false }
    assert.equal((await f.ok<Rec[]>('messaging', 'chats.getSome', { filter: { roomId: rooms[0]!.id } }, patient)).length, 1)
    await rerun(run.id)
    assert.equal((await chatsIn(rooms[0]!.id)).length, 1, 'a retried run posts nothing twice')
    assert.equal((await f.ok<Rec[]>('messaging', 'chat_rooms.getSome', { filter: { enduserIds: ann.id } }, admin)).length, 1, 'nor makes a second room')
    // another journey's step with the same identifier and sender: the same room, a second chat
    const j2 = await journey()
    await step(j2.id, { type: 'sendChat', info: { templateId: t.id, identifier: 'check-in', includeCareTeam: true } })
    await enroll(ann.id, j2.id)
    await settle(j2.id)
    assert.equal((await f.ok<Rec[]>('messaging', 'chat_rooms.getSome', { filter: { enduserIds: ann.id } }, admin)).length, 1)
    assert.equal((await chatsIn(rooms[0]!.id)).length, 2)
  })

  test('sendForm: a response prepared with the step (automationStepId), its link by email or SMS through messaging, once', async () => {
    const form = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Intake questionnaire' }, admin)
    const bea = await f.patient(admin, { fname: 'Bea', email: `bea-${Date.now()}@example.com`, phone: '+15555550142' })
    const j = await journey()
    const byEmail = await step(j.id, { type: 'sendForm', info: { formId: form.id, senderId: admin.id, channel: 'Email' } })
    const bySms = await step(j.id, { type: 'sendForm', info: { formId: form.id, senderId: admin.id, channel: 'SMS' } })
    await enroll(bea.id, j.id)
    await settle(j.id)
    for (const s of [byEmail, bySms]) assert.equal((await runOf(s.id, bea.id)).status, 'finished', String((await runOf(s.id, bea.id)).errorMessage))
    const responses = await f.ok<Rec[]>('forms', 'form_responses.getSome', { filter: { enduserId: bea.id, formId: form.id } }, admin)
    assert.deepEqual(responses.map((r) => r.automationStepId).sort(), [byEmail.id, bySms.id].sort())
    const viaEmail = responses.find((r) => r.automationStepId === byEmail.id)!
    assert.deepEqual([viaEmail.sharedVia, viaEmail.submittedAt, viaEmail.formTitle], ['Email', undefined, 'Intake questionnaire'])
    const mail = await f.mailbox(admin, String(bea.email))
    assert.equal(mail.length, 1)
    assert.equal(mail[0]!.subject, 'Please fill in: Intake questionnaire')
    assert.match(mail[0]!.text, /Hello Bea,/)
    // the link fills that very response
    const link = /https?:\/\/\S+/.exec(mail[0]!.text)?.[0]
    assert.ok(link, mail[0]!.text)
    const accessCode = new URL(link).searchParams.get('a')
    const info = await f.ok<{ response: Rec }>('forms', 'form_responses.info-for-access-code', { accessCode }, admin)
    assert.equal(info.response.id, viaEmail.id)
    const texts = await f.smsOutbox(admin, '+15555550142')
    assert.equal(texts.length, 1)
    assert.match(texts[0]!.message, /Please fill in "Intake questionnaire": http/)
    await rerun((await runOf(byEmail.id, bea.id)).id)
    await rerun((await runOf(bySms.id, bea.id)).id)
    assert.equal((await f.ok<Rec[]>('forms', 'form_responses.getSome', { filter: { enduserId: bea.id } }, admin)).length, 2, 'no second response')
    assert.equal((await f.mailbox(admin, String(bea.email))).length, 1, 'no second email')
    assert.equal((await f.smsOutbox(admin, '+15555550142')).length, 1, 'no second text')
    // without an address nothing is prepared: 'Missing email' as the run's error
    const noEmail = await f.patient(admin, { fname: 'Nomail' })
    const j2 = await journey()
    const s2 = await step(j2.id, { type: 'sendForm', info: { formId: form.id, senderId: admin.id } })
    await enroll(noEmail.id, j2.id)
    await settle(j2.id)
    assert.equal(await errorOf(s2.id, noEmail.id), 'Missing email')
    assert.equal((await f.ok<Rec[]>('forms', 'form_responses.getSome', { filter: { enduserId: noEmail.id } }, admin)).length, 0)
  })

  test('pushFormsToPortal: a response per form for the portal, nothing sent, once', async () => {
    const a = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Consent' }, admin)
    const b = await f.ok<Rec>('forms', 'forms.createOne', { title: 'History' }, admin)
    const cal = await f.patient(admin, { fname: 'Cal', email: `cal-${Date.now()}@example.com` })
    const j = await journey()
    const push = await step(j.id, { type: 'pushFormsToPortal', info: { formIds: [a.id, b.id] } })
    await enroll(cal.id, j.id)
    await settle(j.id)
    const run = await runOf(push.id, cal.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const responses = async () => (await f.ok<Rec[]>('forms', 'form_responses.getSome', { filter: { enduserId: cal.id } }, admin))
    assert.deepEqual((await responses()).map((r) => [r.formTitle, r.automationStepId]).sort(), [['Consent', push.id], ['History', push.id]])
    // the patient sees them in the portal
    const patient: Session = { ...admin, type: 'enduser', id: cal.id, roles: [], isAdmin: false }
    assert.equal((await f.ok<Rec[]>('forms', 'form_responses.getSome', {}, patient)).length, 2)
    assert.deepEqual(await f.mailbox(admin, String(cal.email)), [], 'nothing sent')
    await rerun(run.id)
    assert.equal((await responses()).length, 2, 'a retried run prepares nothing twice')
  })

  test('sendWebhook: delivered signed to the configured URL (or the action\'s own), once; a receiver that fails or is offline is the action\'s error, never a success', async () => {
    assert.deepEqual(await f.ok('messaging', 'webhooks.configure', { url: receiver.url, secret: SECRET }, admin), {})
    const dee = await f.patient(admin, { fname: 'Dee' })
    const j = await journey()
    const hook = await step(j.id, { type: 'sendWebhook', info: { message: 'Dee enrolled', fields: [{ field: 'plan', value: 'gold' }] } })
    await enroll(dee.id, j.id)
    await settle(j.id)
    const run = await runOf(hook.id, dee.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const mine = () => receiver.received.filter((r) => r.body.includes(hook.id))
    assert.equal(mine().length, 1)
    const body = new Verifier(SECRET).verify(mine()[0]!.headers, mine()[0]!.body) as Rec
    assert.deepEqual([body.type, body.message, body.enduserId, body.automationStepId, body.journeyId, body.fields], ['automation', 'Dee enrolled', dee.id, hook.id, j.id, { plan: 'gold' }])
    assert.equal(body.integrity, createHash('sha256').update(`Dee enrolled${String(body.timestamp)}${SECRET}`).digest('hex'), "the SDK's integrity")
    const logs = await f.ok<Rec[]>('messaging', 'webhook_logs.getSome', { filter: { type: 'automation' } }, admin)
    assert.deepEqual(logs.map((l) => [l.status, l.deliveryId]), [['delivered', `msg_automation-${run.id}`]])
    await rerun(run.id)
    assert.equal(mine().length, 1, 'a retried run delivers nothing twice')
    // the action's own URL, signed with the business's secret
    const j2 = await journey()
    const own = await step(j2.id, { type: 'sendWebhook', info: { message: 'to the other one', url: second.url } })
    await enroll(dee.id, j2.id)
    await settle(j2.id)
    assert.equal((await runOf(own.id, dee.id)).status, 'finished')
    assert.equal(second.received.length, 1)
    assert.equal((new Verifier(SECRET).verify(second.received[0]!.headers, second.received[0]!.body) as Rec).automationStepId, own.id)
    assert.equal(receiver.received.filter((r) => r.body.includes(own.id)).length, 0, 'not to the configured URL')
    // the receiver answers 500: the run is 'error' (not delivered yet); messaging's retry delivers it later
    receiver.statuses.push(500)
    const j3 = await journey()
    const failing = await step(j3.id, { type: 'sendWebhook', info: { message: 'first refused' } })
    await enroll(dee.id, j3.id)
    await settle(j3.id)
    assert.match(await errorOf(failing.id, dee.id), /^Webhook not delivered yet: receiver answered 500 \(delivery msg_automation-[0-9a-f]{24} is retried by its schedule\)$/)
    await eventually('the retry delivers it', async () => receiver.received.filter((r) => r.body.includes(failing.id)).length === 2)
    // offline: nothing listens at the action's URL
    const j4 = await journey()
    const offline = await step(j4.id, { type: 'sendWebhook', info: { message: 'nobody home', url: 'http://127.0.0.1:9/hooks' } })
    await enroll(dee.id, j4.id)
    await settle(j4.id)
    assert.match(await errorOf(offline.id, dee.id), /^Webhook not delivered yet: .*ECONNREFUSED/)
    // a business without webhooks configured
    const theirs = await f.patient(other, { fname: 'Ola' })
    const jo = await rec('journeys.createOne', { title: `Theirs ${Math.random()}` }, other)
    const unconfigured = await rec('automation_steps.createOne', { journeyId: jo.id, events: onStart, action: { type: 'sendWebhook', info: { message: 'x' } } }, other)
    await rec('journeys.add-endusers', { enduserIds: [theirs.id], journeyId: jo.id }, other)
    await eventually('the unconfigured webhook fails', async () => {
      await runDueActions(f.records.automation, other.businessId)
      return (await rec<Rec[]>('automated_actions.getSome', { filter: { automationStepId: unconfigured.id } }, other))[0]?.status === 'error'
    })
    const [failed] = await rec<Rec[]>('automated_actions.getSome', { filter: { automationStepId: unconfigured.id } }, other)
    assert.equal(failed!.errorMessage, 'Webhooks are not configured: call /configure-webhooks first')
  })

  test("notifyTeam: a notification for the patient's care team and the role holders (tags narrow), the template filled for each; once", async () => {
    const t = await template('{{user.fname}}: {{enduser.fname}} needs a call back.')
    const eve = await f.patient(admin, { fname: 'Eve', assignedTo: [casey.id] })
    const j = await journey()
    const team = await step(j.id, { type: 'notifyTeam', info: { templateId: t.id, forAssigned: true } })
    const nurses = await step(j.id, { type: 'notifyTeam', info: { templateId: t.id, forAssigned: false, roles: ['Nurse'] } })
    const tagged = await step(j.id, { type: 'notifyTeam', info: { templateId: t.id, forAssigned: true, roles: ['Nurse'], tags: { qualifier: 'One Of', values: ['diabetes'] } } })
    await enroll(eve.id, j.id)
    await settle(j.id)
    for (const s of [team, nurses, tagged]) assert.equal((await runOf(s.id, eve.id)).status, 'finished', String((await runOf(s.id, eve.id)).errorMessage))
    const notes = (user: Rec) => f.ok<Rec[]>('messaging', 'user_notifications.getSome', { filter: { type: 'automation' } }, as(user))
    const forCasey = await notes(casey)
    assert.deepEqual(forCasey.map((n) => [n.message, n.userId, n.relatedRecords]), [['Casey: Eve needs a call back.', casey.id, [{ type: 'endusers', id: eve.id }]]])
    assert.deepEqual((await notes(noor)).map((n) => n.message), ['Noor: Eve needs a call back.', 'Noor: Eve needs a call back.'], 'the role step and the tagged one')
    assert.deepEqual(await f.ok<Rec[]>('messaging', 'user_notifications.getSome', { filter: { type: 'automation' } }, admin), [], 'no one else')
    await rerun((await runOf(team.id, eve.id)).id)
    assert.equal((await notes(casey)).length, 1, 'a retried run notifies nobody twice')
    // nobody to notify: the run's error, never a silent success
    const loner = await f.patient(admin, { fname: 'Lone' })
    const j2 = await journey()
    const none = await step(j2.id, { type: 'notifyTeam', info: { templateId: t.id, forAssigned: true } })
    await enroll(loner.id, j2.id)
    await settle(j2.id)
    assert.match(await errorOf(none.id, loner.id), /^No team member to notify/)
  })

  test("completeTickets: the patient's open tickets of this journey (or of the journeys named) closed; others kept", async () => {
    const fay = await f.patient(admin, { fname: 'Fay' })
    const [j, k] = [await journey(), await journey()]
    const made = await step(j.id, { type: 'createTicket', info: { title: 'Call Fay' } })
    const complete = await step(j.id, { type: 'completeTickets', info: {} }, after_(made.id, 1, 'Days'))
    const staffTicket = await rec('tickets.createOne', { title: 'Review labs', enduserId: fay.id, journeyId: j.id })
    const otherJourney = await rec('tickets.createOne', { title: 'Other programme', enduserId: fay.id, journeyId: k.id })
    const noJourney = await rec('tickets.createOne', { title: 'No journey', enduserId: fay.id })
    await enroll(fay.id, j.id)
    await settle(j.id)
    const automated = await rec('tickets.getOne', { id: (await runOf(made.id, fay.id)).id })
    assert.equal(automated.closedAt, undefined)
    f.clock.now += DAY + 1000
    await settle(j.id)
    const run = await runOf(complete.id, fay.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const ticket = (id: string) => rec('tickets.getOne', { id })
    for (const id of [automated.id, staffTicket.id]) {
      const closed = await ticket(id)
      assert.ok(closed.closedAt, `${id} closed`)
      assert.equal(closed.closedBy, admin.id)
    }
    assert.equal((await ticket(otherJourney.id)).closedAt, undefined)
    assert.equal((await ticket(noJourney.id)).closedAt, undefined)
    const closedAt = (await ticket(staffTicket.id)).closedAt
    await rerun(run.id)
    assert.equal((await ticket(staffTicket.id)).closedAt, closedAt, 'a retried run closes nothing again')
    // the journeys named
    const l = await journey()
    await step(l.id, { type: 'completeTickets', info: { journeyIds: [k.id] } })
    await enroll(fay.id, l.id)
    await settle(l.id)
    assert.ok((await ticket(otherJourney.id)).closedAt)
    assert.equal((await ticket(noJourney.id)).closedAt, undefined)
    f.clock.now = Date.now()
  })

  test('shareContent: an assignment per content record for the patient (one already there is kept), once', async () => {
    const c1 = await f.ok<Rec>('content', 'managed_content_records.createOne', { title: `Eating well ${Math.random()}`, textContent: 'Greens.', assignmentType: 'Manual' }, admin)
    const c2 = await f.ok<Rec>('content', 'managed_content_records.createOne', { title: `Walking ${Math.random()}`, textContent: 'Daily.', assignmentType: 'Manual' }, admin)
    const gus = await f.patient(admin, { fname: 'Gus' })
    await f.ok('content', 'managed_content_record_assignments.createOne', { contentId: c1.id, enduserId: gus.id }, admin)
    const j = await journey()
    const share = await step(j.id, { type: 'shareContent', info: { managedContentRecordIds: [c1.id, c2.id] } })
    await enroll(gus.id, j.id)
    await settle(j.id)
    const run = await runOf(share.id, gus.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const assigned = async () => (await f.ok<Rec[]>('content', 'managed_content_record_assignments.getSome', { filter: { enduserId: gus.id } }, admin)).map((a) => a.contentId).sort()
    assert.deepEqual(await assigned(), [c1.id, c2.id].sort())
    // the patient reads the content shared with them
    const patient: Session = { ...admin, type: 'enduser', id: gus.id, roles: [], isAdmin: false }
    assert.equal((await f.ok<Rec>('content', 'managed_content_records.getOne', { id: c2.id }, patient)).id, c2.id)
    await rerun(run.id)
    assert.deepEqual(await assigned(), [c1.id, c2.id].sort())
  })

  test('createCarePlan / completeCarePlan: a plan of the journey made, later completed; a plan of the same title is the error', async () => {
    const hal = await f.patient(admin, { fname: 'Hal' })
    const j = await journey()
    const create = await step(j.id, { type: 'createCarePlan', info: { title: 'Diabetes plan', htmlDescription: '<p>Walk daily</p>', highlightedEnduserFields: ['A1c'] } })
    const complete = await step(j.id, { type: 'completeCarePlan', info: {} }, after_(create.id, 30, 'Days'))
    const ownPlan = await rec('care_plans.createOne', { title: 'Staff plan', enduserId: hal.id })
    await enroll(hal.id, j.id)
    await settle(j.id)
    const made = await runOf(create.id, hal.id)
    assert.equal(made.status, 'finished', String(made.errorMessage))
    const plans = () => rec<Rec[]>('care_plans.getSome', { filter: { enduserId: hal.id } })
    const plan = (await plans()).find((p) => p.title === 'Diabetes plan')!
    assert.deepEqual([plan.journeyId, plan.htmlDescription, plan.highlightedEnduserFields, plan.completedAt], [j.id, '<p>Walk daily</p>', ['A1c'], undefined])
    await rerun(made.id)
    assert.equal((await plans()).length, 2, 'a retried run makes no second plan')
    f.clock.now += 30 * DAY + 1000
    await settle(j.id)
    assert.equal((await runOf(complete.id, hal.id)).status, 'finished')
    const after = await plans()
    assert.ok(after.find((p) => p.id === plan.id)!.completedAt, 'the journey\'s plan completed')
    assert.equal(after.find((p) => p.id === ownPlan.id)!.completedAt, undefined, 'a plan of no journey kept')
    f.clock.now = Date.now()
    // the same title again for the patient (another journey's step): the uniqueness rule is the run's error
    const j2 = await journey()
    const again = await step(j2.id, { type: 'createCarePlan', info: { title: 'Diabetes plan' } })
    await enroll(hal.id, j2.id)
    await settle(j2.id)
    assert.equal(await errorOf(again.id, hal.id), 'A care plan with this title already exists for this enduser')
  })

  test("cancelFutureAppointments: the patient's future events cancelled in scheduling; past ones, shared ones and others' untouched", async () => {
    f.clock.now = Date.now()
    const ivy = await f.patient(admin, { fname: 'Ivy' })
    const jon = await f.patient(admin, { fname: 'Jon' })
    const event = (title: string, startTimeInMS: number, enduserIds: string[]) => f.ok<Rec>('scheduling', 'calendar_events.createOne', {
      title, startTimeInMS, durationInMinutes: 30, attendees: [...enduserIds.map((id) => ({ type: 'enduser', id })), { type: 'user', id: admin.id }],
    }, admin)
    const future = await event('Follow-up', f.clock.now + 2 * DAY, [ivy.id])
    const later = await event('Check-up', f.clock.now + 40 * DAY, [ivy.id])
    const past = await event('Intake', f.clock.now - DAY, [ivy.id])
    const group = await event('Group class', f.clock.now + 3 * DAY, [ivy.id, jon.id])
    const theirs = await event('Jon alone', f.clock.now + 2 * DAY, [jon.id])
    const j = await journey()
    const cancel = await step(j.id, { type: 'cancelFutureAppointments', info: {} })
    await enroll(ivy.id, j.id)
    await settle(j.id)
    const run = await runOf(cancel.id, ivy.id)
    assert.equal(run.status, 'finished', String(run.errorMessage))
    const read = (id: string) => f.ok<Rec>('scheduling', 'calendar_events.getOne', { id }, admin)
    for (const e of [future, later]) assert.ok((await read(e.id)).cancelledAt, `${String(e.title)} cancelled`)
    for (const e of [past, group, theirs]) assert.equal((await read(e.id)).cancelledAt, undefined, `${String(e.title)} untouched`)
    const stamped = (await read(future.id)).cancelledAt
    await rerun(run.id)
    assert.equal((await read(future.id)).cancelledAt, stamped, 'a retried run cancels nothing again')
  })

  test("a failing action: a template of another business (a step stored before any reference check) is 'error' with a background_error", async () => {
    const foreign = await template('Not yours', 'Theirs', other)
    const kim = await f.patient(admin, { fname: 'Kim', assignedTo: [casey.id] })
    const j = await journey()
    const stored = await f.records.repos.automationSteps.systemRepo(admin.businessId, SYSTEM).create({
      journeyId: j.id, events: onStart, action: { type: 'sendChat', info: { templateId: foreign.id, identifier: 'x', includeCareTeam: true } },
    }, { creator: admin.id })
    await enroll(kim.id, j.id)
    await settle(j.id)
    const message = await errorOf(stored.id, kim.id)
    assert.equal(message, 'Could not find a record for the given id', "messaging's 404 for another business's template")
    const [error] = await rec<Rec[]>('background_errors.getSome', { filter: { enduserId: kim.id } })
    assert.deepEqual([error!.title, error!.journeyId], ['Automation action sendChat failed', j.id])
    assert.deepEqual(await f.ok<Rec[]>('messaging', 'chat_rooms.getSome', { filter: { enduserIds: kim.id } }, admin), [], 'nothing half made')
  })

  test('hostile info for each new action: 400 naming the field on automation_steps create, never a 500', async () => {
    const j = await journey()
    const id = admin.id
    const huge = 'x'.repeat(200_000)
    const many = Array.from({ length: 1500 }, () => id)
    const theirForm = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Their form' }, other)
    const theirContent = await f.ok<Rec>('content', 'managed_content_records.createOne', { title: `Theirs ${Math.random()}`, textContent: 'x' }, other)
    const cases: [string, Record<string, unknown>, string][] = [
      ['sendChat', {}, 'action.info.templateId'],
      ['sendChat', { templateId: 42, identifier: 'a' }, 'action.info.templateId'],
      ['sendChat', { templateId: id }, 'action.info.identifier'],
      ['sendChat', { templateId: id, identifier: huge }, 'action.info.identifier'],
      ['sendChat', { templateId: id, identifier: 'a', userIds: 'everyone' }, 'action.info.userIds'],
      ['sendChat', { templateId: id, identifier: 'a', includeCareTeam: { yes: 1 } }, 'action.info.includeCareTeam'],
      ['sendChat', { templateId: id, identifier: 'a', surprise: true }, 'action.info.surprise'],
      ['sendForm', { senderId: id }, 'action.info.formId'],
      ['sendForm', { formId: id, senderId: id, channel: 'Fax' }, 'action.info.channel'],
      ['sendForm', { formId: theirForm.id, senderId: id }, 'action.info.formId'],
      ['sendForm', { formId: id, senderId: [id] }, 'action.info.senderId'],
      ['pushFormsToPortal', {}, 'action.info.formIds'],
      ['pushFormsToPortal', { formIds: [] }, 'action.info.formIds'],
      ['pushFormsToPortal', { formIds: ['nope'] }, 'action.info.formIds'],
      ['pushFormsToPortal', { formIds: many }, 'action.info.formIds'],
      ['sendWebhook', {}, 'action.info.message'],
      ['sendWebhook', { message: huge }, 'action.info.message'],
      ['sendWebhook', { message: 'x', url: 'javascript:alert(1)' }, 'action.info.url'],
      ['sendWebhook', { message: 'x', fields: [{ field: 1, value: 'v' }] }, 'action.info.fields'],
      ['sendWebhook', { message: 'x', fields: 'plan=gold' }, 'action.info.fields'],
      ['sendWebhook', { message: 'x', secret: 'plain-text-secret-in-a-step' }, 'action.info.secret'],
      ['notifyTeam', { templateId: id }, 'action.info.forAssigned'],
      ['notifyTeam', { templateId: id, forAssigned: 'maybe' }, 'action.info.forAssigned'],
      ['notifyTeam', { templateId: id, forAssigned: true, roles: [{}] }, 'action.info.roles'],
      ['notifyTeam', { templateId: id, forAssigned: true, tags: { qualifier: 'Some Of', values: [] } }, 'action.info.tags'],
      ['completeTickets', { journeyIds: 'all' }, 'action.info.journeyIds'],
      ['completeTickets', { journeyIds: [{ $gt: '' }] }, 'action.info.journeyIds'],
      ['shareContent', {}, 'action.info.managedContentRecordIds'],
      ['shareContent', { managedContentRecordIds: huge }, 'action.info.managedContentRecordIds'],
      ['shareContent', { managedContentRecordIds: [theirContent.id] }, 'action.info.managedContentRecordIds'],
      ['createCarePlan', {}, 'action.info.title'],
      ['createCarePlan', { title: '   ' }, 'action.info.title'],
      ['createCarePlan', { title: huge }, 'action.info.title'],
      ['createCarePlan', { title: 'Plan', htmlDescription: huge }, 'action.info.htmlDescription'],
      ['createCarePlan', { title: 'Plan', closeAutomaticallyByTicket: true }, 'action.info.closeAutomaticallyByTicket'],
      ['completeCarePlan', { everything: true }, 'action.info.everything'],
      ['cancelFutureAppointments', { from: 0 }, 'action.info.from'],
    ]
    for (const [type, info, field] of cases) {
      const reply = await f.call('records', 'automation_steps.createOne', { journeyId: j.id, events: onStart, action: { type, info } }, admin)
      const what = `${type} ${JSON.stringify(info).slice(0, 60)} → ${reply.status} ${String(reply.message).slice(0, 120)}`
      assert.equal(reply.status, 400, what)
      assert.ok(reply.validation?.some((v) => v.field.startsWith(field)), `${what} names ${field}: ${JSON.stringify(reply.validation).slice(0, 200)}`)
    }
    for (const type of ['completeCarePlan', 'cancelFutureAppointments']) {
      for (const info of ['all', null, [], undefined]) {
        const reply = await f.call('records', 'automation_steps.createOne', { journeyId: j.id, events: onStart, action: { type, info } }, admin)
        assert.equal(reply.status, 400, `${type} ${JSON.stringify(info)}: ${reply.status}`)
        assert.ok(reply.validation?.some((v) => v.field === 'action.info'), `${type} ${JSON.stringify(info)} names action.info`)
      }
    }
    // the SDK's remainder is still refused as a whole
    const rest = await f.call('records', 'automation_steps.createOne', { journeyId: j.id, events: onStart, action: { type: 'zusSync', info: {} } }, admin)
    assert.deepEqual([rest.status, rest.message, rest.validation?.[0]?.field], [400, 'Unsupported automation action: zusSync', 'action.type'])
  })
})
