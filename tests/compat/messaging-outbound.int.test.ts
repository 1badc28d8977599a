// Wire compatibility for messaging's outbound half (issue #26): the public @tellescope/sdk, used
// unchanged, against the running gateway — staff email a patient (sent through the embedded SMTP
// sink: the development mailbox holds it; a reply joins its thread), are refused 'Missing email' for
// a patient without one, text a patient (no provider: the outbox holds it and the record says it was
// not delivered), make templates (title unique) and fill one (get_templated_message), text a number
// (send_message_to_number); the patient's reply arrives through the provider's webhook into the
// thread, and a website visitor's message (leave_message) joins it too. Last, the demo clinic's
// outbound messages (platform/seed-messaging-outbound.ts) as the SDK reads them: seeded once.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { demoClinic, seedDemo } from '@care/platform/seed'
import { SEEDED_OUTBOUND } from '@care/platform/seed-messaging-outbound'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')
const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const v = await read()
    if (done(v)) return v
    if (Date.now() > deadline) assert.fail(`${what}: still ${JSON.stringify(v)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk emails, SMS and templates against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let businessId: string
  let staffId: string

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    businessId = registered.user.businessId
    staffId = registered.user.id
  })
  after(async () => {
    await platform?.close()
  })

  const mailbox = async (to: string) => {
    const res = await fetch(`${platform.url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
    assert.equal(res.status, 200)
    return (await res.json()) as { subject: string; text: string }[]
  }

  test('an email is sent through SMTP and a reply joins its thread; no address → Missing email', async () => {
    const email = `jordan-${unique()}@example.com`
    const enduser = await staff.api.endusers.createOne({ fname: 'Jordan', email })
    const sent = await staff.api.emails.createOne({ enduserId: enduser.id, subject: 'Welcome', textContent: 'Hello Jordan' })
    assert.equal(sent.delivered, true)
    assert.equal(sent.userId, staffId)
    const reply = await staff.api.emails.createOne({ enduserId: enduser.id, subject: 'Re: Welcome', textContent: 'One more thing', replyTo: sent.id })
    assert.equal(reply.threadId, sent.threadId)
    const caught = await until(() => mailbox(email), (l) => l.length === 2, 'mail in the development mailbox')
    assert.deepEqual(caught.map((m) => m.subject).sort(), ['Re: Welcome', 'Welcome'])
    const noEmail = await staff.api.endusers.createOne({ fname: 'Nomail' })
    await assert.rejects(staff.api.emails.createOne({ enduserId: noEmail.id, subject: 'x', textContent: 'y' }), (e: any) => /Missing email/.test(e?.message ?? String(e)))
    const logged = await staff.api.emails.createOne({ enduserId: noEmail.id, subject: 'Phone note', textContent: 'called', logOnly: true })
    assert.equal(logged.delivered, true)
    assert.ok((await staff.api.emails.getSome({ filter: { enduserId: enduser.id } })).length === 2)
  })

  test('an SMS without a provider waits in the outbox, not delivered; the reply comes back into the thread', async () => {
    const phone = uniquePhone()
    const enduser = await staff.api.endusers.createOne({ fname: 'Jordan', phone })
    const sms = await staff.api.sms_messages.createOne({ enduserId: enduser.id, message: 'Your visit is tomorrow at 10' })
    assert.equal(sms.delivered, false)
    const outbox = (await (await fetch(`${platform.url}/v1/dev/sms-outbox?to=${encodeURIComponent(phone)}`)).json()) as { message: string }[]
    assert.deepEqual(outbox.map((o) => o.message), ['Your visit is tomorrow at 10'])
    await assert.rejects(staff.api.sms_messages.createOne({ enduserId: enduser.id, message: '' }), (e: any) => /message must not be blank/.test(e?.message ?? String(e)))
    const noPhone = await staff.api.endusers.createOne({ fname: 'Nophone' })
    await assert.rejects(staff.api.sms_messages.createOne({ enduserId: noPhone.id, message: 'hi' }), (e: any) => /Missing phone/.test(e?.message ?? String(e)))

    const inbound = await fetch(`${platform.url}/v1/sms-messages/inbound-webhook`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ From: phone, To: '+15550000000', Body: 'See you then', MessageSid: `SM${unique()}` }),
    })
    assert.equal(inbound.status, 200)
    const thread = await staff.api.sms_messages.getSome({ filter: { enduserId: enduser.id } })
    assert.deepEqual(thread.filter((m: any) => m.inbound).map((m: any) => m.message), ['See you then'])

    const visitor = new EnduserSession({ host: platform.url, businessId })
    await visitor.api.sms_messages.leave_message({ businessId, fname: 'Jordan', lname: 'Lee', phone, message: 'Running late' })
    const after = await staff.api.sms_messages.getSome({ filter: { enduserId: enduser.id } })
    assert.ok(after.some((m: any) => m.inbound && m.message === 'Jordan Lee: Running late'))
  })

  test('templates: title unique; get_templated_message fills the patient, the sender and the organization', async () => {
    const title = `Appointment reminder ${unique()}`
    const template = await staff.api.templates.createOne({ title, subject: 'Your visit', message: 'Hi {{enduser.fname}}, see you soon. {{user.fname}}, {{organization.name}}' })
    assert.equal(template.type, 'enduser')
    await assert.rejects(staff.api.templates.createOne({ title, subject: 's', message: 'm' }), (e: any) => /Uniqueness Violation|already/i.test(e?.message ?? String(e)))
    const enduser = await staff.api.endusers.createOne({ fname: 'Jordan' })
    const me = await staff.api.users.getOne(staffId)
    const org = await staff.api.organizations.getOne(businessId)
    const filled = await staff.api.templates.get_templated_message({ message: template.message, userId: staffId, enduserId: enduser.id, channel: 'Email', html: '<p>{{enduser.fname}}</p>' })
    assert.equal(filled.plaintext, `Hi Jordan, see you soon. ${me.fname ?? ''}, ${org.name}`)
    assert.equal(filled.html, '<p>Jordan</p>')
  })

  test('send_message_to_number texts the patient with that number, or a new one', async () => {
    const phone = uniquePhone()
    const { enduser } = await staff.api.sms_messages.send_message_to_number({ message: 'Hello from the clinic', to: phone })
    assert.equal(enduser.phone, phone)
    const again = await staff.api.sms_messages.send_message_to_number({ message: 'Second', to: phone })
    assert.equal(again.enduser.id, enduser.id)
    assert.equal((await staff.api.sms_messages.getSome({ filter: { enduserId: enduser.id } })).length, 2)
  })
})

