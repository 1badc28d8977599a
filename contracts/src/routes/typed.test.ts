// The route declarations keep each operation's literal name and schema types (handlers are typed
// from them), and bus-only routes stay out of everything HTTP: the route table, the OpenAPI document.
// The `@ts-expect-error` lines are checked by `tsc`.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { z } from 'zod'
import { buildOpenApi } from '../openapi.ts'
import { requestSubject } from '../bus.ts'
import { enduserAuthRoutes } from './enduser-auth.ts'
import { IDENTITY_INTERNAL, identityBusRoutes, identityRoutes } from './identity.ts'
import { MESSAGING_INTERNAL, messagingBusRoutes, messagingRoutes } from './messaging.ts'
import { IDS_OF_BUSINESS } from './ids-of-business.ts'
import { busRoutes, routeTable, serviceRoutes } from './index.ts'
import { isBusRoute, isHttpRoute } from './types.ts'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

test('each route keeps its literal operation name and input type', () => {
  type Login = Extract<(typeof identityRoutes)[number], { operation: 'users.login' }>
  assertType<Equal<z.output<Login['input']>['email'], string>>()
  assertType<Equal<z.output<Login['input']>['expirationInSeconds'], number | undefined>>()
  type Merge = Extract<(typeof enduserAuthRoutes)[number], { operation: 'endusers.merge' }>
  assertType<Equal<z.output<Merge['input']>['sourceEnduserId'], string>>()
  type Authenticate = Extract<(typeof identityBusRoutes)[number], { operation: 'sessions.authenticate' }>
  assertType<Equal<z.output<Authenticate['input']>['authorization'], string | undefined>>()
  assertType<Equal<(typeof messagingBusRoutes)[number]['operation'], 'system.send-email' | 'system.send-sms' | 'sms_messages.twilio-webhook'>>()
  // @ts-expect-error no such operation
  const missing: (typeof messagingRoutes)[number]['operation'] = 'dev.mailbx'
  assert.ok(missing)
})

test('bus-only routes are declared with schemas but never in the /v1 table or the OpenAPI document', () => {
  assert.deepEqual(busRoutes.map((r) => r.operation).sort(), ['billing.claim-booking-payment', 'billing.prepare-payment', 'billing.products-for-booking', 'billing.release-booking-payment', 'billing.stripe-webhook', 'calendar_events.cancel-future-for-enduser', 'endusers.apply-intake', 'endusers.for-form', 'endusers.public-booking-session', 'endusers.public-form-session', 'endusers.tally', 'endusers.unsubscribe-link', 'files.authorize-download', 'files.authorize-upload', 'files.uploaded', 'ids-of-business', 'ids-of-business', 'ids-of-business', 'ids-of-business', 'ids-of-business', 'ids-of-business', 'ids-of-business', 'organizations.of-business', 'ping', 'sessions.authenticate', 'sms_messages.twilio-webhook', 'system.send-email', 'system.send-sms', 'user-logs.record', 'users.for-notifications', 'users.for-scheduling', 'webhooks.deliver-automation'])
  for (const r of busRoutes) {
    assert.ok(isBusRoute(r) && !isHttpRoute(r))
    assert.equal(r.subject, requestSubject(r.service, r.operation))
    assert.equal(typeof r.input.safeParse, 'function')
    assert.equal('path' in r || 'method' in r || 'callers' in r, false)
  }
  assert.equal(routeTable.some(isBusRoute), false)
  assert.equal(serviceRoutes.length, routeTable.length + busRoutes.length)
  const operationIds = Object.values(buildOpenApi(serviceRoutes).paths).flatMap((item) => Object.values(item).map((op) => (op as { operationId: string }).operationId))
  for (const r of busRoutes) assert.equal(operationIds.includes(r.operation), false, r.operation)
  assert.deepEqual(buildOpenApi(serviceRoutes), buildOpenApi(routeTable))
})

test('the bus-only operation names others call are declared routes', () => {
  const declared = new Set(busRoutes.map((r) => r.subject))
  for (const name of Object.values(IDENTITY_INTERNAL)) assert.ok(declared.has(requestSubject('identity', name)), name)
  for (const name of Object.values(MESSAGING_INTERNAL)) assert.ok(declared.has(requestSubject('messaging', name)), name)
  // every service owning collections answers reference checks for them (the kit serves it)
  for (const service of ['identity', 'records', 'forms', 'content', 'scheduling', 'messaging', 'billing'] as const) assert.ok(declared.has(requestSubject(service, IDS_OF_BUSINESS)), service)
})

test('a bus-only schema refuses what its handler could not use', () => {
  const [email] = messagingBusRoutes
  assert.equal(email.input.safeParse({ businessId: 'b', to: 'not an address', subject: 's', text: 't', purpose: 'p' }).success, false)
  assert.equal(identityBusRoutes[0].input.safeParse({ authorization: 42 }).success, false)
})
