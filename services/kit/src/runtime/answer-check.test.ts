// Answers checked against their route's output schema (serveOperations' checkAnswers, on under
// NODE_ENV=test): a handler answering a shape the route does not promise gets a 500 and a log line
// naming the operation and the mismatch; with the check off the same answer goes out unchanged.
// The compile-time half: a handler's answer has its route's output schema's type.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { z } from 'zod'
import { routesOf } from '@care/contracts/routes/define'
import { createMemoryBus } from '../bus/memory-bus.ts'
import type { Operation } from './operation.ts'
import { serveOperations } from './serve.ts'
import type { AnswerOf, Handler } from './typed-operations.ts'

const { call } = routesOf('records')
const gadgetRoutes = [
  call({ operation: 'gadgets.get', method: 'GET', path: '/gadgets', callers: ['user'], input: z.object({ wrong: z.boolean().optional() }), output: z.object({ id: z.string(), count: z.number() }), summary: 'get' }),
  call({ operation: 'gadgets.remove', method: 'DELETE', path: '/gadgets', callers: ['user'], input: z.object({}), output: z.object({}).loose(), summary: 'remove' }),
] as const

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

async function serve(checkAnswers: boolean) {
  const lines: string[] = []
  const log = pino({ level: 'error' }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }))
  const bus = createMemoryBus()
  // the wrong answer, as a handler typed loosely could still give it
  const loose: Operation = async (p) => ((p as { wrong?: boolean }).wrong ? { id: 7 } : { id: 'g1', count: 2 })
  const subscription = await serveOperations({
    bus, service: 'records', routes: gadgetRoutes, busRoutes: [], log, checkAnswers,
    operations: { 'gadgets.get': loose, 'gadgets.remove': async () => undefined },
  })
  const request = (operation: string, payload: unknown) => bus.request(`svc.records.${operation}`, { requestId: 'r', payload }, { timeoutMs: 5000 })
  return { lines, request, stop: async () => { await subscription.unsubscribe(); await bus.close() } }
}

describe('answers checked against the output schema', () => {
  test("a handler's answer has its route's output type", () => {
    assertType<Equal<AnswerOf<(typeof gadgetRoutes)[0]>, { id: string; count: number }>>()
    const right: Handler<typeof gadgetRoutes, 'gadgets.get'> = async () => ({ id: 'g1', count: 2 })
    // @ts-expect-error count must be a number: the route's output schema says so
    const wrong: Handler<typeof gadgetRoutes, 'gadgets.get'> = async () => ({ id: 'g1', count: 'two' })
    assert.equal(typeof right, typeof wrong)
  })

  test('with the check on, a wrong shape answers 500 and the log names the operation and the field', async () => {
    const s = await serve(true)
    try {
      assert.deepEqual(await s.request('gadgets.get', {}), { status: 200, body: { id: 'g1', count: 2 } })
      const reply = await s.request('gadgets.get', { wrong: true })
      assert.equal(reply.status, 500)
      const logged = s.lines.join('\n')
      assert.match(logged, /gadgets\.get answered a shape its route's output schema does not promise/)
      assert.match(logged, /id: /)
      assert.match(logged, /count: /)
      // an empty answer (204) promises nothing
      assert.equal((await s.request('gadgets.remove', {})).status, 204)
    } finally {
      await s.stop()
    }
  })

  test('with the check off (production), the same answer goes out as it is', async () => {
    const s = await serve(false)
    try {
      assert.deepEqual(await s.request('gadgets.get', { wrong: true }), { status: 200, body: { id: 7 } })
    } finally {
      await s.stop()
    }
  })
})
