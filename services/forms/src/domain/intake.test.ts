import { test } from 'node:test'
import assert from 'node:assert/strict'
import { intakeUpdates } from './intake.ts'

test('intake answers: text, numbers and choices; address parts; files and signatures left out', () => {
  const fields = [{ id: 'a', intakeField: 'fname' }, { id: 'b', intakeField: 'Address' }, { id: 'c', intakeField: 'photo' }, { id: 'd', intakeField: 'tags' }, { id: 'e' }]
  assert.deepEqual(intakeUpdates(fields, [
    { fieldId: 'a', answer: { value: 'Ada' } }, { fieldId: 'b', answer: { value: { addressLineOne: '1 Main', city: 'X' } } },
    { fieldId: 'c', answer: { value: { name: 'p.png' } } }, { fieldId: 'd', answer: { value: ['x', 'y'] } }, { fieldId: 'e', answer: { value: 'ignored' } },
  ]), { fname: 'Ada', addressLineOne: '1 Main', city: 'X', tags: 'x, y' })
})
