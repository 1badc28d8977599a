import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ticketsReportOf, type ReportTicket } from './report-of.ts'

const H = 60 * 60 * 1000
const now = 100 * H
const rows: ReportTicket[] = [
  { title: 'Refill', owner: 'u1', createdAt: 0, dueDateInMS: 50 * H },
  { title: 'Refill', createdAt: 0 },
  { title: 'Refill', owner: 'u1', createdAt: 10 * H, closedAt: 14 * H, closedForReason: 'Done' },
  { title: 'Labs', owner: 'u2', createdAt: 0, closedAt: 2 * H, dueDateInMS: 1 * H, closedForReason: 'Done' },
  { title: 'Labs', owner: 'u2', createdAt: 0, closedAt: 4 * H, closedForReason: 'Duplicate' },
]

test('by title: open and closed counts, unassigned, overdue, average time to close', () => {
  const report = ticketsReportOf(rows, now, false)
  assert.equal(report.type, 'default')
  assert.deepEqual(report.data.open, [{ title: 'Refill', count: 2, unassignedCount: 1, overdueCount: 1 }])
  assert.deepEqual(report.data.closed, [
    { title: 'Labs', count: 2, unassignedCount: 0, overdueCount: 1, averageTimeToCloseInMS: 3 * H },
    { title: 'Refill', count: 1, unassignedCount: 0, overdueCount: 0, averageTimeToCloseInMS: 4 * H },
  ])
})

test('by owner: unassigned tickets under an empty id; close reasons per owner', () => {
  const report = ticketsReportOf(rows, now, true)
  assert.equal(report.type, 'by-user')
  if (report.type !== 'by-user') return
  assert.deepEqual(report.data.open.map((r) => [r.userId, r.count]), [['', 1], ['u1', 1]])
  assert.deepEqual(report.data.closedForReason, [
    { userId: 'u1', reason: 'Done', count: 1, averageTimeToCloseInMS: 4 * H },
    { userId: 'u2', reason: 'Done', count: 1, averageTimeToCloseInMS: 2 * H },
    { userId: 'u2', reason: 'Duplicate', count: 1, averageTimeToCloseInMS: 4 * H },
  ])
})
