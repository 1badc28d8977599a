// Bodies above the NATS server's max_payload (1 MB by default) cross the bus both ways: a 3 MB
// request and its 3 MB reply arrive whole, while every message on the wire stays within the limit.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { pino } from 'pino'
import type { Bus } from './types.ts'
import { connectNatsBus } from './nats-bus.ts'

describe('large bodies over NATS', { skip: !process.env.NATS_URL && 'NATS_URL not set' }, () => {
  let bus: Bus
  const subject = `svc.test.large-${randomBytes(4).toString('hex')}`
  before(async () => {
    bus = await connectNatsBus({ servers: process.env.NATS_URL!, name: 'large-test', log: pino({ level: 'silent' }) })
    await bus.serve(subject, 'test', async (req) => ({ status: 200, body: { echoed: (req.payload as { text: string }).text, length: (req.payload as { text: string }).text.length } }))
  })
  after(() => bus?.close())

  test('a 3 MB request and its 3 MB reply arrive whole', async () => {
    const text = randomBytes(1_650_000).toString('base64') // ~2.2 MB of text, ~3 MB as JSON both ways with the echo
    const reply = (await bus.request(subject, { requestId: 'large', payload: { text } })) as { status: number; body: { echoed: string; length: number } }
    assert.equal(reply.status, 200)
    assert.equal(reply.body.length, text.length)
    assert.equal(reply.body.echoed, text)
  })

  test('small bodies still travel inline, many at once', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => bus.request(subject, { requestId: String(i), payload: { text: `n${i}` } })))
    assert.deepEqual(replies.map((r) => (r as { body: { echoed: string } }).body.echoed), Array.from({ length: 20 }, (_, i) => `n${i}`))
  })
})
