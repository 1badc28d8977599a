import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createBus } from './index.ts'

test('createBus without a NATS URL gives a working in-process bus', async () => {
  const bus = await createBus({ name: 'unit' })
  await bus.serve('svc.unit.ping', 'unit', async () => ({ status: 200, body: 'pong' }))
  assert.deepEqual(await bus.request('svc.unit.ping', { requestId: 'r', payload: null }), { status: 200, body: 'pong' })
  await bus.close()
})

test('createBus with a NATS URL connects to NATS', { skip: process.env.NATS_URL ? false : 'NATS_URL not set' }, async () => {
  const bus = await createBus({ natsUrl: process.env.NATS_URL, name: 'unit' })
  const subject = `svc.unit${process.pid}.ping`
  await bus.serve(subject, 'unit', async () => ({ status: 200, body: 'pong' }))
  assert.deepEqual(await bus.request(subject, { requestId: 'r', payload: null }, { timeoutMs: 5000 }), { status: 200, body: 'pong' })
  await bus.close()
})
