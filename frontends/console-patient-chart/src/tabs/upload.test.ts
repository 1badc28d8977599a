import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareApiError } from '@care/sdk'
import { UPLOAD_FAILED, uploadFile, type XhrFactory } from './upload.ts'

class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  status = 0
  responseText = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  opened?: [string, string]
  sent?: FormData
  open(method: string, url: string) {
    this.opened = [method, url]
  }
  send(body: FormData) {
    this.sent = body
  }
  abort() {
    this.onabort?.()
  }
}

function start() {
  const xhr = new FakeXhr()
  const progress: number[] = []
  const handle = uploadFile({ url: 'http://files.test/v1/file-upload/t', fields: { key: 'k', policy: 'p' } }, new File(['hello'], 'note.txt', { type: 'text/plain' }), (f) => progress.push(f), (() => xhr) as unknown as XhrFactory)
  return { xhr, progress, handle }
}

test('the fields first, then the file, posted to the link; progress as bytes leave', async () => {
  const { xhr, progress, handle } = start()
  assert.deepEqual(xhr.opened, ['POST', 'http://files.test/v1/file-upload/t'])
  assert.deepEqual([...(xhr.sent?.keys() ?? [])], ['key', 'policy', 'file'])
  assert.equal((xhr.sent?.get('file') as File).name, 'note.txt')
  xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 5 })
  xhr.status = 204
  xhr.onload?.()
  await handle.done
  assert.deepEqual(progress, [0.4, 1])
})

test("a refusal carries the server's message; a bucket's XML or a dropped connection say 'Failed to upload file'", async () => {
  let s = start()
  s.xhr.status = 413
  s.xhr.responseText = JSON.stringify({ message: 'Please try again with less data or a smaller file.' })
  s.xhr.onload?.()
  await assert.rejects(s.handle.done, (e: unknown) => e instanceof CareApiError && e.status === 413 && e.message === 'Please try again with less data or a smaller file.')
  s = start()
  s.xhr.status = 403
  s.xhr.responseText = '<Error><Code>AccessDenied</Code></Error>'
  s.xhr.onload?.()
  await assert.rejects(s.handle.done, { message: UPLOAD_FAILED })
  s = start()
  s.xhr.onerror?.()
  await assert.rejects(s.handle.done, { message: UPLOAD_FAILED })
})
