import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Observation } from '../records.ts'
import { byObservedDesc, seriesTitle, vitalSeries } from './vitals.ts'

let n = 0
const obs = (type: string | undefined, value: number, unit: string, recordedAt: string, extra: Partial<Observation> = {}): Observation =>
  ({ id: `o${++n}`, enduserId: 'e', type, measurement: { value, unit }, recordedAt, createdAt: '2026-01-01T00:00:00.000Z', ...extra }) as Observation

test('one series per type and unit, points oldest first', () => {
  const series = vitalSeries([
    obs('weight', 90, 'kg', '2026-02-01T00:00:00Z'),
    obs('Weight', 92, 'kg', '2026-01-01T00:00:00Z'),
    obs('weight', 200, 'lb', '2026-01-15T00:00:00Z'),
    obs('blood glucose', 131, 'mg/dL', '2026-01-10T00:00:00Z'),
  ])
  assert.deepEqual(series.map((s) => [s.type, s.unit, s.points.map((p) => p.value)]), [
    ['blood glucose', 'mg/dL', [131]],
    ['weight', 'kg', [92, 90]],
    ['weight', 'lb', [200]],
  ])
  assert.equal(seriesTitle(series[0]), 'Blood glucose (mg/dL)')
})

test('readings entered in error or cancelled, and unreadable ones, are not plotted; no type is "Measurement"', () => {
  const series = vitalSeries([
    obs('weight', 90, 'kg', '2026-02-01T00:00:00Z', { status: 'entered-in-error' }),
    obs('weight', 91, 'kg', '2026-02-02T00:00:00Z', { status: 'cancelled' }),
    obs('weight', Number.NaN, 'kg', '2026-02-03T00:00:00Z'),
    obs('weight', 89, 'kg', 'not a date', { createdAt: 'never' }),
    obs(undefined, 7, '', '2026-02-04T00:00:00Z'),
  ])
  assert.deepEqual(series.map((s) => [seriesTitle(s), s.points.length]), [['Measurement', 1]])
})

test('without recordedAt a reading counts from its creation; the list is newest first', () => {
  const older = obs('weight', 1, 'kg', '2026-01-01T00:00:00Z')
  const created = { ...obs('weight', 2, 'kg', ''), recordedAt: undefined, createdAt: '2026-03-01T00:00:00Z' }
  assert.deepEqual(byObservedDesc([older, created]).map((o) => o.measurement?.value), [2, 1])
  assert.deepEqual(vitalSeries([created, older])[0].points.map((p) => p.value), [1, 2])
})
