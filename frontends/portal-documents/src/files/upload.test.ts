import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from '@care/contracts/constants'
import { fakeApi, fakeRequest, FakeUploadRequest, PATIENT } from '../testing/fake-api.ts'
import { preflightError, refusalMessage, uploadFile, uploadType } from './upload.ts'

const settle = () => new Promise<void>((r) => setImmediate(r))

async function untilSent() {
  for (let i = 0; i < 50 && !FakeUploadRequest.last?.sent; i++) await settle()
  const req = FakeUploadRequest.last
  assert.ok(req?.sent, 'the multipart POST was sent')
  return req
}

describe('uploading a file', () => {
  test('the limit and its message are the server’s', () => {
    assert.equal(preflightError({ size: FILE_MAX_BYTES + 1 }), FILE_TOO_LARGE)
    assert.equal(preflightError({ size: FILE_MAX_BYTES }), undefined)
    assert.equal(preflightError({ size: 10 }), undefined)
  })

  test('a file without a type is sent as application/octet-stream', () => {
    assert.equal(uploadType({ type: '' }), 'application/octet-stream')
    assert.equal(uploadType({ type: 'image/png' }), 'image/png')
  })

  test('refusals read as messages: 413, the gateway’s JSON, a bucket’s XML, nothing at all', () => {
    assert.equal(refusalMessage(413, ''), 'Please try again with less data or a smaller file.')
    assert.equal(refusalMessage(400, JSON.stringify({ message: 'This upload link is invalid or has expired' })), 'This upload link is invalid or has expired')
    assert.equal(refusalMessage(400, '<Error><Code>EntityTooLarge</Code></Error>'), FILE_TOO_LARGE)
    assert.equal(refusalMessage(403, '<Error><Code>AccessDenied</Code></Error>'), 'The upload was refused (403). Please try again.')
    assert.equal(refusalMessage(0, ''), 'No response - please check your Internet connection and try again')
  })

  test('prepare → multipart POST with the fields then the file, progress reported → confirm → the stored record', async () => {
    const { api, client } = fakeApi()
    const progress: number[] = []
    const file = new File(['hello world'], 'letter.txt', { type: 'text/plain' })
    const done = uploadFile(client, PATIENT, file, { onProgress: (f) => progress.push(f), createRequest: fakeRequest })
    const req = await untilSent()
    const prepare = api.calls.find((c) => c.path === '/prepare-file-upload')
    assert.deepEqual(prepare?.body, { name: 'letter.txt', size: 11, type: 'text/plain', enduserId: PATIENT })
    assert.equal(req.method, 'POST')
    assert.match(req.url, /\/v1\/file-upload\//)
    const keys: string[] = []
    req.sent!.forEach((_v, k) => keys.push(k))
    assert.deepEqual(keys, ['key', 'file'], 'the fields come before the file')
    req.progress(5, 10)
    req.answer(204)
    const record = await done
    assert.equal(record.name, 'letter.txt')
    assert.equal(typeof record.confirmedAt, 'string')
    assert.deepEqual(progress, [0, 0.5, 1])
    assert.ok(api.calls.some((c) => c.path === '/files/confirm-upload'))
  })

  test('a refused upload rejects with its message and confirms nothing', async () => {
    const { api, client } = fakeApi()
    const done = uploadFile(client, PATIENT, new File(['x'], 'x.bin'), { createRequest: fakeRequest })
    const req = await untilSent()
    req.answer(413, JSON.stringify({ message: 'Please try again with less data or a smaller file.' }))
    await assert.rejects(done, { message: 'Please try again with less data or a smaller file.' })
    assert.equal(api.calls.some((c) => c.path === '/files/confirm-upload'), false)
  })

  test('the server refusing the type: its message', async () => {
    const { api, client } = fakeApi()
    api.failNext.set('/prepare-file-upload', { status: 400, message: 'Invalid file type' })
    await assert.rejects(uploadFile(client, PATIENT, new File(['x'], 'x.bin', { type: 'weird' }), { createRequest: fakeRequest }), { message: 'Invalid file type' })
  })

  test('cancelling aborts the request', async () => {
    const { client } = fakeApi()
    const controller = new AbortController()
    const done = uploadFile(client, PATIENT, new File(['x'], 'x.bin'), { createRequest: fakeRequest, signal: controller.signal })
    const req = await untilSent()
    controller.abort()
    await assert.rejects(done, { name: 'AbortError' })
    assert.equal(req.aborted, true)
  })
})