describe("the demo clinic's templates and Jordan's threads, read with the SDK", () => {
  const DEMO = demoClinic(randomBytes(4).toString('hex'))
  let platform: TestPlatform
  let admin: any
  before(async () => {
    platform = await startTestPlatform({ bus: true })
    await seedDemo(platform, DEMO)
    await seedDemo(platform, DEMO)
    admin = new Session({ host: platform.url })
    await admin.authenticate(DEMO.adminEmail, DEMO.adminPassword)
  })
  after(async () => {
    await platform?.close()
  })

  test('seeded once: two templates, a three-email thread and an SMS exchange', async () => {
    const templates = await admin.api.templates.getSome()
    assert.deepEqual(templates.map((t: any) => t.title).sort(), [SEEDED_OUTBOUND.reminderTemplate, SEEDED_OUTBOUND.welcomeTemplate].sort())
    const emails = await admin.api.emails.getSome()
    assert.equal(emails.length, 3)
    assert.equal(new Set(emails.map((e: any) => e.threadId)).size, 1)
    assert.equal(emails.filter((e: any) => e.inbound).length, 1)
    const sms = await admin.api.sms_messages.getSome()
    assert.deepEqual(sms.map((m: any) => Boolean(m.inbound)).sort(), [false, true])
  })
})
