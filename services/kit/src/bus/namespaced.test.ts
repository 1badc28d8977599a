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
  await a.onBroadcast('bcast.x', (d) => got.push(`a:${d}`))
  await b.onBroadcast('bcast.x', (d) => got.push(`b:${d}`))
  await a.broadcast('bcast.x', 1)
  await new Promise((r) => setTimeout(r, 20))
  assert.deepEqual(got, ['a:1'])
  await broker.close()
})

test('namespaces are validated', () => {
  assert.throws(() => namespacedBus(createMemoryBroker().connect(), 'a.b'))
})
