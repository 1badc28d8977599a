import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createMemoryBroker } from './memory-bus.ts'
import { namespacedBus } from './namespaced.ts'

test('two namespaces on one bus never answer each other', async () => {
  const broker = createMemoryBroker()
  const a = namespacedBus(broker.connect(), 'a')
  const b = namespacedBus(broker.connect(), 'b')
  await a.serve('svc.identity.ping', 'identity', async () => ({ status: 200, body: 'a' }))
  await b.serve('svc.identity.ping', 'identity', async () => ({ status: 200, body: 'b' }))
  for (let i = 0; i < 10; i++) {
    assert.deepEqual(await a.request('svc.identity.ping', { requestId: String(i), payload: {} }), { status: 200, body: 'a' })
    assert.deepEqual(await b.request('svc.identity.ping', { requestId: String(i), payload: {} }), { status: 200, body: 'b' })
  }
  await assert.rejects(namespacedBus(broker.connect(), 'c').request('svc.identity.ping', { requestId: 'x', payload: {} }), { status: 503 })
  await broker.close()
})

test('broadcasts stay inside their namespace', async () => {
  const broker = createMemoryBroker()
  const a = namespacedBus(broker.connect(), 'a')
  const b = namespacedBus(broker.connect(), 'b')
  const got: string[] = []
  await a.onBroadcast('bcast.x', (d) => void got.push(`a:${d}`))
  await b.onBroadcast('bcast.x', (d) => void got.push(`b:${d}`))
  await a.broadcast('bcast.x', 1)
  await new Promise((r) => setTimeout(r, 20))
  assert.deepEqual(got, ['a:1'])
  await broker.close()
})

test('namespaces are validated', () => {
  assert.throws(() => namespacedBus(createMemoryBroker().connect(), 'a.b'))
})

test('events stay inside their namespace, and handlers see their usual subject', async () => {
  const broker = createMemoryBroker()
  const a = namespacedBus(broker.connect(), 'a')
  const b = namespacedBus(broker.connect(), 'b')
  const got: string[] = []
  const record = (who: string) => async (e: { id: string; subject: string }) => void got.push(`${who}:${e.id}:${e.subject}`)
  await a.listen('evt.>', record('a-live'))
  await b.listen('evt.tickets.*', record('b-live'))
  await a.subscribeDurable('audit', 'evt.>', record('a-durable'))
  await b.subscribeDurable('audit', 'evt.>', record('b-durable'))
  const event = (id: string) => ({ id, subject: 'evt.tickets.created', collection: 'tickets', op: 'created' as const, businessId: 'b1', records: [{ id }], occurredAt: new Date().toISOString() })
  await a.publish(event('1'))
  await b.publish(event('2'))
  const expected = ['a-durable:1:evt.tickets.created', 'a-live:1:evt.tickets.created', 'b-durable:2:evt.tickets.created', 'b-live:2:evt.tickets.created']
  const turn = () => new Promise((r) => setImmediate(r))
  for (let i = 0; i < 200 && !expected.every((e) => got.includes(e)); i++) await turn()
  // the in-process bus delivers within a few turns: as many again give a stray delivery its chance
  for (let i = 0; i < 50; i++) await turn()
  assert.deepEqual(got.sort(), expected)
  await broker.close()
})
