import { act, fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { AnswerEntry, SubmittedEntry } from '@care/contracts/forms/index'
import { FormFlow } from './form-flow.tsx'
import type { FormFlowProps } from './types.ts'
import { chain, equals, field, form, root, after } from './testing/fields.ts'

function setup(overrides: Partial<FormFlowProps> & Pick<FormFlowProps, 'fields'>) {
  const submitted: SubmittedEntry[][] = []
  const saved: AnswerEntry[] = []
  const props: FormFlowProps = {
    form,
    onSubmit: async (r) => void submitted.push(r),
    onSaveField: async (e) => void saved.push(e),
    ...overrides,
  }
  render(<FormFlow {...props} />)
  return { submitted, saved }
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const input = (id: string) => document.querySelector(`[data-field-input="${id}"]`) as HTMLInputElement

test('one field per page: Next is disabled while invalid, the error shows once touched, focus moves to the next title', async () => {
  const { saved } = setup({ fields: chain(['name', 'string'], ['email', 'email'], ['notes', 'stringLong', { isOptional: true }]) })
  screen.getByRole('heading', { level: 2, name: /Question name/ })
  assert.equal(screen.queryByRole('heading', { name: /Question email/ }), null)
  screen.getByText('Question 1 of 3')
  // required: '*' beside the title, not read out
  assert.equal(screen.getByRole('heading', { name: /Question name/ }).textContent, 'Question name*')
  assert.equal(button('Next').disabled, true)
  assert.equal(button('Previous').disabled, true)
  // untouched: no error yet
  assert.equal(screen.queryByRole('alert'), null)
  fireEvent.blur(input('name'))
  assert.equal(screen.getByRole('alert').textContent, 'A response is required')
  assert.equal(input('name').getAttribute('aria-describedby'), 'field-error-name')
  fireEvent.change(input('name'), { target: { value: 'Ann' } })
  assert.equal(screen.queryByRole('alert'), null)
  assert.equal(button('Next').disabled, false)
  fireEvent.click(button('Next'))
  const title = screen.getByRole('heading', { level: 2, name: /Question email/ })
  assert.equal(document.activeElement, title)
  screen.getByText('Question 2 of 3')
  // the answer was saved on Next
  assert.deepEqual(saved.map((e) => [e.fieldId, e.answer.value]), [['name', 'Ann']])
  fireEvent.change(input('email'), { target: { value: 'ann@' } })
  assert.equal(screen.getByRole('alert').textContent, 'Enter a valid email')
  fireEvent.click(button('Previous'))
  assert.equal((input('name') as HTMLInputElement).value, 'Ann')
})

test('optional fields, descriptions and groups carry no *', () => {
  setup({ fields: [field('d', 'description', root, { description: 'Welcome' }), field('o', 'string', [after('d')], { isOptional: true })] })
  assert.equal(screen.getByRole('heading', { name: /Question d/ }).textContent, 'Question d')
  screen.getByText('Welcome')
  fireEvent.click(button('Next'))
  assert.equal(screen.getByRole('heading', { name: /Question o/ }).textContent, 'Question o')
  // an optional empty field: Submit is enabled
  assert.equal(button('Submit').disabled, false)
})

test('Enter advances, but not in long text, question groups or choices with Other unless radio', async () => {
  const fields = chain(
    ['a', 'string'],
    ['long', 'stringLong'],
    ['mc', 'multiple_choice', {}, { choices: ['Yes', 'No'], other: true }],
    ['radio', 'multiple_choice', {}, { choices: ['Yes', 'No'], other: true, radio: true }],
    ['last', 'string', { isOptional: true }],
  )
  const { submitted } = setup({ fields })
  fireEvent.change(input('a'), { target: { value: 'x' } })
  fireEvent.keyDown(input('a'), { key: 'Enter' })
  screen.getByRole('heading', { name: /Question long/ })
  const textarea = document.querySelector('textarea[data-field-input="long"]') as HTMLTextAreaElement
  fireEvent.change(textarea, { target: { value: 'line one' } })
  fireEvent.keyDown(textarea, { key: 'Enter' })
  screen.getByRole('heading', { name: /Question long/ })
  fireEvent.click(button('Next'))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Yes' }))
  fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Yes' }), { key: 'Enter' })
  screen.getByRole('heading', { name: /Question mc/ })
  fireEvent.click(button('Next'))
  fireEvent.click(screen.getByRole('radio', { name: 'No' }))
  fireEvent.keyDown(screen.getByRole('radio', { name: 'No' }), { key: 'Enter' })
  screen.getByRole('heading', { name: /Question last/ })
  // Enter on the last page submits
  fireEvent.keyDown(input('last'), { key: 'Enter' })
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0].map((r) => r.fieldId), ['a', 'long', 'mc', 'radio', 'last'])
})

