import { test } from 'node:test'
import assert from 'node:assert/strict'
import { chartLocation, chartUrl } from './chart-route.ts'

const id = '65f0c0ffee0000000000beef'

test('the patient and the tab come from the path below the base', () => {
  assert.deepEqual(chartLocation(`/console/chart/${id}`, '/console/chart'), { enduserId: id, tab: 'notes' })
  assert.deepEqual(chartLocation(`/console/chart/${id}/care-plans`, '/console/chart/'), { enduserId: id, tab: 'care-plans' })
  assert.deepEqual(chartLocation(`/console/chart/${id}/files/`, '/console/chart'), { enduserId: id, tab: 'files' })
  assert.deepEqual(chartLocation('/console/chart', '/console/chart'), { tab: 'notes' })
  assert.deepEqual(chartLocation('/console/chart/', '/console/chart'), { enduserId: undefined, tab: 'notes' })
  assert.deepEqual(chartLocation('/console/patients/abc', '/console/chart'), { tab: 'notes' })
})

test('an unknown tab shows Notes and says so', () => {
  assert.deepEqual(chartLocation(`/console/chart/${id}/billing`, '/console/chart'), { enduserId: id, tab: 'notes', unknownTab: true })
})

test("a tab's URL", () => {
  assert.equal(chartUrl('/console/chart', id), `/console/chart/${id}`)
  assert.equal(chartUrl('/console/chart/', id, 'observations'), `/console/chart/${id}/observations`)
  assert.equal(chartUrl('/console/chart', 'a b'), '/console/chart/a%20b')
  assert.deepEqual(chartLocation(chartUrl('/console/chart', 'a b', 'tasks'), '/console/chart'), { enduserId: 'a b', tab: 'tasks' })
})
