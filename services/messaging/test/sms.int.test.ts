// sms_messages (issue #26): through the SMS adapter (the outbox when none is configured: recorded as
// not delivered, with the reason; Twilio through a local stand-in), 'Missing phone', 'message must
// not be blank', 1200 characters, inbound replies into the right thread, the website's
// leave-message (rate limited), send-message-to-number, the incoming-communication event, and
// Twilio's signed webhook (X-Twilio-Signature, computed with twilio's own getExpectedTwilioSignature).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import twilioSdk from 'twilio'
import type { BusEvent } from '@care/contracts/bus'
import { newObjectId } from '@care/kit/ids'
import { OutboundMessages } from '@care/contracts/routes/outbound'
import { OUTBOX_NOT_SENT } from '../src/sms-messages/deliver.ts'
import { inboundWebhookToken } from '../src/sms-messages/inbound.ts'
import { LEAVE_MESSAGE_LIMIT } from '../src/sms-messages/calls.ts'
import { eventually, startOutboundFixture, uniquePhone, type OutboundFixture } from './emails-fixture.ts'

type Sms = Record<string, unknown> & { id: string }
const THIS_MACHINE = { ip: '127.0.0.1', origin: 'http://127.0.0.1:8080' }

describe('sms_messages without a provider (the outbox)', () => {
  let f: OutboundFixture
  const events: BusEvent[] = []
  before(async () => {
    f = await startOutboundFixture()
    await f.bus.listen('evt.incoming_communications.created', async (e) => { events.push(e) })
  })
  after(async () => {
    await f?.stop()
  })

  test('a message to a patient is kept in the outbox and recorded as not delivered, with the reason', async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    const sms = await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'Your visit is tomorrow' }, f.admin)
    assert.equal(sms.delivered, false)
    assert.equal(sms.deliveryError, OUTBOX_NOT_SENT)
    assert.equal(sms.enduserPhoneNumber, phone)
    assert.equal(sms.userId, f.admin.id)
    const held = await f.service.db.smsOutbox.findMany({ where: { to: phone } })
    assert.deepEqual(held.map((h) => [h.message, h.id]), [['Your visit is tomorrow', sms.internalMessageId]])
  })

  test("the spec's messages: 'Missing phone', 'message must not be blank', 1200 characters", async () => {
    const noPhone = f.patient({})
    const withPhone = f.patient({ phone: uniquePhone() })
    const cases: [unknown, string, string][] = [
      [{ enduserId: noPhone, message: 'hi' }, 'Missing phone', 'enduserPhoneNumber'],
      [{ enduserId: withPhone }, 'message must not be blank', 'message'],
      [{ enduserId: withPhone, message: '   ' }, 'message must not be blank', 'message'],
      [{ enduserId: withPhone, message: 'x'.repeat(1201) }, 'Value must be at most 1200 characters', 'message'],
    ]
    for (const [payload, message, field] of cases) {
      const reply = await f.call('sms_messages.createOne', payload, f.admin)
      assert.equal(reply.status, 400, JSON.stringify(reply))
      assert.equal(reply.message, message)
      assert.ok(JSON.stringify(reply.validation ?? []).includes(field), JSON.stringify(reply))
    }
    assert.equal((await f.call('sms_messages.createOne', { enduserId: withPhone, message: 'x'.repeat(1200) }, f.admin)).status, 200)
    // logged messages need no phone
    assert.equal((await f.call('sms_messages.createOne', { enduserId: noPhone, message: 'called them', logOnly: true }, f.admin)).status, 200)
  })

  test('hostile input: 4xx naming the field', async () => {
    const enduserId = f.patient({ phone: uniquePhone() })
    const cases: [unknown, RegExp][] = [
      [{ message: 'x' }, /enduserId/],
      [{ enduserId: 'x', message: 'x' }, /enduserId/],
      [{ enduserId: newObjectId(), message: 'x' }, /enduserId/],
      [{ enduserId, message: ['x'] }, /message/],
      [{ enduserId, message: 'x', enduserPhoneNumber: '123' }, /enduserPhoneNumber/],
      [{ enduserId, message: 'x', internalMessageId: 'forged' }, /internalMessageId|cannot be updated/],
      [{ enduserId, message: 'x', mediaURLs: Array.from({ length: 20 }, (_, i) => `u${i}`) }, /mediaURLs/],
    ]
    for (const [payload, field] of cases) {
      const reply = await f.call('sms_messages.createOne', payload, f.admin)
      assert.ok(reply.status >= 400 && reply.status < 500, JSON.stringify({ payload, reply }))
      assert.match(`${reply.message} ${JSON.stringify(reply.validation ?? [])}`, field, JSON.stringify(reply))
    }
  })

  test("an inbound reply joins the thread of the patient the number's last message went to, unread, with the event", async () => {
    const phone = uniquePhone()
    const other = f.patient({ phone: uniquePhone() })
    const enduserId = f.patient({ phone })
    await f.ok('sms_messages.createOne', { enduserId: other, message: 'to someone else' }, f.admin)
    await f.ok('sms_messages.createOne', { enduserId, message: 'How are you feeling?' }, f.admin)
    // without Twilio nobody but this machine may post a reply (a developer simulating the patient)
    const reply = { From: phone.slice(2), To: '+15550000000', Body: 'Much better', MessageSid: 'SM123' }
    const stranger = await f.call('sms_messages.inbound-webhook', reply, undefined, { ip: '203.0.113.9', origin: 'https://api.clinic.example' })
    assert.deepEqual([stranger.status, stranger.message], [503, OutboundMessages.smsNotConfigured])
    assert.equal((await f.call<{ received: boolean }>('sms_messages.inbound-webhook', reply, undefined, THIS_MACHINE)).body?.received, true)
    const thread = await f.ok<Sms[]>('sms_messages.getSome', { filter: { enduserId } }, f.admin)
    const inbound = thread.find((m) => m.inbound === true)
    assert.ok(inbound, JSON.stringify(thread))
    assert.equal(inbound.message, 'Much better')
    assert.equal(inbound.enduserPhoneNumber, phone)
    assert.equal(inbound.internalMessageId, 'SM123')
    assert.equal(inbound.userId, f.admin.id)
    await eventually('the incoming-communication event', async () => events.some((e) => e.records[0]?.messageId === inbound.id && e.records[0]?.channel === 'SMS'))
    // a number no thread knows is acknowledged, not recorded
    assert.deepEqual((await f.call('sms_messages.inbound-webhook', { From: uniquePhone(), Body: 'who?' }, undefined, THIS_MACHINE)).body, { received: false })
    // Twilio's signed webhook has no provider to come from
    const unsigned = await f.call('sms_messages.twilio-webhook', { url: 'http://127.0.0.1/v1/webhooks/twilio/sms', params: { From: uniquePhone() }, signature: 'x' })
    assert.deepEqual([unsigned.status, unsigned.message], [503, OutboundMessages.smsNotConfigured])
  })

  test('leave-message: joins the thread of that number in the business; at most 5 an hour; unknown numbers 404', async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    await f.ok('sms_messages.createOne', { enduserId, message: 'hello' }, f.admin)
    const payload = { businessId: f.businessId, fname: 'jordan', lname: 'lee', phone, message: 'Please call me back' }
    for (let i = 0; i < LEAVE_MESSAGE_LIMIT; i++) assert.equal((await f.call('sms_messages.leave-message', payload)).status, 200)
    const throttled = await f.call('sms_messages.leave-message', payload)
    assert.equal(throttled.status, 429)
    const left = (await f.ok<Sms[]>('sms_messages.getSome', { filter: { enduserId } }, f.admin)).filter((m) => m.inbound === true)
    assert.equal(left.length, LEAVE_MESSAGE_LIMIT)
    assert.equal(left[0].message, 'Jordan Lee: Please call me back')
    assert.equal((await f.call('sms_messages.leave-message', { ...payload, phone: uniquePhone() })).status, 404)
    assert.equal((await f.call('sms_messages.leave-message', { ...payload, message: '' })).message, 'message must not be blank')
    assert.equal((await f.call('sms_messages.leave-message', { ...payload, businessId: 'nope' })).status, 400)
  })

  test('send-message-to-number: to the patient with that phone, or a new one', async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    const known = await f.ok<{ enduser: { id: string } }>('sms_messages.send-message-to-number', { message: 'hi', to: phone }, f.admin)
    assert.equal(known.enduser.id, enduserId)
    const fresh = uniquePhone()
    const created = await f.ok<{ enduser: { id: string; phone: string } }>('sms_messages.send-message-to-number', { message: 'hi', to: fresh }, f.admin)
    assert.notEqual(created.enduser.id, enduserId)
    assert.equal(f.patients.get(created.enduser.id)?.phone, fresh)
    const sent = await f.ok<Sms[]>('sms_messages.getSome', { filter: { enduserId: created.enduser.id } }, f.admin)
    assert.equal(sent.length, 1)
    assert.equal((await f.call('sms_messages.send-message-to-number', { message: '', to: fresh }, f.admin)).message, 'message must not be blank')
  })

  test('a scheduled SMS is handed on at its time, once; an immediate one is never handed on twice', async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'now' }, f.admin)
    const sendAt = new Date(Date.now() + 2_000).toISOString()
    const later = await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'later', sendAt }, f.admin)
    assert.equal(later.delivered, false)
    assert.equal(later.internalMessageId, undefined)
    const held = (message: string) => f.service.db.smsOutbox.count({ where: { to: phone, message } })
    await eventually('the scheduled SMS handed to the outbox', async () => (await held('later')) === 1, 60_000)
    await eventually('its record names the outbox entry', async () => Boolean((await f.ok<Sms>('sms_messages.getOne', { id: later.id }, f.admin)).internalMessageId))
    assert.equal(await held('now'), 1)
    assert.equal(await held('later'), 1)
  })

  test('a draft keeps its text editable; a sent message does not', async () => {
    const enduserId = f.patient({ phone: uniquePhone() })
    const draft = await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'draft', isDraft: true }, f.admin)
    assert.equal((await f.call('sms_messages.updateOne', { id: draft.id, updates: { message: 'edited' } }, f.admin)).status, 200)
    const sent = await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'sent', logOnly: true }, f.admin)
    const refused = await f.call('sms_messages.updateOne', { id: sent.id, updates: { message: 'changed' } }, f.admin)
    assert.equal(refused.status, 400)
    assert.equal(refused.message, 'message cannot be changed once sent')
  })
})

