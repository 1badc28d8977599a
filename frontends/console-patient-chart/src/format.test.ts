import { test } from 'node:test'
import assert from 'node:assert/strict'
import { formatBytes, formatDate, fromDateInput, fromDateTimeInput, toDateInput, toDateTimeInput } from './format.ts'

test('dates read the same for everyone; nothing for nothing', () => {
  assert.equal(formatDate('2026-03-05T12:00:00.000Z'), 'Mar 5, 2026')
  assert.equal(formatDate(undefined), '')
  assert.equal(formatDate('not a date'), '')
})

test('date and datetime-local inputs round-trip in the local time zone', () => {
  const iso = fromDateTimeInput('2026-03-05T08:30')
  assert.ok(iso)
  assert.equal(toDateTimeInput(iso), '2026-03-05T08:30')
  assert.equal(fromDateTimeInput(''), undefined)
  const ms = fromDateInput('2026-12-31')
  assert.equal(toDateInput(ms), '2026-12-31')
  assert.equal(fromDateInput('31/12/2026'), undefined)
})

test('sizes', () => {
  assert.equal(formatBytes(512), '512 B')
  assert.equal(formatBytes(1536), '1.5 KB')
  assert.equal(formatBytes(50 * 1024 * 1024), '50 MB')
})
