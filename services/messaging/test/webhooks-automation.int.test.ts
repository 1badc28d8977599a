// webhooks.deliver-automation, the bus-only call records' journeys make for the sendWebhook action:
// the SDK's automation body signed per Standard Webhooks (checked by the receiver written from the
// spec), its first attempt made before the answer and answered (delivered / pending with its
// retries / refused), once per key, to the action's own URL when it names one (its retries too),
// never to a private address unless allowed, and a 400 naming the field for hostile input.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createLogger } from '@care/kit/runtime/logger'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startMessaging, type MessagingService } from '../src/service.ts'
import { startReceiver, until, Verifier } from './webhooks-receiver.ts'

const SECRET = 'automation-secret-123456'
const OP = 'webhooks.deliver-automation'
type Answer = { logId: string; deliveryId: string; status: string; created: boolean; responseCode?: number; error?: string }

const adminOf = (businessId: string): Session => ({ type: 'user', id: newObjectId(), businessId, organizationIds: [], sessionId: newObjectId(), roles: ['Admin'], isAdmin: true })

async function start(env: NodeJS.ProcessEnv) {
  const db: TestDatabase = await createTestDatabase('messaging_automation_hooks')
  const bus: Bus = await createBus({ name: 'messaging-automation-hooks-test' })
  const service: MessagingService = await startMessaging({ bus, databaseUrl: db.url, log: createLogger('messaging-automation-hooks-test', 'silent'), env })
  const call = (operation: string, payload: unknown, s?: Session): Promise<BusReply & { body?: unknown; message?: string; validation?: { field: string }[] }> =>
    bus.request(requestSubject('messaging', operation), { requestId: newObjectId(), payload, ...(s ? { session: s } : {}) }) as never
  return {
    call,
    async stop() {
      await service.stop()
      await bus.close()
      await db.drop()
    },
  }
}

describe('webhooks: automation deliveries for journeys (bus only)', () => {
  let h: Awaited<ReturnType<typeof start>>
  let configured: Awaited<ReturnType<typeof startReceiver>>
  let own: Awaited<ReturnType<typeof startReceiver>>
  const businessId = newObjectId()
  const admin = adminOf(businessId)
  const deliver = async (payload: Record<string, unknown>) => {
    const reply = await h.call(OP, { businessId, ...payload })
    assert.equal(reply.status, 200, JSON.stringify(reply))
    return reply.body as Answer
  }

  before(async () => {
    configured = await startReceiver()
    own = await startReceiver()
    h = await start({ WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_RETRY_SCHEDULE: '1,1' })
  })
  after(async () => {
    await h?.stop()
    await configured?.close()
    await own?.close()
  })

  test('not configured: 400, nothing logged', async () => {
    const reply = await h.call(OP, { businessId, key: 'automation-x', message: 'hi' })
    assert.deepEqual([reply.status, reply.message], [400, 'Webhooks are not configured: call /configure-webhooks first'])
    assert.deepEqual((await h.call('webhook_logs.getSome', {}, admin)).body, [])
  })

  test('delivered before the answer, signed, in the SDK format with the fields; a second call with the key sends nothing', async () => {
    assert.equal((await h.call('webhooks.configure', { url: configured.url, secret: SECRET }, admin)).status, 200)
    const [enduserId, automationStepId, journeyId] = [newObjectId(), newObjectId(), newObjectId()]
    const answer = await deliver({ key: `automation-${automationStepId}`, message: 'Ann enrolled', enduserId, automationStepId, journeyId, fields: [{ field: 'plan', value: 'gold' }] })
    assert.deepEqual([answer.status, answer.created, answer.responseCode, answer.deliveryId], ['delivered', true, 200, `msg_automation-${automationStepId}`])
    assert.equal(configured.received.length, 1, 'the attempt was made before the answer')
    const got = configured.received[0]!
    assert.equal(got.headers['webhook-id'], answer.deliveryId)
    const body = new Verifier(SECRET).verify(got.headers, got.body) as Record<string, unknown>
    assert.deepEqual([body.type, body.message, body.enduserId, body.automationStepId, body.journeyId, body.fields], ['automation', 'Ann enrolled', enduserId, automationStepId, journeyId, { plan: 'gold' }])
    assert.equal(body.integrity, createHash('sha256').update(`Ann enrolled${String(body.timestamp)}${SECRET}`).digest('hex'))
    const again = await deliver({ key: `automation-${automationStepId}`, message: 'Ann enrolled', enduserId, automationStepId, journeyId })
    assert.deepEqual([again.status, again.created, again.logId], ['delivered', false, answer.logId])
    assert.equal(configured.received.length, 1, 'nothing sent twice')
  })

  test("the action's own URL, its failed first attempt answered pending, its retry there too (not to the configured URL)", async () => {
    own.statuses.push(503)
    const key = `automation-${newObjectId()}`
    const answer = await deliver({ key, message: 'to my own endpoint', url: own.url })
    assert.deepEqual([answer.status, answer.created, answer.responseCode, answer.error], ['pending', true, 503, 'receiver answered 503'])
    const logOf = async () => ((await h.call('webhook_logs.getSome', { filter: { deliveryId: answer.deliveryId } }, admin)).body as Record<string, unknown>[])[0]
    const log = await until(async () => { const l = await logOf(); return l?.status === 'delivered' ? l : undefined }, 'the retry delivered')
    assert.deepEqual([own.received.length, log.targetUrl, log.url, log.attempts], [2, own.url, own.url, 2])
    assert.equal(configured.received.filter((r) => r.body.includes('to my own endpoint')).length, 0)
    const later = await deliver({ key, message: 'to my own endpoint', url: own.url })
    assert.deepEqual([later.status, later.created], ['delivered', false])
    assert.equal(own.received.length, 2, 'nothing sent again')
  })

  test('hostile input: 400 naming the field, never a 5xx; a private address refused unless allowed', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ businessId, message: 'x' }, 'key'],
      [{ businessId, key: '  ', message: 'x' }, 'key'],
      [{ businessId, key: 'k'.repeat(500), message: 'x' }, 'key'],
      [{ businessId, key: 'k' }, 'message'],
      [{ businessId, key: 'k', message: 'x'.repeat(100_000) }, 'message'],
      [{ businessId, key: 'k', message: 'x', url: 'javascript:alert(1)' }, 'url'],
      [{ businessId, key: 'k', message: 'x', fields: [{ field: {}, value: 'v' }] }, 'fields.0.field'],
      [{ businessId: 'nope', key: 'k', message: 'x' }, 'businessId'],
    ]
    for (const [payload, field] of cases) {
      const reply = await h.call(OP, payload)
      assert.equal(reply.status, 400, `${JSON.stringify(payload).slice(0, 80)} → ${reply.status} ${reply.message}`)
      assert.ok(reply.validation?.some((v) => v.field === field), `names ${field}: ${JSON.stringify(reply.validation)}`)
    }
    const guarded = await start({})
    try {
      const otherBusiness = newObjectId()
      assert.equal((await guarded.call('webhooks.configure', { url: 'https://hooks.example.com/in', secret: SECRET }, adminOf(otherBusiness))).status, 200)
      const reply = await guarded.call(OP, { businessId: otherBusiness, key: 'k', message: 'x', url: 'http://127.0.0.1:9/in' })
      assert.equal(reply.status, 400)
      assert.deepEqual(reply.validation?.map((v) => v.field), ['url'])
    } finally {
      await guarded.stop()
    }
  })
})
