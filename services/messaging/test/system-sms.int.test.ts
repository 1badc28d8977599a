// system.send-sms: without a provider the SMS is kept in the outbox (receipt via 'outbox', listed
// by /v1/dev/sms-outbox through the gateway); with Twilio configured it is posted to Twilio's
// Messages API (here a local stand-in for Twilio, the only thing outside our system).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { requestSubject } from '@care/contracts/bus'
import { MESSAGING_INTERNAL, type OutboxSms } from '@care/contracts/routes/messaging'
import { newObjectId } from '@care/kit/ids'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { SMS_UNAVAILABLE } from '../src/sms/twilio.ts'
import { closedPort, startMessagingAlone, type MessagingUnderTest } from './support.ts'

const businessId = newObjectId()
const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

describe('system SMS without a provider: the outbox', () => {
  let platform: TestPlatform
  const send = (payload: unknown) =>
    platform.bus.request(requestSubject('messaging', MESSAGING_INTERNAL.sendSms), { requestId: newObjectId(), payload })

  before(async () => {
    platform = await startTestPlatform({ bus: true })
  })
  after(async () => {
    await platform?.close()
  })

  test('the receipt says outbox, and the outbox lists the message with its link', async () => {
    const to = uniquePhone()
    const reply = await send({ businessId, to, message: 'Sunrise Clinic: sign in with http://localhost:8080/?org=sun&token=t-1', purpose: 'test' })
    assert.equal(reply.status, 200)
    const receipt = (reply as { body: { id: string; via: string } }).body
    assert.equal(receipt.via, 'outbox')
    // '+' in a query string reads as a space; the outbox still finds the number
    const res = await fetch(`${platform.url}/v1/dev/sms-outbox?to=${to}`)
    assert.equal(res.status, 200)
    const list = (await res.json()) as OutboxSms[]
    assert.equal(list.length, 1)
    assert.equal(list[0].id, receipt.id)
    assert.equal(list[0].to, to)
    assert.deepEqual(list[0].links, ['http://localhost:8080/?org=sun&token=t-1'])
  })

  test('numbers are stored in E.164: a 10-digit number gets +1', async () => {
    const to = uniquePhone()
    const reply = await send({ businessId, to: to.slice(2), message: 'hello', purpose: 'test' })
    assert.equal(reply.status, 200)
    const list = (await (await fetch(`${platform.url}/v1/dev/sms-outbox?to=${encodeURIComponent(to)}`)).json()) as OutboxSms[]
    assert.deepEqual(list.map((s) => s.to), [to])
  })

  test('missing phone, blank or too long message → 400 with the spec messages', async () => {
    const cases: [unknown, string][] = [
      [{ businessId, message: 'x', purpose: 'test' }, 'Missing phone'],
      [{ businessId, to: '12345', message: 'x', purpose: 'test' }, 'Error parsing field to: Phone number must be at least 10 digits'],
      [{ businessId, to: uniquePhone(), message: '   ', purpose: 'test' }, 'message must not be blank'],
    ]
    for (const [payload, message] of cases) {
      const reply = await send(payload)
      assert.equal(reply.status, 400)
      assert.equal((reply as { message: string }).message, message)
    }
    const long = await send({ businessId, to: uniquePhone(), message: 'x'.repeat(1201), purpose: 'test' })
    assert.equal(long.status, 400)
  })
})

describe('system SMS through Twilio', () => {
  let twilio: Server
  let messaging: MessagingUnderTest
  let unreachable: MessagingUnderTest
  const received: { path: string; authorization?: string; form: URLSearchParams }[] = []
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM0123' } }

  const bodyOf = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let s = ''
    req.on('data', (c) => (s += c))
    req.on('end', () => resolve(s))
  })

  before(async () => {
    twilio = createServer(async (req, res) => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form: new URLSearchParams(await bodyOf(req)) })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve))
    const apiUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`
    messaging = await startMessagingAlone({ devMailbox: false, twilio: { accountSid: 'AC123', authToken: 'secret-token', from: '+15550001111', apiUrl } })
    unreachable = await startMessagingAlone({ devMailbox: false, twilio: { accountSid: 'AC123', authToken: 'x', from: '+15550001111', apiUrl: `http://127.0.0.1:${await closedPort()}` } })
  })
  after(async () => {
    await messaging?.close()
    await unreachable?.close()
    await new Promise<void>((resolve) => twilio.close(() => resolve()))
  })

  test('posts To, From and Body with basic auth; the receipt carries the provider id', async () => {
    answer = { status: 201, body: { sid: 'SM0123' } }
    assert.equal(messaging.service.sms, 'twilio')
    const reply = await messaging.call(MESSAGING_INTERNAL.sendSms, { businessId, to: '(555) 222-3333', message: 'hello there', purpose: 'test' })
    assert.deepEqual((reply as { body: unknown }).body, { id: 'SM0123', via: 'sms-provider' })
    const last = received.at(-1)!
    assert.equal(last.path, '/2010-04-01/Accounts/AC123/Messages.json')
    assert.equal(last.authorization, `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`)
    assert.equal(last.form.get('To'), '+15552223333')
    assert.equal(last.form.get('From'), '+15550001111')
    assert.equal(last.form.get('Body'), 'hello there')
  })

  test('a number Twilio refuses answers 400 with its reason; a Twilio failure answers 503', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number +15552223333 is not a valid phone number." } }
    const refused = await messaging.call(MESSAGING_INTERNAL.sendSms, { businessId, to: '+15552223333', message: 'x', purpose: 'test' })
    assert.equal(refused.status, 400)
    assert.match((refused as { message: string }).message, /not a valid phone number/)
    answer = { status: 401, body: { code: 20003, message: 'Authenticate' } }
    const failed = await messaging.call(MESSAGING_INTERNAL.sendSms, { businessId, to: '+15552223333', message: 'x', purpose: 'test' })
    assert.equal(failed.status, 503)
    assert.equal((failed as { message: string }).message, SMS_UNAVAILABLE)
  })

  test('Twilio unreachable → 503', async () => {
    const reply = await unreachable.call(MESSAGING_INTERNAL.sendSms, { businessId, to: '+15552223333', message: 'x', purpose: 'test' })
    assert.equal(reply.status, 503)
  })
})
