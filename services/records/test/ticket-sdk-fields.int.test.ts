// Tickets as the public SDK writes them (issue #19 items 6 and 7): reminders are stored and
// answered, close reasons keep distinct values (duplicates dropped before the length rule).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

describe('records: tickets with the SDK fields', () => {
  let platform: TestPlatform
  let admin: Principal

  const ok = async <T = Record<string, unknown>>(method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(platform.url, admin, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }

  before(async () => {
    platform = await startTestPlatform()
    admin = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(async () => {
    await platform?.close()
  })

  test('reminders are stored and answered', async () => {
    const reminders = [{ msBeforeDueDate: 60_000 }, { msBeforeDueDate: 0, didRemind: true }]
    const ticket = await ok<{ id: string }>('POST', '/ticket', { title: 'Call back', dueDateInMS: Date.now() + 3_600_000, reminders })
    assert.deepEqual((await ok<{ reminders: unknown }>('GET', `/ticket/${ticket.id}`)).reminders, reminders)
  })

  test('close reasons keep distinct values, on create and on update', async () => {
    const ticket = await ok<{ id: string; closeReasons: string[] }>('POST', '/ticket', { title: 'Dups', closeReasons: ['1', '2', '1'] })
    assert.deepEqual(ticket.closeReasons, ['1', '2'])
    const updated = await ok<{ closeReasons: string[] }>('PATCH', `/ticket/${ticket.id}`, { updates: { closeReasons: ['1', '2', '3'] } })
    assert.deepEqual(updated.closeReasons, ['1', '2', '3'])
    // 1,501 values of which 2 distinct: within the 1,000-element limit once duplicates are gone
    const many = await ok<{ closeReasons: string[] }>('PATCH', `/ticket/${ticket.id}`, { updates: { closeReasons: '1,'.repeat(1500).split(',') }, options: { replaceObjectFields: true } })
    assert.deepEqual(many.closeReasons, ['1', ''])
  })
})
