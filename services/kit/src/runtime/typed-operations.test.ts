// Handlers typed by their routes (typed-operations.ts) and serveOperations validating bus-only
// routes like /v1 routes. The `@ts-expect-error` lines are the compile-time checks: `tsc` fails if
// a misspelt or missing operation, or a wrong payload type, ever compiles.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { routesOf } from '@care/contracts/routes/define'
import type { identityRoutes } from '@care/contracts/routes/identity'
import { createMemoryBus } from '../bus/memory-bus.ts'
import type { Bus, Subscription } from '../bus/types.ts'
import { createLogger } from './logger.ts'
import type { Operation } from './operation.ts'
import { serveOperations } from './serve.ts'
import { handler, operations, type Handler, type PayloadOf, type RouteOperations } from './typed-operations.ts'

const { call, bus } = routesOf('records')
const widgetRoutes = [
  call({ operation: 'widgets.rename', method: 'POST', path: '/widgets/rename', callers: ['user'], input: z.object({ id: z.string(), name: z.string().trim() }), summary: 'rename' }),
  call({ operation: 'widgets.count', method: 'GET', path: '/widgets/count', callers: ['user'], input: z.object({ limit: z.coerce.number().optional() }), summary: 'count' }),
] as const
const widgetBusRoutes = [
  bus({ operation: 'widgets.recount', input: z.object({ businessId: z.string().max(24) }), output: z.object({ n: z.number() }), summary: 'recount' }),
] as const

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

describe('typed handlers', () => {
  test('a payload has its route input schema type', () => {
    assertType<Equal<PayloadOf<(typeof widgetRoutes)[0]>, { id: string; name: string }>>()
    assertType<Equal<PayloadOf<(typeof widgetRoutes)[1]>, { limit?: number | undefined }>>()
    assertType<Equal<(typeof widgetRoutes)[number]['operation'], 'widgets.rename' | 'widgets.count'>>()
    assertType<Equal<Parameters<Handler<typeof identityRoutes, 'users.configure-inbox'>>[0]['username'], string>>()
    // @ts-expect-error not an operation of identity's routes
    assertType<Equal<Parameters<Handler<typeof identityRoutes, 'users.logn'>>[0], unknown>>()
  })

  test('a map of handlers names every operation, and only those', () => {
    const ops = operations(widgetRoutes)({
      'widgets.rename': async (p) => p.name.toUpperCase(),
      'widgets.count': async (p) => p.limit ?? 0,
    })
    // fits serveOperations' untyped map
    const untyped: Record<string, Operation> = ops
    assert.equal(typeof untyped['widgets.rename'], 'function')

    // @ts-expect-error 'widgets.count' is missing
    operations(widgetRoutes)({ 'widgets.rename': async () => undefined })
    operations(widgetRoutes)({
      'widgets.rename': async () => undefined,
      'widgets.count': async () => undefined,
      // @ts-expect-error misspelt operation
      'widgets.cuont': async () => undefined,
    })
    const typedMap: RouteOperations<typeof widgetRoutes> = {
      // @ts-expect-error the payload has no `title`
      'widgets.rename': async (p) => p.title,
      'widgets.count': async () => 0,
    }
    assert.ok(typedMap)
    // @ts-expect-error a handler for another route's payload
    const wrong: Handler<typeof widgetRoutes, 'widgets.rename'> = async (p: { limit: number }) => p.limit
    assert.ok(wrong)
    const one = handler(widgetBusRoutes[0], async (p) => ({ n: p.businessId.length }))
    assert.equal(typeof one, 'function')
  })

  test('a map of handlers answers what each route promises: no handler opts out', () => {
    const typed = operations(widgetBusRoutes)({ 'widgets.recount': async (p) => ({ n: p.businessId.length }) })
    assert.equal(typeof typed['widgets.recount'], 'function')
    // @ts-expect-error the answer is not what the output schema accepts
    operations(widgetBusRoutes)({ 'widgets.recount': async () => ({ n: 'many' }) })
    const untyped: Handler<typeof widgetBusRoutes, 'widgets.recount', unknown> = async () => ({ n: 1 })
    // @ts-expect-error a handler declared as answering anything does not fit the map
    const map: RouteOperations<typeof widgetBusRoutes> = { 'widgets.recount': untyped }
    assert.ok(map)
  })
})

describe('serveOperations', () => {
  let b: Bus
  let subscription: Subscription
  const calls: unknown[] = []
  before(async () => {
    b = createMemoryBus()
    subscription = await serveOperations({
      bus: b,
      service: 'records',
      routes: widgetRoutes,
      busRoutes: widgetBusRoutes,
      log: createLogger('test', 'silent'),
      operations: operations(widgetRoutes)({
        'widgets.rename': async (p) => p.name,
        'widgets.count': async (p) => ({ limit: p.limit }),
      }),
      internal: operations(widgetBusRoutes)({
        'widgets.recount': async (p) => {
          calls.push(p)
          return { n: 1 }
        },
      }),
    })
  })
  after(async () => {
    await subscription.unsubscribe()
    await b.close()
  })
  const request = (operation: string, payload: unknown) => b.request(`svc.records.${operation}`, { requestId: 'r', payload }, { timeoutMs: 5000 })

  test('a bus-only route refuses an invalid payload with 400 before its handler runs', async () => {
    const reply = await request('widgets.recount', { businessId: 42 })
    assert.equal(reply.status, 400)
    assert.ok('message' in reply && reply.message)
    assert.equal((await request('widgets.recount', { businessId: 'x'.repeat(25) })).status, 400)
    assert.deepEqual(calls, [])
  })

  test('a bus-only route hands its handler the parsed payload', async () => {
    const reply = await request('widgets.recount', { businessId: 'b1', extra: true })
    assert.deepEqual(reply, { status: 200, body: { n: 1 } })
    assert.deepEqual(calls, [{ businessId: 'b1' }])
  })

  test('/v1 routes are validated and parsed as before', async () => {
    assert.equal((await request('widgets.rename', { id: 'w1' })).status, 400)
    assert.deepEqual(await request('widgets.rename', { id: 'w1', name: ' Blue ' }), { status: 200, body: 'Blue' })
    assert.deepEqual(await request('widgets.count', { limit: '3' }), { status: 200, body: { limit: 3 } })
  })

  test('a bus-only operation must be declared, and a declared one must be served', async () => {
    const log = createLogger('test', 'silent')
    const other = createMemoryBus()
    await assert.rejects(
      serveOperations({ bus: other, service: 'records', routes: [], busRoutes: widgetBusRoutes, log, operations: {}, internal: { 'widgets.recount': async () => 1, 'widgets.undeclared': async () => 1 } }),
      /widgets\.undeclared is not declared/,
    )
    await assert.rejects(serveOperations({ bus: other, service: 'records', routes: [], busRoutes: widgetBusRoutes, log, operations: {} }), /no operation for bus-only route \(widgets\.recount\)/)
    await other.close()
  })
})
