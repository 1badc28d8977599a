// Signed webhooks (issue #26): configuration calls and their rules, deliveries of subscribed writes
// signed per Standard Webhooks (checked by a receiver written from the spec: valid, wrong secret,
// tampered body, stale timestamp, replayed id), the SDK's integrity hash, the delivery log, replay,
// retries that survive a restart with the same webhook-id, and SSRF refusals.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import { routeTable } from '@care/contracts/routes/index'
import type { Session } from '@care/contracts/session'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createLogger } from '@care/kit/runtime/logger'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startMessaging, type MessagingService } from '../src/service.ts'
import { isPublicAddress } from '../src/webhooks/address-guard.ts'
import { sendAttempt } from '../src/webhooks/send.ts'
import { signedHeaders } from '../src/webhooks/signature.ts'
import { startReceiver, until, Verifier } from './webhooks-receiver.ts'

const SECRET = 'a-long-enough-secret-1234'
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const session = (businessId: string, isAdmin = true): Session => ({
  type: 'user', id: newObjectId(), businessId, organizationIds: [], sessionId: newObjectId(), roles: isAdmin ? ['Admin'] : ['Staff'], isAdmin,
})

interface Harness {
  bus: Bus
  db: TestDatabase
  service?: MessagingService
  start(): Promise<void>
  stop(): Promise<void>
  call(operation: string, payload: unknown, s?: Session): Promise<BusReply>
  publish(businessId: string, collection: string, op: 'created' | 'updated' | 'deleted', records: Record<string, unknown>[]): Promise<void>
  logs(businessId: string): Promise<Record<string, unknown>[]>
}

async function harness(env: NodeJS.ProcessEnv): Promise<Harness> {
  const db = await createTestDatabase('messaging_webhooks')
  const bus = await createBus({ name: 'messaging-webhooks-test' })
  const h: Harness = {
    bus, db,
    async start() {
      h.service = await startMessaging({ bus, databaseUrl: db.url, log: createLogger('messaging-webhooks-test', 'silent'), env })
    },
    async stop() {
      await h.service?.stop()
      h.service = undefined
    },
    call: (operation, payload, s) => bus.request(requestSubject('messaging', operation), { requestId: newObjectId(), payload, ...(s ? { session: s } : {}) }),
    publish: (businessId, collection, op, records) => bus.publish({
      id: newObjectId(), subject: `evt.${collection}.${op}`, collection, op, businessId, records, occurredAt: new Date().toISOString(),
    }),
    async logs(businessId) {
      const reply = await h.call('webhook_logs.getSome', {}, session(businessId))
      assert.equal(reply.status, 200, JSON.stringify(reply))
      return (reply as { body: Record<string, unknown>[] }).body
    },
  }
  await h.start()
  return h
}

const body = (r: BusReply) => (r as { body: Record<string, unknown> }).body
const message = (r: BusReply) => (r as { message?: string }).message ?? ''

