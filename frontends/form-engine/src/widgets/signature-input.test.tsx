import { act, fireEvent, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { field } from '../testing/fields.ts'
import { alertText, renderField, submitButton } from '../testing/render-field.tsx'
import type { PdfDocument } from './pdf-viewer.tsx'

const page = { getViewport: () => ({ width: 100, height: 140 }), render: () => ({ promise: Promise.resolve() }) }

test('signature: the name box opens after consent; the terms link; the hint; messages in the spec order', async () => {
  const { submitted } = await renderField(field('sig', 'signature', undefined, { title: 'Consent to treat' }))
  const name = screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement
  assert.equal(name.disabled, true)
  screen.getByText('Enter your legal full name to complete the signature')
  assert.match(name.getAttribute('aria-describedby')!, /sig-signature-hint/)
  assert.equal(screen.getByRole('link', { name: 'terms of electronic signature' }).getAttribute('href'), '/e-signature-terms')
  const consent = screen.getByRole('checkbox', { name: /I consent to use electronic signatures/ })
  fireEvent.click(consent)
  assert.equal(name.disabled, false)
  // signed but no name yet
  assert.equal(alertText(), 'Please enter your full name')
  fireEvent.change(name, { target: { value: 'Ann Lee' } })
  assert.equal(alertText(), null)
  fireEvent.click(consent)
  assert.equal(alertText(), 'Please accept the terms of this signature')
  fireEvent.click(consent)
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, { signed: true, fullName: 'Ann Lee' })
})

test("signature with a PDF: 'Loading pdf...', then pages with 'Previous Page' / 'Next Page' and the download link", async () => {
  let open!: (d: PdfDocument) => void
  const urls: string[] = []
  await renderField(field('sig', 'signature', undefined, {}, { pdfAttachment: 'secure-pdf' }), {
    fileUrl: async (secureName) => `https://files.example/${secureName}`,
    loadPdf: (url) => {
      urls.push(url)
      return new Promise((r) => (open = r))
    },
  })
  await screen.findByText('Loading pdf...')
  // the viewer is loaded lazily, then asks for the document
  await waitFor(() => assert.ok(open, 'the document opens'))
  await act(async () => open({ numPages: 2, getPage: async () => page }))
  assert.deepEqual(urls, ['https://files.example/secure-pdf'])
  const previous = (await screen.findByRole('button', { name: 'Previous Page' })) as HTMLButtonElement
  const next = screen.getByRole('button', { name: 'Next Page' }) as HTMLButtonElement
  assert.equal(previous.disabled, true)
  screen.getByText('1 / 2')
  fireEvent.click(next)
  screen.getByText('2 / 2')
  assert.equal(next.disabled, true)
  assert.equal(screen.getByRole('link', { name: 'View in new tab or download here' }).getAttribute('href'), 'https://files.example/secure-pdf')
})

test("signature with an embedded document: 'View document in new tab'", async () => {
  await renderField(field('sig', 'signature', undefined, {}, { signatureUrl: 'https://docs.example/consent' }))
  assert.equal(screen.getByRole('link', { name: 'View document in new tab' }).getAttribute('href'), 'https://docs.example/consent')
})
