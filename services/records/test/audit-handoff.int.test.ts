// The audit trail's hand-off (bus-only `user-logs.record`): a writer's events reach user_logs
// before it answers, and each event is logged once — whether the hand-off or records' audit-trail
// reaction (the durable path, fed by the writer's outbox) gets there first.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import type { BusEvent } from '@care/contracts/bus'
import { auditBusRoutes } from '@care/contracts/routes/records'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

const [recordRoute] = auditBusRoutes
const objectId = () => randomBytes(12).toString('hex')

describe('records: the audit hand-off is applied once per event', () => {
  let platform: TestPlatform
  let admin: Principal
  let adminId: string
  let businessId: string

  const logsOf = async (resourceId: string) => {
    const res = await api<{ action: string; userId: string }[]>(platform.url, admin, 'GET', '/user-logs', { filter: { resourceId } })
    assert.equal(res.status, 200)
    return res.body
  }
  const viewCreated = (): BusEvent => {
    const id = objectId()
    return {
      id: objectId(), subject: 'evt.enduser_views.created', collection: 'enduser_views', op: 'created', businessId,
      records: [{ id }], actor: { type: 'user', id: adminId }, occurredAt: new Date().toISOString(),
    }
  }
  const handOff = async (events: BusEvent[]) => {
    const reply = await platform.bus.request(recordRoute.subject, { requestId: randomUUID(), payload: { events } })
    assert.equal(reply.status, 200, JSON.stringify(reply))
    return (reply as { body: { applied: number } }).body.applied
  }

  before(async () => {
    platform = await startTestPlatform({ bus: true })
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    adminId = staff.user.id
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test('handed off twice: one entry', async () => {
    const event = viewCreated()
    assert.equal(await handOff([event]), 1)
    assert.equal(await handOff([event]), 0, 'the second time it is already logged')
    const logs = await logsOf(String(event.records[0].id))
    assert.deepEqual(logs.map((l) => [l.action, l.userId]), [['create', adminId]])
  })

  test('logged by the reaction first: the hand-off adds nothing', async () => {
    const event = viewCreated()
    await platform.bus.publish(event)
    const deadline = Date.now() + 15_000
    while (!(await logsOf(String(event.records[0].id))).length) {
      assert.ok(Date.now() < deadline, 'the reaction logs the published event')
      await new Promise((r) => setTimeout(r, 20))
    }
    assert.equal(await handOff([event]), 0)
    assert.equal((await logsOf(String(event.records[0].id))).length, 1)
  })

  test('system work handed off is not logged', async () => {
    const event = { ...viewCreated(), actor: { type: 'system', id: 'records' } }
    assert.equal(await handOff([event]), 1, 'applied (marked processed), writing nothing')
    assert.deepEqual(await logsOf(String(event.records[0].id)), [])
  })
})
