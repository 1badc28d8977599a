// system.send-email: through SMTP into the embedded sink (both parts, links), listed by the
// development mailbox through the gateway; an unreachable SMTP server answers 503; invalid mail 400.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { requestSubject } from '@care/contracts/bus'
import { MESSAGING_INTERNAL, type DevMail } from '@care/contracts/routes/messaging'
import { newObjectId } from '@care/kit/ids'
import { DEV_MAILBOX_REFUSED } from '../src/dev/mailbox.ts'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { EMAIL_NOT_CONFIGURED, EMAIL_UNAVAILABLE } from '../src/email/smtp-errors.ts'
import { closedPort, startMessagingAlone, type MessagingUnderTest } from './support.ts'

const businessId = newObjectId()

describe('system email through the platform (embedded SMTP sink, development mailbox)', () => {
  let platform: TestPlatform
  const send = (payload: unknown) =>
    platform.bus.request(requestSubject('messaging', MESSAGING_INTERNAL.sendEmail), { requestId: newObjectId(), payload })
  const mailbox = async (to: string): Promise<DevMail[]> => {
    const res = await fetch(`${platform.url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
    assert.equal(res.status, 200)
    return (await res.json()) as DevMail[]
  }

  before(async () => {
    platform = await startTestPlatform({ bus: true })
  })
  after(async () => {
    await platform?.close()
  })

  test('a sent email arrives in the sink with its text and HTML parts and its links', async () => {
    const to = `Pat.${newObjectId()}@Example.com`
    const reply = await send({
      businessId, to, subject: 'Your sign-in link', purpose: 'test',
      text: 'Sign in: http://localhost:8080/?org=demo&token=abc123', html: '<p><a href="http://localhost:8080/?org=demo&amp;token=abc123">Sign in</a></p>',
    })
    assert.equal(reply.status, 200)
    assert.equal((reply as { body: { via: string } }).body.via, 'smtp')
    const [mail, ...rest] = await mailbox(to)
    assert.equal(rest.length, 0)
    assert.deepEqual(mail.to, [to.toLowerCase()])
    assert.equal(mail.subject, 'Your sign-in link')
    assert.match(mail.text, /Sign in: http:\/\/localhost:8080\/\?org=demo&token=abc123/)
    assert.match(mail.html ?? '', /<a href="http:\/\/localhost:8080\/\?org=demo&amp;token=abc123">Sign in<\/a>/)
    assert.deepEqual(mail.links, ['http://localhost:8080/?org=demo&token=abc123'])
    assert.match(mail.from, /no-reply@care\.localhost/)
  })

  test('the mailbox lists newest first and only the recipient asked for', async () => {
    const to = `order-${newObjectId()}@example.com`
    for (const subject of ['first', 'second']) {
      const reply = await send({ businessId, to, subject, text: subject, purpose: 'test' })
      assert.equal(reply.status, 200)
    }
    await send({ businessId, to: `someone-else-${newObjectId()}@example.com`, subject: 'other', text: 'other', purpose: 'test' })
    assert.deepEqual((await mailbox(to)).map((m) => m.subject), ['second', 'first'])
  })

  test('the sender name is the organization when given', async () => {
    const to = `named-${newObjectId()}@example.com`
    await send({ businessId, to, subject: 'hello', text: 'hello', purpose: 'test', fromName: 'Sunrise Clinic' })
    const [mail] = await mailbox(to)
    assert.match(mail.from, /^"?Sunrise Clinic"? <no-reply@care\.localhost>$/)
  })

  test('an email without a recipient or with a blank subject is refused with 400', async () => {
    const missing = await send({ businessId, subject: 'x', text: 'x', purpose: 'test' })
    assert.equal(missing.status, 400)
    assert.equal((missing as { message: string }).message, 'Missing email')
    const invalid = await send({ businessId, to: 'not-an-address', subject: 'x', text: 'x', purpose: 'test' })
    assert.equal((invalid as { message: string }).message, 'Error parsing field to: Invalid email')
    const blank = await send({ businessId, to: 'a@example.com', subject: '  ', text: 'x', purpose: 'test' })
    assert.equal(blank.status, 400)
  })

  test('the mailbox answers only on this machine or to an Admin, and never to another origin', async () => {
    const ask = (ip: string, session?: Record<string, unknown>, origin?: string) =>
      platform.bus.request(requestSubject('messaging', 'dev.mailbox'), { requestId: newObjectId(), payload: {}, ip, origin, ...(session ? { session: session as never } : {}) })
    const refused = await ask('203.0.113.5')
    assert.deepEqual(refused, { status: 403, message: DEV_MAILBOX_REFUSED })
    const staff = { type: 'user', id: newObjectId(), businessId: newObjectId(), organizationIds: [], sessionId: 's', roles: ['Care Coordinator'], isAdmin: false }
    assert.equal((await ask('203.0.113.5', staff)).status, 403, 'staff who are not Admins are refused')
    assert.equal((await ask('203.0.113.5', { ...staff, roles: ['Admin'], isAdmin: true })).status, 200)
    assert.equal((await ask('::1', undefined, 'http://localhost:8080')).status, 200)
    assert.equal((await ask('::1', undefined, 'http://[::1]:8080')).status, 200)
    assert.equal((await ask('::1')).status, 403, 'a loopback address without the name it was reached by is not enough')
    assert.equal((await ask('127.0.0.1', undefined, 'http://rebound.example:8080')).status, 403, 'DNS rebinding: another name pointed at 127.0.0.1')
    const res = await fetch(`${platform.url}/v1/dev/mailbox`, { headers: { origin: 'https://elsewhere.example' } })
    assert.equal(res.status, 403, 'another origin may not even ask')
    assert.equal(res.headers.get('access-control-allow-origin'), null, 'no other origin may read it')
    const own = await fetch(`${platform.url}/v1/dev/mailbox`, { headers: { origin: platform.url } })
    assert.equal(own.status, 200, 'the mailbox page of this origin')
    const api = await fetch(`${platform.url}/v1/organization-info?subdomain=none`, { headers: { origin: 'https://elsewhere.example' } })
    assert.notEqual(api.headers.get('access-control-allow-origin'), null, 'other calls keep their CORS')
  })

  test("an Admin of one business reads only that business's mail and texts; this machine reads all", async () => {
    // anyone may register a business and be its Admin: that must not open other businesses' sign-in links
    const businessA = newObjectId()
    const businessB = newObjectId()
    const mailA = `a-${newObjectId()}@example.com`
    const mailB = `b-${newObjectId()}@example.com`
    assert.equal((await send({ businessId: businessA, to: mailA, subject: 'A link', text: 'http://localhost/?token=a', purpose: 'test' })).status, 200)
    assert.equal((await send({ businessId: businessB, to: mailB, subject: 'B link', text: 'http://localhost/?token=b', purpose: 'test' })).status, 200)
    const phoneA = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const sms = await platform.bus.request(requestSubject('messaging', MESSAGING_INTERNAL.sendSms), {
      requestId: newObjectId(), payload: { businessId: businessA, to: phoneA, message: 'A: http://localhost/?token=sa', purpose: 'test' },
    })
    assert.equal(sms.status, 200)

    const adminOfB = { type: 'user', id: newObjectId(), businessId: businessB, organizationIds: [businessB], sessionId: 's', roles: ['Admin'], isAdmin: true }
    const list = async (operation: string, to?: string) => {
      const reply = await platform.bus.request(requestSubject('messaging', operation), {
        requestId: newObjectId(), payload: to ? { to } : {}, ip: '203.0.113.7', origin: 'https://care.example', session: adminOfB as never,
      })
      assert.equal(reply.status, 200)
      return (reply as { body: { to: string | string[] }[] }).body
    }
    assert.deepEqual(await list('dev.mailbox', mailA), [], "business A's mail, asked for by address")
    const everything = (await list('dev.mailbox')).flatMap((m) => m.to)
    assert.ok(everything.includes(mailB), 'their own business')
    assert.ok(!everything.includes(mailA), "nothing of business A's in the full list")
    assert.deepEqual(await list('dev.sms-outbox', phoneA), [], "business A's texts")
    assert.deepEqual((await list('dev.mailbox', mailB)).length, 1)

    assert.equal((await mailbox(mailA)).length, 1, 'this machine (loopback) reads every business')
  })

  test('the human mailbox page is served at /dev/mailbox', async () => {
    const res = await fetch(`${platform.url}/dev/mailbox`)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /text\/html/)
    // its script is a file of its own (the page's CSP allows scripts from 'self' only), which reads the JSON calls
    assert.match(await res.text(), /Development mailbox[\s\S]*<script src="\/dev\/mailbox\/mailbox\.js"/)
    const script = await fetch(`${platform.url}/dev/mailbox/mailbox.js`)
    assert.equal(script.status, 200)
    assert.match(script.headers.get('content-type') ?? '', /javascript/)
    assert.match(await script.text(), /\/v1\/dev\/\$\{path\}/)
  })
})

describe('system email without a reachable SMTP server', () => {
  let down: MessagingUnderTest
  let unconfigured: MessagingUnderTest
  before(async () => {
    down = await startMessagingAlone({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, devMailbox: false })
    unconfigured = await startMessagingAlone({ devMailbox: false })
  })
  after(async () => {
    await down?.close()
    await unconfigured?.close()
  })

  test('SMTP unreachable → 503 with a clear message, never a receipt', async () => {
    const reply = await down.call(MESSAGING_INTERNAL.sendEmail, { businessId, to: 'pat@example.com', subject: 'x', text: 'x', purpose: 'test' })
    assert.equal(reply.status, 503)
    assert.equal((reply as { message: string }).message, EMAIL_UNAVAILABLE)
  })

  test('no SMTP server configured (and no development sink) → 503', async () => {
    assert.equal(unconfigured.service.smtpUrl, undefined)
    const reply = await unconfigured.call(MESSAGING_INTERNAL.sendEmail, { businessId, to: 'pat@example.com', subject: 'x', text: 'x', purpose: 'test' })
    assert.equal(reply.status, 503)
    assert.equal((reply as { message: string }).message, EMAIL_NOT_CONFIGURED)
  })

  test('the development mailbox answers 404 when the development tools are off', async () => {
    for (const op of ['dev.mailbox', 'dev.sms-outbox']) {
      const reply = await down.call(op, {})
      assert.equal(reply.status, 404, op)
    }
  })
})
