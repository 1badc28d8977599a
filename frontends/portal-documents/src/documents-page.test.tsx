import { fireEvent, render, screen, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { DocumentsPage } from './documents-page.tsx'
import { PAGE_SIZE } from './files/files-section.tsx'
import { fakeApi, fakeRequest, fileRecord, FakeSocket, FakeUploadRequest, PATIENT } from './testing/fake-api.ts'

function setup(files = [fileRecord({ name: 'Lab results.pdf' }), fileRecord({ name: 'My insurance card.png', type: 'image/png', creator: PATIENT })]) {
  window.history.replaceState(null, '', '/documents')
  const { api, client } = fakeApi(files)
  const navigate = (url: string) => {
    window.history.pushState(null, '', url)
    window.dispatchEvent(new window.PopStateEvent('popstate'))
  }
  render(
    <CareProvider client={client}>
      <DocumentsPage navigate={navigate} createRequest={fakeRequest} />
    </CareProvider>,
  )
  return { api, client }
}

const fileNames = () => [...document.querySelectorAll('[id^="documents-file-"] .MuiListItemText-primary')].map((el) => el.textContent)

test('Shared Files lists the patient’s files; the filter shows shared files or their own uploads', async () => {
  const { client } = setup()
  screen.getByRole('heading', { level: 1, name: 'Documents' })
  screen.getByRole('heading', { level: 2, name: 'Shared Files' })
  await waitFor(() => assert.deepEqual(fileNames(), ['My insurance card.png', 'Lab results.pdf'], 'the files are not listed newest first'))
  screen.getByText(/Shared by your care team/)
  const filter = screen.getByLabelText('Show') as HTMLSelectElement
  assert.deepEqual([...filter.options].map((o) => o.text), ['All Files', 'Shared Files', 'Your Uploaded Files'])
  fireEvent.change(filter, { target: { value: 'shared' } })
  assert.deepEqual(fileNames(), ['Lab results.pdf'])
  fireEvent.change(filter, { target: { value: 'uploaded' } })
  assert.deepEqual(fileNames(), ['My insurance card.png'])
  client.close()
})

test('nothing shared yet: the empty state of the filter', async () => {
  const { client } = setup([])
  await screen.findByText('No files yet')
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'shared' } })
  screen.getByText('Your care team has not shared any files with you yet')
  client.close()
})

test('a failed load says so and offers Try again', async () => {
  const { api, client } = setup()
  api.listStatus = 500
  await client.collection('files').load({ sort: 'newFirst', force: true })
  client.resetCaches()
  await screen.findByRole('button', { name: 'Try again' })
  api.listStatus = 200
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.equal(fileNames().length, 2, 'the files are not listed after Try again'))
  client.close()
})

test('Add File → Upload a new file: Upload File waits for a file, shows progress, and the upload is listed as the patient’s own', async () => {
  const { client } = setup([fileRecord({ name: 'Lab results.pdf' })])
  await waitFor(() => assert.equal(fileNames().length, 1, 'the file is not listed'))
  fireEvent.click(screen.getByRole('button', { name: 'Add File' }))
  const dialog = screen.getByRole('dialog', { name: 'Upload a new file' })
  const uploadButton = within(dialog).getByRole('button', { name: 'Upload File' }) as HTMLButtonElement
  assert.equal(uploadButton.disabled, true)
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'referral.pdf', { type: 'application/pdf' })] } })
  within(dialog).getByText('referral.pdf selected!')
  assert.equal(uploadButton.disabled, false)
  fireEvent.click(uploadButton)
  await waitFor(() => assert.ok(FakeUploadRequest.last?.sent, 'the upload was not sent'))
  FakeUploadRequest.last!.progress(3, 4)
  await within(dialog).findByText('Uploading… 75%')
  FakeUploadRequest.last!.answer(204)
  await screen.findByText('referral.pdf was uploaded')
  await waitFor(() => assert.equal(document.querySelector('[role="dialog"]') === null, true, 'the upload dialog is still open'))
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'uploaded' } })
  assert.deepEqual(fileNames(), ['referral.pdf'])
  client.close()
})

test('a refused upload shows why and keeps the dialog open', async () => {
  const { api, client } = setup([])
  await screen.findByText('No files yet')
  api.failNext.set('/prepare-file-upload', { status: 400, message: 'Invalid file type' })
  fireEvent.click(screen.getByRole('button', { name: 'Add File' }))
  const dialog = screen.getByRole('dialog', { name: 'Upload a new file' })
  fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [new File(['x'], 'x.weird')] } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload File' }))
  await within(dialog).findByText('Invalid file type')
  client.close()
})

test('a file opens in the page’s viewer; Back returns to the list with focus on that file', async () => {
  const { client } = setup()
  await waitFor(() => assert.equal(fileNames().length, 2, 'the files are not listed'))
  fireEvent.click(screen.getByText('My insurance card.png'))
  const heading = await screen.findByRole('heading', { level: 1, name: 'My insurance card.png' })
  assert.match(window.location.search, /file=/)
  const img = await screen.findByRole('img', { name: 'My insurance card.png' })
  assert.match(img.getAttribute('src') ?? '', /file-download/)
  assert.equal(document.activeElement, heading)
  screen.getByRole('link', { name: 'Download' })
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  await screen.findByRole('heading', { level: 1, name: 'Documents' })
  assert.equal(window.location.search, '')
  await waitFor(() => assert.equal(document.activeElement?.textContent?.includes('My insurance card.png'), true, 'the focus is not back on the file that was open'))
  client.close()
})

test('a file that cannot be shown is offered for download', async () => {
  const { client } = setup([fileRecord({ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })])
  await waitFor(() => assert.equal(fileNames().length, 1, 'the file is not listed'))
  fireEvent.click(screen.getByText('notes.docx'))
  await screen.findByText('This file cannot be shown here. Download it to open it on your device.')
  const link = await screen.findByRole('link', { name: 'Download' })
  assert.equal(link.getAttribute('download'), 'notes.docx')
  client.close()
})

test('a file shared while the page is open appears once its bytes have arrived (live)', async () => {
  const { client } = setup([])
  await screen.findByText('No files yet')
  await waitFor(() => assert.equal(client.live.state, 'authenticated', 'the live connection is not authenticated'))
  const shared = fileRecord({ name: 'Care summary.pdf', confirmedAt: undefined })
  FakeSocket.last!.push('created-files', [shared])
  FakeSocket.last!.push('updated-files', [{ id: shared.id, confirmedAt: new Date().toISOString() }])
  await waitFor(() => assert.deepEqual(fileNames(), ['Care summary.pdf'], 'the shared file is not listed once its bytes arrived'))
  client.close()
})

test(`many files: ${PAGE_SIZE} at a time, Show more files reveals the next page`, async () => {
  const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => fileRecord({ name: `scan-${i}.pdf` }))
  const { client } = setup(many)
  await waitFor(() => assert.equal(fileNames().length, PAGE_SIZE, 'the first page of files is not shown'))
  screen.getByText(`Showing ${PAGE_SIZE} of ${PAGE_SIZE + 5}`)
  fireEvent.click(screen.getByRole('button', { name: 'Show more files' }))
  assert.equal(fileNames().length, PAGE_SIZE + 5)
  assert.equal(screen.queryByRole('button', { name: 'Show more files' }) === null, true)
  client.close()
})
