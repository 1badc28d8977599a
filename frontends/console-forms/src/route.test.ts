import { test } from 'node:test'
import assert from 'node:assert/strict'
import { formsLocation, urlOf } from './route.ts'

test('each screen has its URL, and back', () => {
  const cases = [
    ['/console/forms', { view: 'forms' }],
    ['/console/forms/databases', { view: 'databases' }],
    ['/console/forms/databases/d1', { view: 'database', databaseId: 'd1' }],
    ['/console/forms/f1', { view: 'form', formId: 'f1', tab: 'fields' }],
    ['/console/forms/f1/branching', { view: 'form', formId: 'f1', tab: 'branching' }],
    ['/console/forms/f1/responses', { view: 'form', formId: 'f1', tab: 'responses' }],
  ] as const
  for (const [path, location] of cases) {
    assert.deepEqual(formsLocation(path), location, path)
    assert.equal(urlOf(location), path)
  }
  assert.deepEqual(formsLocation('/console/forms/f1/nonsense'), { view: 'form', formId: 'f1', tab: 'fields' })
  assert.deepEqual(formsLocation('/console/tickets'), { view: 'forms' })
})
