import { fireEvent, render, screen, userEvent } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { FileDropArea } from './file-drop-area.tsx'

test("'Select a File', 'Drop to select file' while dragging, '{name} selected!' after a drop", () => {
  const files: File[] = []
  render(<FileDropArea onFile={(file) => files.push(file)} />)
  const area = screen.getByRole('button', { name: 'Select a File' })
  assert.ok(screen.getByText('Select a File'))
  fireEvent.dragOver(area)
  assert.ok(screen.getByText('Drop to select file'))
  const file = new window.File(['%PDF'], 'report.pdf', { type: 'application/pdf' })
  fireEvent.drop(area, { dataTransfer: { files: [file] } })
  assert.ok(screen.getByText('report.pdf selected!'))
  assert.equal(area.getAttribute('aria-label'), 'report.pdf selected!', 'the accessible name follows what is shown')
  assert.equal(files[0]?.name, 'report.pdf')
})

test('dragging away restores the label', () => {
  render(<FileDropArea onFile={() => {}} />)
  const area = screen.getByRole('button', { name: 'Select a File' })
  fireEvent.dragOver(area)
  fireEvent.dragLeave(area)
  assert.ok(screen.getByText('Select a File'))
})

test('choosing through the picker, opened with Enter from the keyboard', async () => {
  const user = userEvent.setup()
  const files: File[] = []
  render(<FileDropArea onFile={(file) => files.push(file)} />)
  const input = screen.getByTestId('file-drop-input') as HTMLInputElement
  let pickerOpened = 0
  input.addEventListener('click', () => void pickerOpened++)
  const area = screen.getByRole('button', { name: 'Select a File' })
  area.focus()
  await user.keyboard('{Enter}')
  assert.equal(pickerOpened, 1)
  await user.upload(input, new window.File(['x'], 'photo.png', { type: 'image/png' }))
  assert.equal(files[0]?.name, 'photo.png')
  assert.ok(screen.getByText('photo.png selected!'))
})

test('disabled: no picker, drops ignored', () => {
  const files: File[] = []
  render(<FileDropArea disabled onFile={(file) => files.push(file)} />)
  const area = screen.getByRole('button', { name: 'Select a File' })
  fireEvent.drop(area, { dataTransfer: { files: [new window.File(['x'], 'a.txt')] } })
  assert.equal(files.length, 0)
  assert.ok(screen.getByText('Select a File'))
})
