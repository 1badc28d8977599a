import { test } from 'node:test'
import assert from 'node:assert/strict'
import { viewIdIn, withView } from './view-param.ts'

test('the view id is read from and written to the query, keeping the rest of the URL', () => {
  assert.equal(viewIdIn('?view=abc&x=1'), 'abc')
  assert.equal(viewIdIn('?view='), undefined)
  assert.equal(viewIdIn(''), undefined)
  assert.equal(withView('http://h/console/patients?x=1', 'v1'), '/console/patients?x=1&view=v1')
  assert.equal(withView('http://h/console/patients/p1?view=v1', undefined), '/console/patients/p1')
  assert.equal(withView('http://h/console/patients?view=v1', 'v2'), '/console/patients?view=v2')
})