test('Enter does nothing while the field is invalid', () => {
  setup({ fields: chain(['a', 'string'], ['b', 'string']) })
  fireEvent.keyDown(input('a'), { key: 'Enter' })
  screen.getByRole('heading', { name: /Question a/ })
  // and pressing it counts as touching: the reason shows
  screen.getByText('A response is required')
})

test('branches follow the answer; going back takes the branch out of the submission', async () => {
  const fields = [
    field('smoker', 'multiple_choice', root, {}, { choices: ['Yes', 'No'], radio: true }),
    field('howMany', 'number', [equals('smoker', 'Yes')]),
    field('end', 'string', [after('smoker'), after('howMany')], { isOptional: true }),
  ]
  const { submitted } = setup({ fields })
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }))
  fireEvent.click(button('Next'))
  fireEvent.change(input('howMany'), { target: { value: 'ten' } })
  screen.getByText('Please enter a number')
  fireEvent.change(input('howMany'), { target: { value: '10' } })
  fireEvent.click(button('Previous'))
  fireEvent.click(screen.getByRole('radio', { name: 'No' }))
  fireEvent.click(button('Next'))
  screen.getByRole('heading', { name: /Question end/ })
  fireEvent.click(button('Submit'))
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0].map((r) => [r.fieldId, r.answer.value]), [['smoker', ['No']], ['end', '']])
})

test("submit: 'Uploading files...' while files upload, then 'Submitting...', then the thank-you", async () => {
  let finishUpload!: (v: { secureName: string }) => void
  let finishSubmit!: () => void
  const sent: SubmittedEntry[][] = []
  setup({
    fields: chain(['doc', 'file']),
    uploadFile: () => new Promise((r) => (finishUpload = r)),
    onSubmit: (r) => new Promise<void>((resolve) => {
      sent.push(r)
      finishSubmit = resolve
    }),
    thankYouText: 'Thanks, see you soon',
  })
  const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })
  fireEvent.change(screen.getByTestId('file-input-doc'), { target: { files: [file] } })
  screen.getByText('scan.pdf selected!')
  fireEvent.click(button('Submit'))
  await screen.findByRole('button', { name: 'Uploading files...' })
  assert.equal(button('Uploading files...').disabled, true)
  await act(async () => finishUpload({ secureName: 'secure-1' }))
  await screen.findByRole('button', { name: 'Submitting...' })
  assert.deepEqual(sent[0][0].answer, { type: 'file', value: { name: 'scan.pdf', secureName: 'secure-1', type: 'application/pdf' } })
  await act(async () => finishSubmit())
  await screen.findByText('Thanks, see you soon')
})

test("a failed upload shows 'Failed to upload file' (or the error's own message) and keeps the page", async () => {
  let fail: unknown = {}
  setup({ fields: chain(['doc', 'file']), uploadFile: () => Promise.reject(fail) })
  fireEvent.change(screen.getByTestId('file-input-doc'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } })
  fireEvent.click(button('Submit'))
  assert.equal((await screen.findByRole('alert')).textContent, 'Failed to upload file')
  assert.equal(button('Submit').disabled, false)
  fail = new Error('File is too large')
  fireEvent.click(button('Submit'))
  await screen.findByText('File is too large')
})

test('preview mode skips the real submit', async () => {
  const { submitted } = setup({ fields: chain(['a', 'string', { isOptional: true }]), preview: true })
  fireEvent.click(button('Submit'))
  await screen.findByText('Your response was successfully recorded')
  assert.equal(submitted.length, 0)
})

test('no root field: the flow says so', () => {
  setup({ fields: [field('a', 'string', [after('b')])] })
  screen.getByText('Root not found for given fields')
})

