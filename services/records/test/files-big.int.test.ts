// A file larger than any buffer through the gateway on local-disk storage: uploaded and downloaded
// whole while the serving process's live memory stays below the file's size; tampered and expired
// download links refused.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

interface Prepared { presignedUpload: { url: string; fields: Record<string, string> }; file: { id: string; secureName: string; confirmedAt?: string } }

// 20 MB here: quick on loopback (about 2 s), and far above what streaming holds at once (under
// 1 MB); the 50 MB transfer and its MB/s are `npm run bench`'s (tests/bench/records.ts).
// BIG_FILE_MB=50 runs this test at that size too.
const MB = 1024 * 1024
const SIZE = Number(process.env.BIG_FILE_MB ?? 20) * MB

describe(`records: a ${SIZE / MB} MB file through the gateway`, () => {
  let platform: TestPlatform
  let admin: Principal

  before(async () => {
    // its own platform: the memory measured is this process's, so the server must run in it
    platform = await startTestPlatform({ fresh: true })
    admin = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(async () => {
    await platform?.close()
  })

  test('uploads and downloads whole, streamed (memory stays well below the file size); tampered and expired links are refused', async () => {
    // a first transfer of the same size warms what the first upload allocates once (parsers, pools,
    // compiled code: up to ~10 MB seen in a full run) so the measured one counts only what it holds
    const warm = (await api<Prepared>(platform.url, admin, 'POST', '/prepare-file-upload', { name: 'warm.bin', size: SIZE, type: 'application/octet-stream' })).body
    const warmBody = multipartStream(SIZE)
    assert.equal(await postStream(warm.presignedUpload.url, warmBody.body, `multipart/form-data; boundary=${warmBody.boundary}`), 204)

    const prepared = (await api<Prepared>(platform.url, admin, 'POST', '/prepare-file-upload', { name: 'scan.bin', size: SIZE, type: 'application/octet-stream' })).body
    const { body, boundary } = multipartStream(SIZE)
    // live memory (after a collection, so garbage of passed-through chunks does not count), sampled
    // while the bytes flow: a server that held the upload whole would reach the file's size
    const used = () => {
      const m = process.memoryUsage()
      return m.heapUsed + m.arrayBuffers
    }
    const live = () => {
      gc()
      return used()
    }
    // a collection frees a dead Buffer's bytes only in its weak callbacks, after the collection
    // itself: what is still counted after a second collection a turn later is held
    const settled = async () => {
      gc()
      await new Promise((resolve) => setImmediate(resolve))
      return live()
    }
    // holding the upload whole means growing by its size at least; streaming holds what is in flight
    // (under 1 MB, settled, in 20 MB runs here). A quarter of the size: a sample above it is settled
    // and measured again, so dead Buffers not yet freed never fail the test (a CI run once failed
    // at 20.0 MB with a single collection, before the weak callbacks had freed them)
    const bound = SIZE / 4
    const before = live()
    let peak = before
    // a collection every sample starved the transfer (115 s for 50 MB): only a sample beyond the
    // bound is collected and measured again, so garbage alone never fails the test
    let settling: Promise<void> | undefined
    const sampler = setInterval(() => {
      if (settling) return
      const now = used()
      if (now - before < bound) {
        peak = Math.max(peak, now)
        return
      }
      settling = settled().then((held) => {
        peak = Math.max(peak, held)
        settling = undefined
      })
    }, 50)
    // node:http with backpressure (undici's fetch would queue a streamed body in memory itself)
    const status = await postStream(prepared.presignedUpload.url, body, `multipart/form-data; boundary=${boundary}`)
    clearInterval(sampler)
    await settling
    assert.equal(status, 204)
    assert.ok(peak - before < bound, `live memory grew by ${((peak - before) / MB).toFixed(1)} MB while ${SIZE / MB} MB went through`)

    const link = await api<{ downloadURL: string }>(platform.url, admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName })
    const download = await fetch(link.body.downloadURL)
    let received = 0
    let mismatch = false
    for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
      for (let i = 0; i < chunk.length; i++) if (chunk[i] !== (received + i) % 251) mismatch = true
      received += chunk.length
    }
    assert.equal(received, SIZE)
    assert.equal(mismatch, false, 'the same bytes came back')

    const token = new URL(link.body.downloadURL).pathname.split('/').at(-1)!
    assert.equal((await fetch(`${platform.url}/v1/file-download/${token.slice(0, -2)}xx`)).status, 400, 'a tampered link')
    const records = platform.running.records as { db: { $executeRawUnsafe(sql: string): Promise<number> } }
    await records.db.$executeRawUnsafe(`UPDATE file_links SET "expiresAt" = now() - interval '1 second' WHERE purpose = 'download'`)
    assert.equal((await fetch(link.body.downloadURL)).status, 400, 'an expired link')
  })
})

/** V8's collector, made callable for this test (the runner does not pass --expose-gc). */
function collector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}
const gc = collector()

/** A multipart body with one `file` part of `size` bytes (byte i = i mod 251), generated as it is read. */
function multipartStream(size: number) {
  const boundary = `care-${Date.now()}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const CHUNK = 256 * 1024
  async function* parts() {
    yield head
    for (let sent = 0; sent < size; sent += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, size - sent))
      for (let i = 0; i < chunk.length; i++) chunk[i] = (sent + i) % 251
      yield chunk
    }
    yield tail
  }
  return { body: Readable.from(parts()), boundary }
}

/** POSTs a stream and answers the status, reading at the pace the server takes it. */
async function postStream(url: string, body: Readable, contentType: string): Promise<number> {
  const req = request(url, { method: 'POST', headers: { 'content-type': contentType } })
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
  await pipeline(body, req)
  return answered
}