describe('webhooks: configuration, signed deliveries, log and replay', () => {
  let h: Harness
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const businessId = newObjectId()
  const admin = session(businessId)

  before(async () => {
    receiver = await startReceiver()
    h = await harness({ WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_RETRY_SCHEDULE: '1,1' })
  })
  after(async () => {
    await h?.stop()
    await h?.bus.close()
    await h?.db.drop()
    await receiver?.close()
  })

  test('configuring is for admins; the secret must exceed 15 characters; hostile input is a 4xx naming the field', async () => {
    const staff = await h.call('webhooks.configure', { url: receiver.url, secret: SECRET }, session(businessId, false))
    assert.equal(staff.status, 403)
    assert.equal(message(staff), 'Only admins may configure webhooks')
    const short = await h.call('webhooks.configure', { url: receiver.url, secret: 'fifteen-chars-x' }, admin)
    assert.equal(short.status, 400)
    assert.match(message(short), /must exceed 15 characters/)
    const cases: [Record<string, unknown>, string][] = [
      [{ secret: SECRET }, 'url'],
      [{ url: 'ftp://example.com/x', secret: SECRET }, 'url'],
      [{ url: 42, secret: SECRET }, 'url'],
      [{ url: receiver.url, secret: { nested: { deeper: [1, 2] } } }, 'secret'],
      [{ url: receiver.url, secret: 'x'.repeat(100_000) }, 'secret'],
      [{ url: receiver.url, secret: SECRET, subscriptions: { tickets: { create: 'maybe' } } }, 'subscriptions'],
      [{ url: receiver.url, secret: SECRET, subscriptions: { tickets: { explode: true } } }, 'subscriptions'],
      [{ url: receiver.url, secret: SECRET, subscriptions: { api_keys: { create: true } } }, 'subscriptions'],
      [{ url: receiver.url, secret: SECRET, subscriptions: [1, 2, 3] }, 'subscriptions'],
      [{ url: receiver.url, secret: 'whsec_not base64!!' }, 'secret'],
    ]
    for (const [payload, field] of cases) {
      const reply = await h.call('webhooks.configure', payload, admin)
      assert.equal(reply.status, 400, `${JSON.stringify(payload).slice(0, 80)} → ${reply.status} ${message(reply)}`)
      const named = JSON.stringify((reply as { validation?: unknown }).validation ?? '') + message(reply)
      assert.match(named, new RegExp(field), `the answer names ${field}: ${named}`)
    }
    const noConfig = await h.call('webhooks.send-automation', { message: 'hi' }, admin)
    assert.equal(noConfig.status, 400)
    assert.match(message(noConfig), /not configured/)
  })

  test('configure, read back without the secret, update subscriptions per model', async () => {
    const ok = await h.call('webhooks.configure', { url: receiver.url, secret: SECRET, subscriptions: { tickets: { create: true }, notes: { create: true } } }, admin)
    assert.equal(ok.status, 200, message(ok))
    const again = await h.call('webhooks.configure', { url: receiver.url, secret: SECRET, subscriptions: { tickets: { create: true, update: true }, notes: { create: true } } }, admin)
    assert.equal(again.status, 200)
    const upd = await h.call('webhooks.update', { subscriptionUpdates: { notes: { create: false } } }, admin)
    assert.equal(upd.status, 200, message(upd))
    const conf = await h.call('webhooks.get-configuration', {}, session(businessId, false))
    assert.equal(conf.status, 200)
    assert.deepEqual(body(conf), { url: receiver.url, subscriptions: { tickets: { create: true, update: true } } })
    const list = await h.call('webhooks.getSome', {}, admin)
    assert.equal(list.status, 200)
    const rows = (list as { body: Record<string, unknown>[] }).body
    assert.equal(rows.length, 1, 'one configuration per business')
    assert.equal(rows[0]!.secret, undefined, 'the secret never leaves the service')
    const generic = routeTable.filter((r) => r.collection === 'webhooks' || r.collection === 'webhook_logs')
    assert.ok(generic.length > 0 && generic.every((r) => r.method === 'GET' || r.path.endsWith('bulk-read')), 'no generic writes of webhooks or their log')
  })

  test('a subscribed write is delivered, signed per Standard Webhooks, with the SDK integrity hash; the log says delivered', async () => {
    const before = receiver.received.length
    const ticketA = newObjectId()
    const ticketB = newObjectId()
    await h.publish(businessId, 'notes', 'created', [{ id: newObjectId(), text: 'not subscribed' }])
    await h.publish(businessId, 'tickets', 'deleted', [{ id: ticketA }])
    await h.publish(businessId, 'tickets', 'created', [{ id: ticketA, title: 'First' }, { id: ticketB, title: 'Second' }])
    const got = await until(() => receiver.received.slice(before).find((r) => r.body.includes(ticketB)), 'the delivery')
    const verifier = new Verifier(SECRET)
    const payload = verifier.verify(got.headers, got.body) as Record<string, unknown>
    assert.equal(payload.model, 'tickets')
    assert.equal(payload.type, 'create')
    assert.deepEqual((payload.records as { id: string }[]).map((r) => r.id), [ticketA, ticketB])
    assert.deepEqual(payload.relatedRecords, {})
    assert.equal(payload.integrity, sha256(`${ticketA}${ticketB}${String(payload.timestamp)}${SECRET}`))
    assert.match(String(got.headers['webhook-id']), /^msg_/)
    assert.equal(got.headers['content-type'], 'application/json')

    // the receiver's refusals, each from the spec
    assert.throws(() => new Verifier('another-secret-of-16+').verify(got.headers, got.body), /no matching signature/)
    assert.throws(() => new Verifier(SECRET).verify(got.headers, got.body.replace('First', 'Fir5t')), /no matching signature/)
    assert.throws(() => new Verifier(SECRET).verify(got.headers, got.body, Date.now() + 6 * 60_000), /tolerance/)
    assert.throws(() => verifier.verify(got.headers, got.body), /replayed id/)

    const log = await until(async () => (await h.logs(businessId)).find((l) => l.deliveryId === got.headers['webhook-id'] && l.status === 'delivered'), 'the log row')
    assert.equal(log.responseCode, 200)
    assert.equal(log.attempts, 1)
    assert.equal(log.model, 'tickets')
    assert.equal(log.type, 'create')
    assert.equal((log.attemptLog as unknown[]).length, 1)
    // neither the unsubscribed notes create nor the tickets delete was delivered
    const all = await h.logs(businessId)
    assert.equal(all.filter((l) => l.model === 'notes').length, 0)
    assert.equal(all.filter((l) => l.type === 'delete').length, 0)
  })

  test('a whsec_ secret keys by its base64 bytes', async () => {
    const whsec = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`
    const headers = signedHeaders(whsec, 'msg_1', '{"a":1}', new Date())
    assert.deepEqual(new Verifier(whsec).verify({ ...headers }, '{"a":1}'), { a: 1 })
  })

  test('the automation format; replay resends the same id; another business cannot replay it', async () => {
    const before = receiver.received.length
    const sent = await h.call('webhooks.send-automation', { message: 'Journey step reached', enduserId: newObjectId() }, admin)
    assert.equal(sent.status, 200, message(sent))
    const got = await until(() => receiver.received.slice(before).find((r) => r.body.includes('Journey step reached')), 'the automation delivery')
    const payload = JSON.parse(got.body) as Record<string, unknown>
    assert.equal(payload.type, 'automation')
    assert.equal(payload.integrity, sha256(`Journey step reached${String(payload.timestamp)}${SECRET}`))
    const log = await until(async () => (await h.logs(businessId)).find((l) => l.deliveryId === got.headers['webhook-id'] && l.status === 'delivered'), 'its log')

    const foreign = await h.call('webhook_logs.replay', { id: log.id }, session(newObjectId()))
    assert.equal(foreign.status, 404)
    const notAdmin = await h.call('webhook_logs.replay', { id: log.id }, session(businessId, false))
    assert.equal(notAdmin.status, 403)
    const count = receiver.received.length
    const replay = await h.call('webhook_logs.replay', { id: log.id }, admin)
    assert.equal(replay.status, 200, message(replay))
    const again = await until(() => receiver.received.slice(count).find((r) => r.headers['webhook-id'] === got.headers['webhook-id']), 'the replay')
    assert.equal(again.body, got.body, 'the same body')
    assert.doesNotThrow(() => new Verifier(SECRET).verify(again.headers, again.body))
    await until(async () => (await h.logs(businessId)).find((l) => l.id === log.id && l.attempts === 2 && l.status === 'delivered'), 'the replay logged')
  })

  test('a failed attempt is retried by the durable job across a restart, with the same webhook-id', async () => {
    const before = receiver.received.length
    receiver.statuses.push(500)
    const ticket = newObjectId()
    await h.publish(businessId, 'tickets', 'updated', [{ id: ticket, title: 'Changed' }])
    const first = await until(() => receiver.received.slice(before).find((r) => r.body.includes(ticket)), 'the first attempt')
    await h.stop()
    const stoppedAt = receiver.received.length
    await h.start()
    const retry = await until(() => receiver.received.slice(stoppedAt).find((r) => r.body.includes(ticket)), 'the retry after the restart')
    assert.equal(retry.headers['webhook-id'], first.headers['webhook-id'])
    assert.equal(retry.body, first.body)
    const log = await until(async () => (await h.logs(businessId)).find((l) => l.deliveryId === first.headers['webhook-id'] && l.status === 'delivered'), 'delivered after the retry')
    assert.equal(log.attempts, 2)
    assert.deepEqual((log.attemptLog as { responseCode?: number }[]).map((a) => a.responseCode), [500, 200])
  })
})

describe('webhooks: SSRF refusals when private addresses are not allowed', () => {
  let h: Harness
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const businessId = newObjectId()
  const admin = session(businessId)

  before(async () => {
    receiver = await startReceiver()
    h = await harness({})
  })
  after(async () => {
    await h?.stop()
    await h?.bus.close()
    await h?.db.drop()
    await receiver?.close()
  })

  test('configuring a loopback or private URL is refused, naming url', async () => {
    for (const url of [receiver.url, 'http://localhost:9/x', 'http://10.0.0.8/x', 'http://[::1]:80/x', 'http://[::ffff:127.0.0.1]/x', 'http://169.254.169.254/latest', 'http://2130706433/x']) {
      const reply = await h.call('webhooks.configure', { url, secret: SECRET }, admin)
      assert.equal(reply.status, 400, url)
      assert.match(message(reply), /private or loopback/, url)
    }
  })

  test('a host name that resolves to loopback is refused at delivery, nothing reaches the receiver', async () => {
    const port = new URL(receiver.url).port
    const count = receiver.received.length
    const result = await sendAttempt(`http://localhost:${port}/hooks`, '{}', signedHeaders(SECRET, 'msg_x', '{}', new Date()), { allowPrivate: false, timeoutMs: 5000 })
    assert.equal(result.refused, true, JSON.stringify(result))
    assert.match(result.error ?? '', /private or loopback/)
    assert.equal(receiver.received.length, count)
    const literal = await sendAttempt(`http://127.0.0.1:${port}/hooks`, '{}', signedHeaders(SECRET, 'msg_y', '{}', new Date()), { allowPrivate: false, timeoutMs: 5000 })
    assert.equal(literal.refused, true)
    assert.equal(receiver.received.length, count)
  })

  test('the address rule', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fc00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1']) {
      assert.equal(isPublicAddress(a), false, a)
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) assert.equal(isPublicAddress(a), true, a)
  })

  test('redirects are not followed', async () => {
    // a receiver answering 302 to elsewhere: the attempt ends at the 302, which is not a success
    receiver.statuses.push(302)
    const result = await sendAttempt(receiver.url, '{}', signedHeaders(SECRET, 'msg_z', '{}', new Date()), { allowPrivate: true, timeoutMs: 5000 })
    assert.equal(result.responseCode, 302)
  })
})
