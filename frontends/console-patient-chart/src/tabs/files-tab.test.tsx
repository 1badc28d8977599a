import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { FilesTab } from './files-tab.tsx'
import { newId, seededChart } from '../testing/fake-api.ts'
import type { XhrFactory } from './upload.ts'

/** an upload that moves only when the test says so */
function controlledXhr() {
  const sent: { url?: string; fields?: string[] } = {}
  let xhr!: Record<string, unknown> & { upload: { onprogress?: (e: object) => void }; onload?: () => void; onerror?: () => void; status: number; responseText: string }
  const make = (() => {
    xhr = {
      upload: {},
      status: 0,
      responseText: '',
      open: (_m: string, url: string) => (sent.url = url),
      send: (form: FormData) => (sent.fields = [...form.keys()]),
      abort: () => undefined,
    }
    return xhr
  }) as unknown as XhrFactory
  return { make, sent, progress: (loaded: number, total: number) => xhr.upload.onprogress?.({ lengthComputable: true, loaded, total }), finish: (status: number, body = '') => ((xhr.status = status), (xhr.responseText = body), xhr.onload?.()) }
}

function show(client: CareClient, enduserId: string, makeXhr: XhrFactory) {
  return render(
    <CareProvider client={client}>
      <FilesTab enduserId={enduserId} makeXhr={makeXhr} />
    </CareProvider>,
  )
}

const pick = (file: File) => fireEvent.change(document.querySelector('[data-testid="file-drop-input"]') as HTMLInputElement, { target: { files: [file] } })
const filesList = () => document.querySelector<HTMLElement>('ul[aria-label="Files"]')

test('an upload: prepared for the patient, its progress, then the confirmed file in the list', async () => {
  const { api, enduserId } = seededChart()
  const xhr = controlledXhr()
  show(api.client(), enduserId, xhr.make)
  await screen.findByText('No files yet')
  pick(new File(['Blood pressure log'], 'bp-log.txt', { type: 'text/plain' }))
  await waitFor(() => assert.ok(xhr.sent.url, 'the upload was sent'))
  const prepared = api.requests.find((r) => r.path === '/v1/prepare-file-upload')
  assert.deepEqual(prepared?.body, { name: 'bp-log.txt', size: 18, type: 'text/plain', enduserId })
  // the presigned fields first (the fake's: key), then the file
  assert.deepEqual(xhr.sent.fields, ['key', 'file'])
  xhr.progress(9, 18)
  await screen.findByText('Uploading bp-log.txt: 50%')
  assert.equal(screen.getByRole('progressbar', { name: 'Uploading bp-log.txt' }).getAttribute('aria-valuenow'), '50')
  await waitFor(() => assert.match(filesList()?.textContent ?? '', /Upload not finished/))
  xhr.finish(204)
  await waitFor(() => assert.match(filesList()?.textContent ?? '', /Uploaded/))
  assert.ok(api.requests.some((r) => r.path === '/v1/files/confirm-upload'))
  await screen.findByRole('button', { name: 'Download bp-log.txt' })
  assert.equal(screen.queryByRole('button', { name: 'Preview bp-log.txt' }), null, 'text is not previewed')
})

test("a refused upload says why, or 'Failed to upload file'", async () => {
  const { api, enduserId } = seededChart()
  const xhr = controlledXhr()
  show(api.client(), enduserId, xhr.make)
  await screen.findByText('No files yet')
  pick(new File(['x'], 'scan.bin'))
  await waitFor(() => assert.ok(xhr.sent.url, 'the upload was sent'))
  xhr.finish(413, JSON.stringify({ message: 'Please try again with less data or a smaller file.' }))
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'scan.bin: Please try again with less data or a smaller file.')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss scan.bin' }))
  assert.equal(screen.queryByRole('alert'), null)
})

test('an image previews in the page from a link asked for in-browser display', async () => {
  const { api, enduserId } = seededChart()
  api.data.get('files')!.push({ id: newId(), createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', enduserId, name: 'wound.png', size: 70, type: 'image/png', secureName: 's-wound', confirmedAt: '2026-02-01T00:00:01.000Z' })
  show(api.client(), enduserId, controlledXhr().make)
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview wound.png' }))
  const dialog = screen.getByRole('dialog', { name: 'wound.png' })
  const img = await within(dialog).findByRole('img', { name: 'wound.png' })
  assert.equal(img.getAttribute('src'), 'http://console.test/v1/file-download/s-wound?inline=1')
  const asked = api.requests.find((r) => r.path === '/v1/file-download-URL')
  assert.deepEqual([asked?.query.get('secureName'), asked?.query.get('preferInBrowser')], ['s-wound', 'true'])
})

test('a HEIC photo previews (its link serves a JPEG copy); one the browser cannot draw says so', async () => {
  const { previewKind } = await import('./file-actions.ts')
  assert.deepEqual(['image/heic', 'image/png', 'application/pdf', 'text/plain'].map(previewKind), ['image', 'image', 'pdf', undefined])
  const { api, enduserId } = seededChart()
  api.data.get('files')!.push({ id: newId(), createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', enduserId, name: 'rash.heic', size: 70, type: 'image/heic', secureName: 's-rash', confirmedAt: '2026-02-01T00:00:01.000Z' })
  show(api.client(), enduserId, controlledXhr().make)
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview rash.heic' }))
  const img = await within(screen.getByRole('dialog', { name: 'rash.heic' })).findByRole('img', { name: 'rash.heic' })
  fireEvent.error(img)
  await screen.findByText('This image cannot be shown here yet. Download it to open it.')
})

test("an entry whose upload never finished can be removed (it stayed as 'Upload not finished' for good)", async () => {
  const { api, enduserId } = seededChart()
  api.data.get('files')!.push({ id: newId(), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', enduserId, name: 'abandoned.pdf', size: 10, type: 'application/pdf' })
  show(api.client(), enduserId, controlledXhr().make)
  await waitFor(() => assert.match(filesList()?.textContent ?? '', /abandoned\.pdf.*Upload not finished/))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Remove abandoned.pdf' }))
  await waitFor(() => assert.doesNotMatch(filesList()?.textContent ?? '', /abandoned\.pdf/))
  assert.ok(api.requests.some((r) => r.method === 'DELETE' && /^\/v1\/file\/[0-9a-f]{24}$/.test(r.path)))
  assert.equal(api.data.get('files')!.some((f) => f.name === 'abandoned.pdf'), false)
})
