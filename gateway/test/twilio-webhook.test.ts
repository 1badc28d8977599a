// POST /v1/webhooks/twilio/sms (issue #26): Twilio posts a form and signs the URL it called plus the
// fields, so the gateway hands messaging the URL as called, the fields and X-Twilio-Signature, and
// answers Twilio with empty TwiML — or messaging's refusal.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusRequest } from '@care/contracts/bus'
import { TWILIO_SMS_WEBHOOK_PATH } from '../src/twilio-webhook.ts'
import { startHarness, type Harness } from './harness.ts'

describe('the Twilio SMS webhook route', () => {
  let h: Harness
  const seen: BusRequest[] = []
  before(async () => {
    h = await startHarness({ routes: [] })
    await h.serve('svc.messaging.sms_messages.twilio-webhook', async (req) => {
      seen.push(req)
      const { signature } = req.payload as { signature: string }
      return signature === 'good' ? { status: 200, body: { received: true } } : { status: 403, message: 'Invalid webhook signature' }
    })
  })
  after(async () => {
    await h.close()
  })

  test('messaging gets the URL as called (query included), the form fields and the signature; Twilio gets empty TwiML', async () => {
    const form = new URLSearchParams({ From: '+15555550100', To: '+15555550199', Body: 'Zoë says hi & bye', MessageSid: 'SM1' })
    const res = await fetch(`${h.url}${TWILIO_SMS_WEBHOOK_PATH}?clinic=demo`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'good' }, body: form })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/xml/)
    assert.match(await res.text(), /<Response><\/Response>$/)
    assert.deepEqual(seen.at(-1)?.payload, {
      url: `${h.url}${TWILIO_SMS_WEBHOOK_PATH}?clinic=demo`,
      params: { From: '+15555550100', To: '+15555550199', Body: 'Zoë says hi & bye', MessageSid: 'SM1' },
      signature: 'good',
    })
    assert.equal(seen.at(-1)?.session, undefined, 'no session: the signature is the credential')
  })

  test("a bad or missing signature answers messaging's 403; a JSON body reaches it with no fields", async () => {
    const bad = await fetch(`${h.url}${TWILIO_SMS_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'forged' }, body: 'From=%2B1' })
    assert.equal(bad.status, 403)
    assert.equal(((await bad.json()) as { message: string }).message, 'Invalid webhook signature')
    const json = await fetch(`${h.url}${TWILIO_SMS_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"From":"+1"}' })
    assert.equal(json.status, 403)
    assert.deepEqual(seen.at(-1)?.payload, { url: `${h.url}${TWILIO_SMS_WEBHOOK_PATH}`, params: {}, signature: '' })
  })

  test('a body over 100 kB is refused with 413 before messaging hears of it', async () => {
    const before = seen.length
    const res = await fetch(`${h.url}${TWILIO_SMS_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `Body=${'x'.repeat(110_000)}` })
    assert.equal(res.status, 413)
    assert.equal(seen.length, before)
  })
})
