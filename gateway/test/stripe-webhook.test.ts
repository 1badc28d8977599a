// POST /v1/webhooks/stripe (issue #22): Stripe signs the exact bytes it sends, so the gateway hands
// billing the raw body (never parsed and re-serialised by the API's JSON parser) with the
// Stripe-Signature header, and answers what billing answers.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusRequest } from '@care/contracts/bus'
import { STRIPE_WEBHOOK_PATH } from '../src/stripe-webhook.ts'
import { startHarness, type Harness } from './harness.ts'

describe('the Stripe webhook route', () => {
  let h: Harness
  const seen: BusRequest[] = []
  before(async () => {
    h = await startHarness({ routes: [] })
    await h.serve('svc.billing.billing.stripe-webhook', async (req) => {
      seen.push(req)
      const { signature } = req.payload as { signature: string }
      return signature === 't=1,v1=good'
        ? { status: 200, body: { received: true } }
        : { status: 400, message: 'Invalid webhook signature', validation: [{ field: 'signature', message: 'Invalid webhook signature' }] }
    })
  })
  after(async () => {
    await h.close()
  })

  test("billing gets the body byte for byte and the signature header; its answer is Stripe's", async () => {
    // spacing, key order and a non-ASCII name: what a JSON parse and stringify would change
    const body = '{\n  "id": "evt_1",   "type": "payment_intent.succeeded", "data": {"object": {"metadata": {"name": "Zoë"}}}}'
    const res = await fetch(`${h.url}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': 't=1,v1=good' }, body })
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { received: true })
    assert.deepEqual(seen.at(-1)?.payload, { body, signature: 't=1,v1=good' })
    assert.equal(seen.at(-1)?.session, undefined, 'no session: the signature is the credential')
  })

  test('a bad signature answers 400 with the message; a missing header reaches billing as empty', async () => {
    const bad = await fetch(`${h.url}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' }, body: '{}' })
    assert.equal(bad.status, 400)
    assert.equal(((await bad.json()) as { message: string }).message, 'Invalid webhook signature')
    const none = await fetch(`${h.url}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'not json' })
    assert.equal(none.status, 400)
    assert.deepEqual(seen.at(-1)?.payload, { body: 'not json', signature: '' })
  })

  test('a body over 1 MB is refused with 413 before billing hears of it', async () => {
    const before = seen.length
    const res = await fetch(`${h.url}${STRIPE_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(1_100_000)}"` })
    assert.equal(res.status, 413)
    assert.equal(seen.length, before)
  })
})