describe('sms_messages with Twilio (a local stand-in)', () => {
  let f: OutboundFixture
  let twilio: Server
  const received: URLSearchParams[] = []
  before(async () => {
    twilio = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => { body += c })
      req.on('end', () => {
        received.push(new URLSearchParams(body))
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${received.length}` }))
      })
    })
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve))
    const apiUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`
    f = await startOutboundFixture({ twilio: { accountSid: 'AC1', authToken: 'secret-token', from: '+15550001111', apiUrl } })
  })
  after(async () => {
    await f?.stop()
    await new Promise<void>((resolve) => twilio.close(() => resolve()))
  })

  test('the message goes to Twilio and is recorded delivered with its sid and the sending number', async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    const sms = await f.ok<Sms>('sms_messages.createOne', { enduserId, message: 'via twilio' }, f.admin)
    assert.equal(sms.delivered, true)
    assert.equal(sms.internalMessageId, `SM${received.length}`)
    assert.equal(sms.phoneNumber, '+15550001111')
    assert.equal(received.at(-1)?.get('To'), phone)
    assert.equal(received.at(-1)?.get('Body'), 'via twilio')
  })

  test("the inbound webhook needs the URL's token when Twilio is configured", async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    await f.ok('sms_messages.createOne', { enduserId, message: 'hi' }, f.admin)
    const forged = await f.call('sms_messages.inbound-webhook', { From: phone, Body: 'forged' })
    assert.equal(forged.status, 403)
    assert.equal((await f.call('sms_messages.inbound-webhook', { From: phone, Body: 'forged', token: 'x'.repeat(64) })).status, 403)
    const ok = await f.ok<{ received: boolean }>('sms_messages.inbound-webhook', { From: phone, Body: 'real', token: inboundWebhookToken({ authToken: 'secret-token' }) })
    assert.equal(ok.received, true)
  })

  test("Twilio's signed webhook: X-Twilio-Signature over the URL and fields with the auth token, or 403; the reply joins the thread", async () => {
    const phone = uniquePhone()
    const enduserId = f.patient({ phone })
    await f.ok('sms_messages.createOne', { enduserId, message: 'how are you?' }, f.admin)
    const url = 'https://api.clinic.example/v1/webhooks/twilio/sms'
    const params = { From: phone, To: '+15550001111', Body: 'Signed and well', MessageSid: 'SMsigned', AccountSid: 'AC1' }
    const signature = twilioSdk.getExpectedTwilioSignature('secret-token', url, params)
    // signed with another token, for another URL, or over other fields: refused, nothing recorded
    for (const forged of [
      { url, params, signature: twilioSdk.getExpectedTwilioSignature('another-token', url, params) },
      { url: 'https://evil.example/v1/webhooks/twilio/sms', params, signature },
      { url, params: { ...params, Body: 'Tampered' }, signature },
      { url, params, signature: '' },
    ]) {
      const refused = await f.call('sms_messages.twilio-webhook', forged)
      assert.deepEqual([refused.status, refused.message], [403, OutboundMessages.webhookSignature])
    }
    assert.deepEqual(await f.ok('sms_messages.twilio-webhook', { url, params, signature }), { received: true })
    const thread = await f.ok<Sms[]>('sms_messages.getSome', { filter: { enduserId } }, f.admin)
    assert.deepEqual(thread.filter((m) => m.inbound === true).map((m) => [m.message, m.internalMessageId]), [['Signed and well', 'SMsigned']])
    const noSender = { url, params: { Body: 'who?' }, signature: twilioSdk.getExpectedTwilioSignature('secret-token', url, { Body: 'who?' }) }
    assert.equal((await f.call('sms_messages.twilio-webhook', noSender)).status, 400)
  })
})
