import { fireEvent, screen, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { field } from '../testing/fields.ts'
import { alertText, renderField, submitButton } from '../testing/render-field.tsx'
import { acceptFor, FILE_LIST_MAX_HEIGHT } from './file-input.tsx'

const pdf = (name = 'scan.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' })

test("file: 'Select a File', then '{name} selected!'; the drop zone works from the keyboard; dragging says 'Drop to select file'", async () => {
  await renderField(field('doc', 'file'))
  const zone = screen.getByRole('button', { name: /Select a File/ })
  assert.equal(zone.tabIndex, 0)
  let clicked = 0
  screen.getByTestId('file-input-doc').addEventListener('click', () => clicked++)
  fireEvent.keyDown(zone, { key: 'Enter' })
  assert.equal(clicked, 1)
  fireEvent.dragOver(zone)
  screen.getByText('Drop to select file')
  fireEvent.drop(zone, { dataTransfer: { files: [png()] } })
  screen.getByText('photo.png selected!')
  assert.equal(alertText(), null)
  assert.equal(submitButton().disabled, false)
})

test("file types: a file of another kind says 'File must have type: {list}'", async () => {
  await renderField(field('doc', 'file', undefined, {}, { validFileTypes: ['PDF'] }))
  assert.equal(screen.getByTestId('file-input-doc').getAttribute('accept'), 'application/pdf,.pdf')
  fireEvent.change(screen.getByTestId('file-input-doc'), { target: { files: [png()] } })
  assert.equal(alertText(), 'File must have type: PDF')
  fireEvent.change(screen.getByTestId('file-input-doc'), { target: { files: [pdf()] } })
  assert.equal(alertText(), null)
  assert.equal(acceptFor(['Image', 'Video', 'csv']), 'image/*,video/*,.csv')
})

test("files: 'Select Files', a list at most 250px high with a remove action per file; all are uploaded on submit", async () => {
  const uploaded: string[] = []
  const { submitted } = await renderField(field('docs', 'files'), {
    uploadFile: async (file) => {
      uploaded.push(file.name)
      return { secureName: `s-${file.name}` }
    },
  })
  screen.getByText('Select Files')
  fireEvent.change(screen.getByTestId('file-input-docs'), { target: { files: [pdf('a.pdf'), pdf('b.pdf')] } })
  fireEvent.change(screen.getByTestId('file-input-docs'), { target: { files: [png('c.png')] } })
  const list = screen.getByTestId('file-list')
  assert.equal(list.style.maxHeight || getComputedStyle(list).maxHeight, FILE_LIST_MAX_HEIGHT)
  assert.deepEqual(within(list).getAllByRole('listitem').map((li) => li.textContent), ['a.pdf', 'b.pdf', 'c.png'])
  fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }))
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(uploaded, ['a.pdf', 'c.png'])
  assert.deepEqual(submitted[0][0].answer.value, [
    { name: 'a.pdf', secureName: 's-a.pdf', type: 'application/pdf' },
    { name: 'c.png', secureName: 's-c.png', type: 'image/png' },
  ])
})

test("files: removing every file brings back 'A file is required'", async () => {
  await renderField(field('docs', 'files'))
  fireEvent.change(screen.getByTestId('file-input-docs'), { target: { files: [pdf('a.pdf')] } })
  fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }))
  assert.equal(alertText(), 'A file is required')
})
