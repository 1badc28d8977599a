// The real route table from contracts mounts: every path is valid for express, literal segments
// are tried before parameters, and private calls refuse anonymous callers before any service.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { routeTable } from '@care/contracts/routes/index'
import { mountOrder, routePaths } from '../src/routes.ts'
import { call, route, startHarness, type Harness } from './harness.ts'

describe('the contracts route table', () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ routes: routeTable })
  })
  after(() => h.close())

  test('every private route answers 401 without a session; /logout-api exists outside /v1', async () => {
    const privateRoutes = routeTable.filter((r) => !r.callers.includes('public'))
    assert.ok(privateRoutes.length > 0)
    for (const r of privateRoutes) {
      const path = routePaths(r)[0].replace(/:(\w+)/g, '0123456789abcdef01234567')
      const res = await call(`${h.url}${path}`, { method: r.method })
      assert.equal(res.status, 401, `${r.method} ${path}`)
    }
    assert.equal((await call(`${h.url}/logout-api`, { method: 'POST' })).status, 401)
  })

  test('literal segments are mounted before parameters', () => {
    const order = mountOrder([route('a', 'GET', '/enduser/:id', ['user']), route('b', 'GET', '/enduser/bulk', ['user'])])
    assert.deepEqual(order.map((r) => r.operation), ['b', 'a'])
  })
})
