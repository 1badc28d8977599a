// phone_calls, phone_trees and email_sync_denials (issue #26): logged calls (inbound required, the
// provider's fields read-only), phone trees (number, isActive, nodes required), the Twilio voice
// token only when configured (503 'not configured' otherwise), email-denial email unique; hostile
// input (wrong types, huge values and lists, another business's records) 4xx naming the field.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { newObjectId } from '@care/kit/ids'
import { OutboundMessages } from '@care/contracts/routes/outbound'
import { eventually, startOutboundFixture, type OutboundFixture } from './emails-fixture.ts'

describe('phone calls, phone trees, email sync denials', () => {
  let f: OutboundFixture
  before(async () => {
    f = await startOutboundFixture()
  })
  after(async () => {
    await f?.stop()
  })

  test('a logged phone call needs inbound; the provider fields are read-only', async () => {
    const enduserId = f.patient({})
    const call = await f.ok<Record<string, unknown>>('phone_calls.createOne', { enduserId, inbound: true, note: 'left a voicemail' }, f.admin)
    assert.equal(call.inbound, true)
    assert.equal((await f.call('phone_calls.createOne', { enduserId }, f.admin)).status, 400)
    const forged = await f.call('phone_calls.createOne', { enduserId, inbound: false, recordingURI: 'https://x' }, f.admin)
    assert.equal(forged.status, 400)
    assert.equal(forged.message, 'This field cannot be updated')
    assert.equal((await f.call('phone_calls.createOne', { enduserId: newObjectId(), inbound: true }, f.admin)).status, 400)
  })

  test("the Twilio voice token: 503 'Phone calls are not configured' without Twilio voice", async () => {
    const reply = await f.call('phone_calls.authenticate', { os: 'ios' }, f.admin)
    assert.equal(reply.status, 503)
    assert.equal(reply.message, OutboundMessages.phoneNotConfigured)
    assert.equal((await f.call('phone_calls.authenticate', { os: 'windows' }, f.admin)).status, 400)
  })

  test('phone trees: number, isActive and nodes required', async () => {
    const tree = await f.ok<Record<string, unknown>>('phone_trees.createOne', { number: '+15550001111', isActive: true, nodes: [{ id: 'n1', action: { type: 'Dial Users', info: { userIds: [f.admin.id] } }, events: [] }] }, f.admin)
    assert.equal(tree.isActive, true)
    for (const missing of ['number', 'isActive', 'nodes']) {
      const payload: Record<string, unknown> = { number: '+15550001111', isActive: true, nodes: [] }
      delete payload[missing]
      const reply = await f.call('phone_trees.createOne', payload, f.admin)
      assert.equal(reply.status, 400)
      assert.match(`${reply.message} ${JSON.stringify(reply.validation ?? [])}`, new RegExp(missing))
    }
  })

  test('hostile input: 4xx naming the field, never a 5xx; another business neither reads nor changes them', async () => {
    const fieldsOf = (r: { validation?: { field: string }[] }) => (r.validation ?? []).map((v) => v.field)
    const refused = async (operation: string, payload: unknown, field: string) => {
      const reply = await f.call(operation, payload, f.admin)
      assert.equal(reply.status, 400, `${operation} ${JSON.stringify(payload).slice(0, 120)}: ${reply.status} ${reply.message}`)
      assert.deepEqual(fieldsOf(reply), [field], `${operation}: ${JSON.stringify(reply.validation)}`)
    }
    const enduserId = f.patient({})
    await refused('phone_calls.createOne', { enduserId, inbound: 'perhaps' }, 'inbound')
    await refused('phone_calls.createOne', { enduserId: 42, inbound: true }, 'enduserId')
    await refused('phone_calls.createOne', { enduserId, inbound: true, note: 'x'.repeat(5001) }, 'note')
    await refused('phone_calls.createOne', { enduserId, inbound: true, tags: Array.from({ length: 1001 }, (_, i) => `t${i}`) }, 'tags')
    await refused('phone_calls.createOne', { enduserId, inbound: true, readBy: { [f.admin.id]: { when: 'now' } } }, `readBy.${f.admin.id}`)
    const tree = { number: '+15550002222', isActive: true, nodes: [] }
    await refused('phone_trees.createOne', { ...tree, isActive: 'yes' }, 'isActive')
    await refused('phone_trees.createOne', { ...tree, nodes: 'menu' }, 'nodes')
    await refused('phone_trees.createOne', { ...tree, nodes: Array.from({ length: 251 }, (_, i) => ({ id: `n${i}` })) }, 'nodes')
    await refused('phone_trees.createOne', { ...tree, number: 'x'.repeat(1001) }, 'number')
    await refused('phone_trees.createOne', { ...tree, testEnduserIds: ['not-an-id'] }, 'testEnduserIds.0')
    await refused('email_sync_denials.createOne', { email: `${'x'.repeat(300)}@example.com` }, 'email')
    await refused('email_sync_denials.createOne', { email: ['a@example.com'] }, 'email')

    const call = await f.ok<Record<string, unknown>>('phone_calls.createOne', { enduserId, inbound: true }, f.admin)
    const madeTree = await f.ok<Record<string, unknown>>('phone_trees.createOne', tree, f.admin)
    const stranger = f.stranger()
    assert.equal((await f.call('phone_calls.getOne', { id: call.id }, stranger)).status, 404)
    assert.equal((await f.call('phone_trees.getOne', { id: madeTree.id }, stranger)).status, 404)
    assert.equal((await f.call('phone_calls.updateOne', { id: call.id, updates: { note: 'mine now' } }, stranger)).status, 404)
    assert.equal((await f.call('phone_calls.createOne', { enduserId, inbound: true }, stranger)).status, 400, "a patient of another business")
  })

  test('email sync denials: a valid email, unique in the business', async () => {
    const email = `deny-${newObjectId()}@example.com`
    const denial = await f.ok<Record<string, unknown>>('email_sync_denials.createOne', { email: email.toUpperCase() }, f.admin)
    assert.equal(denial.email, email)
    assert.equal((await f.call('email_sync_denials.createOne', { email }, f.admin)).status, 409)
    const bad = await f.call('email_sync_denials.createOne', { email: 'nope' }, f.admin)
    assert.equal(bad.status, 400)
    assert.match(String(bad.message), /Invalid email/)
  })

  test("deleting a patient deletes their emails, SMS and phone calls (and no one else's)", async () => {
    const gone = f.patient({ email: `gone-${newObjectId()}@example.com` })
    const kept = f.patient({})
    await f.ok('emails.createOne', { enduserId: gone, subject: 'x', textContent: 'y', logOnly: true }, f.admin)
    await f.ok('sms_messages.createOne', { enduserId: gone, message: 'x', logOnly: true }, f.admin)
    await f.ok('phone_calls.createOne', { enduserId: gone, inbound: true }, f.admin)
    await f.ok('phone_calls.createOne', { enduserId: kept, inbound: true }, f.admin)
    await f.bus.publish({
      id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId: f.businessId,
      records: [{ id: gone }], occurredAt: new Date().toISOString(),
    })
    const left = async (collection: string, enduserId: string) => (await f.ok<unknown[]>(`${collection}.getSome`, { filter: { enduserId } }, f.admin)).length
    await eventually('the patient\'s messages deleted', async () =>
      (await left('emails', gone)) + (await left('sms_messages', gone)) + (await left('phone_calls', gone)) === 0)
    assert.equal(await left('phone_calls', kept), 1)
  })
})

describe('the Twilio voice token with Twilio voice configured', () => {
  let f: OutboundFixture
  before(async () => {
    f = await startOutboundFixture({ env: { TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_API_KEY_SID: 'SK0123', TWILIO_API_KEY_SECRET: 'secret-of-the-key', TWILIO_TWIML_APP_SID: 'AP0123' } })
  })
  after(async () => {
    await f?.stop()
  })

  test("a JWT for the caller's identity with the voice grant of the TwiML app", async () => {
    const { accessToken, identity } = await f.ok<{ accessToken: string; identity: string }>('phone_calls.authenticate', { os: 'android' }, f.admin)
    assert.equal(identity, f.admin.id)
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { iss: string; sub: string; grants: { identity: string; voice: { outgoing: { application_sid: string } } } }
    assert.equal(claims.iss, 'SK0123')
    assert.equal(claims.sub, 'AC0123')
    assert.equal(claims.grants.identity, f.admin.id)
    assert.equal(claims.grants.voice.outgoing.application_sid, 'AP0123')
  })
})
