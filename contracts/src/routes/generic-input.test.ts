// The generic list input refuses a search that is not an object in the SDK's words, without
// echoing markup back (its published suite checks both).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { validationError } from '../values/issues.ts'
import { getSomeInput } from './generic.ts'

const messageFor = (search: unknown) => {
  const r = getSomeInput.safeParse({ search })
  assert.equal(r.success, false)
  return validationError(r.error!).message
}

test("a search that is not an object answers 'Error parsing field search: Expecting an object but got …'", () => {
  assert.equal(messageFor('alert(1)'), 'Error parsing field search: Expecting an object but got alert(1)')
  assert.equal(messageFor(5), 'Error parsing field search: Expecting an object but got 5')
})

test('the refused value is shown without its markup', () => {
  const message = messageFor('<script>alert(1)</script>')
  assert.ok(!message.includes('script'), message)
  assert.ok(message.startsWith('Error parsing field search: Expecting an object but got'), message)
})

test('an object search still needs its query', () => {
  assert.equal(messageFor({}), 'Value not provided for required field: search.query')
  assert.equal(getSomeInput.safeParse({ search: { query: 'ann' } }).success, true)
})
