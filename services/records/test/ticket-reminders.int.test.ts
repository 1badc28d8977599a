// Tickets' reminders come due (issue #19 item 6, the SDK's ticket_reminder_tests): nextReminderInMS
// is the earliest reminder not yet reminded (-1 without one or without a due date), set right
// after an update that replaced the reminders, and each reminder is marked didRemind once its time
// has come — the later one only later.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

interface Ticket { id: string; dueDateInMS?: number; nextReminderInMS?: number; reminders?: { msBeforeDueDate: number; didRemind?: boolean }[] }

describe('records: ticket reminders', () => {
  let platform: TestPlatform
  let admin: Principal

  const ok = async (method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Ticket>(platform.url, admin, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  /** the ticket once `done` holds (a guard against hanging, not a timing assertion) */
  const eventually = async (id: string, done: (t: Ticket) => boolean, what: string) => {
    let last: Ticket | undefined
    for (let i = 0; i < 300; i++) {
      last = await ok('GET', `/ticket/${id}`)
      if (done(last)) return last
      await new Promise((r) => setTimeout(r, 100))
    }
    assert.fail(`${what}: ${JSON.stringify(last)}`)
  }

  before(async () => {
    platform = await startTestPlatform()
    admin = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(async () => {
    await platform?.close()
  })

  test('nextReminderInMS: -1 without reminders or due date, the earliest pending one otherwise', async () => {
    const due = Date.now() + 86_400_000
    assert.equal((await ok('POST', '/ticket', { title: 't' })).nextReminderInMS, -1, 'no reminders')
    assert.equal((await ok('POST', '/ticket', { title: 't', reminders: [{ msBeforeDueDate: 0 }] })).nextReminderInMS, -1, 'no due date')
    assert.equal((await ok('POST', '/ticket', { title: 't', nextReminderInMS: 5, reminders: [] })).nextReminderInMS, -1, 'a value sent is ignored')
    const ticket = await ok('POST', '/ticket', { title: 't', dueDateInMS: due, reminders: [{ msBeforeDueDate: 1000 }, { msBeforeDueDate: 7000 }, { msBeforeDueDate: 9000, didRemind: true }] })
    assert.equal(ticket.nextReminderInMS, due - 7000)
    const unset = await ok('PATCH', `/ticket/${ticket.id}`, { updates: { dueDateInMS: null } })
    assert.deepEqual([unset.dueDateInMS, unset.nextReminderInMS], [undefined, -1], 'no due date, no reminder')
    await ok('PATCH', `/ticket/${ticket.id}`, { updates: { dueDateInMS: due } })
    const cleared = await ok('PATCH', `/ticket/${ticket.id}`, { updates: { dueDateInMS: '' } })
    assert.deepEqual([cleared.dueDateInMS, cleared.nextReminderInMS], [undefined, -1], "'' clears the due date as null does (the SDK's ticket_reminder_tests)")
    const bad = await api(platform.url, admin, 'PATCH', `/ticket/${ticket.id}`, { updates: { dueDateInMS: 'soon' } })
    assert.equal(bad.status, 400, JSON.stringify(bad.body))
    assert.match(JSON.stringify(bad.body), /Not a valid number/)
    const appended = await ok('PATCH', `/ticket/${ticket.id}`, { updates: { dueDateInMS: due, reminders: [{ msBeforeDueDate: 8000 }] } })
    assert.equal(appended.nextReminderInMS, due - 8000, 'reminders given are appended by default')
    await ok('PATCH', `/ticket/${ticket.id}`, { updates: { reminders: [{ msBeforeDueDate: 2000 }] }, options: { replaceObjectFields: true } })
    await eventually(ticket.id, (t) => t.nextReminderInMS === due - 2000, 'replaced reminders: set right after the update')
  })

  test('each reminder is marked reminded once its time has come, the later one only later', async () => {
    const due = Date.now()
    const ticket = await ok('POST', '/ticket', { title: 't', dueDateInMS: due, reminders: [{ msBeforeDueDate: 0 }, { msBeforeDueDate: -3000 }] })
    assert.equal(ticket.nextReminderInMS, due)
    const first = await eventually(ticket.id, (t) => t.reminders?.[0]?.didRemind === true, 'the first reminder')
    assert.deepEqual([first.reminders?.[1]?.didRemind, first.nextReminderInMS], [undefined, due + 3000], 'the later one is still pending')
    const both = await eventually(ticket.id, (t) => t.reminders?.[1]?.didRemind === true, 'the second reminder')
    assert.equal(both.nextReminderInMS, -1)
    assert.ok(Date.now() >= due + 3000, 'the second reminder came no earlier than its time')
  })
})
