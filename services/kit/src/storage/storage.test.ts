// The storage adapters without a network: the local disk keeps only complete files within their
// size; the S3 adapter signs uploads limited to the announced size and type, and links for the
// address browsers reach.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { createLocalDiskStorage } from './local-disk.ts'
import { createS3Storage } from './s3.ts'
import { TooLargeError } from './types.ts'

const KEY = `${'a'.repeat(24)}/${'b'.repeat(24)}`

test('local disk: a file within its size is stored; beyond it nothing is left behind; foreign keys are refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'care-storage-'))
  try {
    const disk = createLocalDiskStorage(dir)
    assert.deepEqual(await disk.write(KEY, Readable.from([Buffer.from('hello')]), { type: 'text/plain', maxBytes: 5 }), { bytes: 5 })
    assert.equal(await disk.size(KEY), 5)
    const other = `${'a'.repeat(24)}/${'c'.repeat(24)}`
    await assert.rejects(disk.write(other, Readable.from([Buffer.alloc(4), Buffer.alloc(4)]), { type: 'x/y', maxBytes: 6 }), TooLargeError)
    assert.deepEqual(readdirSync(join(dir, 'a'.repeat(24))), ['b'.repeat(24)], 'no partial file stays')
    await assert.rejects(disk.write('../../etc/passwd', Readable.from([]), { type: 'x/y', maxBytes: 1 }), /not a file key/)
    await disk.remove(KEY)
    assert.equal(await disk.read(KEY), undefined)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('S3: a presigned POST limited to the size and type, and links signed for the public address', async () => {
  const s3 = createS3Storage({
    bucket: 'care-files', endpoint: 'http://minio.internal:9000', publicEndpoint: 'http://localhost:9000', accessKeyId: 'key', secretAccessKey: 'secret',
  })
  const upload = await s3.presignedUpload({ key: KEY, type: 'image/png', maxBytes: 1234, expiresInSeconds: 3600 }, 'unused')
  assert.match(upload.url, /^http:\/\/localhost:9000\/care-files/)
  assert.equal(upload.fields.key, KEY)
  assert.equal(upload.fields['Content-Type'], 'image/png')
  const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString()) as { conditions: unknown[] }
  assert.deepEqual(policy.conditions.find((c) => Array.isArray(c) && c[0] === 'content-length-range'), ['content-length-range', 0, 1234])
  const link = new URL(await s3.downloadUrl(KEY, { name: 'scan.png', type: 'image/png', expiresInSeconds: 604800 }, 'unused'))
  assert.equal(link.host, 'localhost:9000')
  assert.equal(link.searchParams.get('X-Amz-Expires'), '604800')
  assert.match(link.searchParams.get('response-content-disposition') ?? '', /attachment; filename\*=UTF-8''scan\.png/)
})
