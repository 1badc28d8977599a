// The generated route list must match contracts: regenerate with `npm run generate -w @care/sdk`.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { routeTable } from '@care/contracts/routes/index'
import { GENERATED_FILE, generateRoutesSource, recordTypeName, routeBaseName } from '../../scripts/generate-routes.ts'
import { namedRoutes } from './routes.ts'

test('src/generated/routes.ts is up to date with the contracts route table', () => {
  assert.equal(readFileSync(GENERATED_FILE, 'utf8'), generateRoutesSource(), 'out of date: run `npm run generate -w @care/sdk`')
})

test('every named route of the table is in the list with its method and path', () => {
  for (const r of namedRoutes) {
    assert.ok(routeTable.some((t) => t.method === r.method && t.path === r.path), `${r.method} ${r.path}`)
  }
  assert.ok(namedRoutes.some((r) => r.name === 'usersLogin' && r.path === '/users/login'))
  assert.ok(!namedRoutes.some((r) => r.path.startsWith('/enduser/')), 'generic calls are under collections, not api')
})

test('names: camelCase path without params; record types from the singular path', () => {
  assert.equal(routeBaseName('/begin-enduser-login-flow'), 'beginEnduserLoginFlow')
  assert.equal(routeBaseName('/journey/:id/states'), 'journeyStates')
  assert.equal(routeBaseName('/users/login'), 'usersLogin')
  assert.equal(recordTypeName('calendar_event_RSVPs'), 'CalendarEventRSVP')
  assert.equal(recordTypeName('endusers'), 'Enduser')
})