test("the browser's leave warning is on until submit", async () => {
  setup({ fields: chain(['a', 'string', { isOptional: true }]) })
  const leave = () => {
    const event = new window.Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }
  assert.equal(leave(), true)
  fireEvent.click(button('Submit'))
  await screen.findByText('Your response was successfully recorded')
  assert.equal(leave(), false)
})

test('a preview never asks before the page is left: it submits nothing', () => {
  setup({ fields: chain(['a', 'string', { isOptional: true }]), preview: true })
  const event = new window.Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  assert.equal(event.defaultPrevented, false)
})

test('the progress indicator can be hidden; file fields are not saved on Next', () => {
  const { saved } = setup({ fields: chain(['doc', 'file', { isOptional: true }], ['b', 'string']), hideProgress: true })
  assert.equal(screen.queryByText(/Question 1 of/), null)
  assert.equal(screen.queryByRole('progressbar'), null)
  fireEvent.click(button('Next'))
  screen.getByRole('heading', { name: /Question b/ })
  assert.equal(saved.length, 0)
})

test('a question group shows its subfields, validates them together and submits them after it', async () => {
  const fields = [
    field('group', 'Question Group', root, {}, { subFields: [{ id: 'first' }, { id: 'last' }] }),
    field('first', 'string', [], { isInGroup: true, title: 'First name' }),
    field('last', 'string', [], { isInGroup: true, title: 'Last name' }),
  ]
  const { submitted } = setup({ fields })
  assert.equal(screen.getByRole('heading', { level: 2 }).textContent, 'Question group')
  screen.getByRole('heading', { level: 3, name: /First name/ })
  assert.equal(button('Submit').disabled, true)
  fireEvent.change(input('first'), { target: { value: 'Ann' } })
  fireEvent.keyDown(input('first'), { key: 'Enter' })
  assert.equal(submitted.length, 0)
  fireEvent.change(input('last'), { target: { value: 'Lee' } })
  fireEvent.click(button('Submit'))
  await waitFor(() => assert.equal(submitted.length, 1))
  assert.deepEqual(submitted[0].map((r) => r.fieldId), ['group', 'first', 'last'])
})

test('a file chosen on a branch the patient then left is not uploaded', async () => {
  const fields = [
    field('hasScan', 'multiple_choice', root, {}, { choices: ['Yes', 'No'], radio: true }),
    field('scan', 'file', [equals('hasScan', 'Yes')]),
    field('end', 'string', [after('hasScan'), after('scan')], { isOptional: true }),
  ]
  const uploaded: string[] = []
  const { submitted } = setup({ fields, uploadFile: async (f) => (uploaded.push(f.name), { secureName: 's' }) })
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }))
  fireEvent.click(button('Next'))
  fireEvent.change(screen.getByTestId('file-input-scan'), { target: { files: [new File(['x'], 'scan.png', { type: 'image/png' })] } })
  fireEvent.click(button('Previous'))
  fireEvent.click(screen.getByRole('radio', { name: 'No' }))
  fireEvent.click(button('Next'))
  fireEvent.click(button('Submit'))
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(uploaded, [])
  assert.deepEqual(submitted[0].map((r) => r.fieldId), ['hasScan', 'end'])
})

test("an answer over the form-level limit ('Response must not exceed 1000 characters', 10000 for long text) cannot pass Next, optional or not", async () => {
  const { saved, submitted } = setup({ fields: chain(['name', 'string'], ['notes', 'stringLong', { isOptional: true }]) })
  fireEvent.change(input('name'), { target: { value: 'a'.repeat(1001) } })
  assert.equal(screen.getByRole('alert').textContent, 'Response must not exceed 1000 characters')
  assert.equal(button('Next').disabled, true)
  fireEvent.change(input('name'), { target: { value: 'a'.repeat(1000) } })
  fireEvent.click(button('Next'))
  await screen.findByRole('heading', { name: /Question notes/ })
  fireEvent.change(input('notes'), { target: { value: 'a'.repeat(10001) } })
  assert.equal(screen.getByRole('alert').textContent, 'Response must not exceed 10000 characters')
  assert.equal(button('Submit').disabled, true)
  fireEvent.change(input('notes'), { target: { value: 'a'.repeat(10000) } })
  fireEvent.click(button('Submit'))
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(saved.map((e) => String(e.answer.value).length), [1000])
  assert.deepEqual(submitted[0]!.map((e) => String(e.answer.value).length), [1000, 10000])
})
