import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fieldsTabReducer, formPageReducer, initialFieldsTab, type FieldsTabAction, type FieldsTabState, type NamedField } from './form-page-state.ts'

const q = (id: string, title: string): NamedField => ({ id, title })
const run = (actions: FieldsTabAction[], from: FieldsTabState = initialFieldsTab()) => actions.reduce(fieldsTabReducer, from)

test("one of the form's dialogs at a time: Send, Details or Delete form, and closed again", () => {
  assert.deepEqual(formPageReducer({}, { type: 'open', dialog: 'send' }), { dialog: 'send' })
  assert.deepEqual(formPageReducer({ dialog: 'send' }, { type: 'open', dialog: 'details' }), { dialog: 'details' })
  assert.deepEqual(formPageReducer({ dialog: 'delete' }, { type: 'close' }), { dialog: undefined })
})

test('the Fields tab starts with nothing open, nothing saving, no error and an empty status line', () => {
  assert.deepEqual(initialFieldsTab(), { adding: false, busy: false, error: '', notice: '' })
})

test('adding a question: the dialog opens; once created it closes, the status says so and the editor opens on it', () => {
  const open = run([{ type: 'add' }])
  assert.equal(open.adding, true)
  assert.equal(run([{ type: 'closeAdd' }], open).adding, false)
  const added = run([{ type: 'added', field: q('f1', 'Your name') }], open)
  assert.deepEqual(added, { adding: false, busy: false, error: '', notice: '"Your name" added', editingId: 'f1' })
  assert.equal(run([{ type: 'closeEditor' }], added).editingId, undefined)
  assert.equal(run([{ type: 'edit', id: 'f2' }], added).editingId, 'f2')
})

test('a move: busy while saved, the last error cleared; then the position counted from 1, or why the order was not saved', () => {
  const saving = run([{ type: 'saving' }], { ...initialFieldsTab(), error: 'earlier' })
  assert.equal(saving.busy, true)
  assert.equal(saving.error, '')
  assert.deepEqual(run([{ type: 'moved', title: 'Age', to: 2 }], saving), { ...saving, busy: false, notice: '"Age" moved to position 3' })
  const failed = run([{ type: 'moveFailed', message: 'Network down' }], saving)
  assert.equal(failed.busy, false)
  assert.equal(failed.error, 'The new order was not saved: Network down')
  assert.equal(run([{ type: 'dismissError' }], failed).error, '')
})

test('a delete: asked first (and cancelled); once done the confirmation closes and the status names the question; a refusal shows its message', () => {
  const asked = run([{ type: 'askDelete', field: q('f3', 'Allergies') }])
  assert.deepEqual(asked.deleting, q('f3', 'Allergies'))
  assert.equal(run([{ type: 'cancelDelete' }], asked).deleting, undefined)
  const done = run([{ type: 'saving' }, { type: 'deleted' }], asked)
  assert.deepEqual(done, { adding: false, busy: false, error: '', notice: '"Allergies" deleted', deleting: undefined })
  const refused = run([{ type: 'saving' }, { type: 'deleteFailed', message: 'This action is not allowed' }], { ...asked, notice: 'before' })
  assert.deepEqual(refused, { adding: false, busy: false, error: 'This action is not allowed', notice: 'before', deleting: undefined })
})
