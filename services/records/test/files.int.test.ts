// Files through the gateway on local-disk storage (spec 1 §7 "Files"): prepare → multipart upload
// to the single-use link (streamed, limited to the announced size) → download link; a patient's own
// files only, never one hidden from them; a deleted file's bytes go, and an avatar pointing to it
// is unset.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { FILE_CREATED_BY_UPLOAD, FILE_NOT_UPLOADED, FILE_UPLOAD_LINK_INVALID } from '@care/contracts/routes/records'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

interface Prepared { presignedUpload: { url: string; fields: Record<string, string> }; file: { id: string; secureName: string; confirmedAt?: string } }

describe('records: files on local disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'care-files-'))
  let platform: TestPlatform
  let admin: Principal
  let adminId: string
  let businessId: string

  const call = <T = Record<string, unknown>>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<T>(platform.url, as, method, path, payload)
  const upload = async (p: Prepared['presignedUpload'], bytes: ArrayLike<number>, name = 'note.txt') => {
    const form = new FormData()
    for (const [k, v] of Object.entries(p.fields)) form.append(k, v)
    form.append('file', new Blob([new Uint8Array(bytes)]), name)
    const res = await fetch(p.url, { method: 'POST', body: form })
    return { status: res.status, body: res.status === 204 ? undefined : await res.json() }
  }
  const prepare = async (as: Principal, fields: Record<string, unknown>) => {
    const res = await call<Prepared>(as, 'POST', '/prepare-file-upload', fields)
    assert.equal(res.status, 200, JSON.stringify(res.body))
    return res.body
  }
  const eventually = async (what: string, check: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 15_000
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`${what}: not within 15 s`)
      await new Promise((r) => setImmediate(r))
    }
  }

  before(async () => {
    process.env.FILES_DIR = dir
    platform = await startTestPlatform({ fresh: true })
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    adminId = staff.user.id
    businessId = staff.user.businessId
  })
  after(async () => {
    await platform?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('prepare, upload once, download: the same bytes, name and type', async () => {
    const bytes = new TextEncoder().encode('Blood pressure log\n120/80\n')
    const prepared = await prepare(admin, { name: 'bp-log.txt', size: bytes.length, type: 'text/plain' })
    assert.equal(prepared.presignedUpload.url.startsWith(`${platform.url}/v1/file-upload/`), true)
    assert.equal(prepared.file.confirmedAt, undefined)
    const early = await call(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName })
    assert.deepEqual([early.status, early.body.message], [400, FILE_NOT_UPLOADED])

    assert.equal((await upload(prepared.presignedUpload, bytes)).status, 204)
    const again = await upload(prepared.presignedUpload, bytes)
    assert.deepEqual([again.status, again.body?.message], [400, FILE_UPLOAD_LINK_INVALID], 'the link works once')
    const file = await call(admin, 'GET', `/file/${prepared.file.id}`)
    assert.equal(typeof file.body.confirmedAt, 'string')

    const link = await call<{ downloadURL: string; name: string }>(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName })
    assert.equal(link.body.name, 'bp-log.txt')
    // the link lasts at most 7 days (spec 1 §7): its expiry, as records keeps it
    const token = new URL(link.body.downloadURL).pathname.split('/').at(-1)!
    const records = platform.running.records as { db: { $queryRawUnsafe<T>(sql: string, ...values: unknown[]): Promise<T> } }
    const [row] = await records.db.$queryRawUnsafe<{ expiresAt: Date }[]>('SELECT "expiresAt" FROM file_links WHERE "tokenHash" = $1', createHash('sha256').update(token).digest('hex'))
    const lasts = row!.expiresAt.getTime() - Date.now()
    assert.ok(lasts > 0 && lasts <= 7 * 24 * 3600 * 1000, `the link lasts ${Math.round(lasts / 3600_000)} h`)
    const res = await fetch(link.body.downloadURL)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'text/plain')
    assert.match(res.headers.get('content-disposition') ?? '', /bp-log\.txt/)
    assert.equal(await res.text(), 'Blood pressure log\n120/80\n')
  })

  test('uploads run no script where they are served: only safe types inline, every download sandboxed and never sniffed', async () => {
    const shown: Record<string, string> = {}
    const types = { 'page.html': 'text/html', 'logo.svg': 'image/svg+xml', 'data.xml': 'application/xml', 'photo.png': 'image/png', 'scan.pdf': 'application/pdf', 'note.txt': 'text/plain', 'voice.wav': 'audio/wav' }
    let htmlLink = ''
    for (const [name, type] of Object.entries(types)) {
      const bytes = new TextEncoder().encode('<script>parent.document.title = "owned"</script>')
      const prepared = await prepare(admin, { name, size: bytes.length, type })
      assert.equal((await upload(prepared.presignedUpload, bytes, name)).status, 204)
      const link = await call<{ downloadURL: string }>(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName, preferInBrowser: true })
      const res = await fetch(link.body.downloadURL)
      await res.body?.cancel()
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', name)
      const csp = res.headers.get('content-security-policy') ?? ''
      assert.match(csp, /default-src 'none'/, name)
      shown[name] = `${res.headers.get('content-disposition')!.split(';')[0]}${csp.split(';')[0] === 'sandbox' ? ', sandboxed' : ''}`
      if (type === 'text/html') htmlLink = (await call<{ downloadURL: string }>(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName })).body.downloadURL
    }
    assert.deepEqual(shown, {
      'page.html': 'attachment, sandboxed', 'logo.svg': 'attachment, sandboxed', 'data.xml': 'attachment, sandboxed',
      'photo.png': 'inline, sandboxed', 'scan.pdf': 'inline, sandboxed', 'note.txt': 'inline, sandboxed',
      // a browser's media page cannot play from a sandboxed origin; it runs no script either
      'voice.wav': 'inline',
    })
    // the link's ?inline=1 is not signed: adding it to an HTML file's link changes nothing
    const forced = await fetch(`${htmlLink}${htmlLink.includes('?') ? '&' : '?'}inline=1`)
    await forced.body?.cancel()
    assert.deepEqual([forced.status, forced.headers.get('content-disposition')?.split(';')[0], forced.headers.get('content-security-policy')], [200, 'attachment', "sandbox; default-src 'none'"])
  })

  test('a HEIC photo is converted for display: shown in the browser as JPEG, downloaded as it is; its copy goes with it', async () => {
    const heic = readFileSync(new URL('./fixtures/two-colours.heic', import.meta.url))
    const prepared = await prepare(admin, { name: 'IMG_0001.HEIC', size: heic.length, type: 'image/heic' })
    assert.equal((await upload(prepared.presignedUpload, heic, 'IMG_0001.HEIC')).status, 204)
    const copy = join(dir, `${prepared.file.secureName}.display.jpg`)
    await eventually('the JPEG copy', () => existsSync(copy))

    const shown = await call<{ downloadURL: string; name: string }>(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName, preferInBrowser: true })
    assert.equal(shown.body.name, 'IMG_0001.HEIC', 'the file keeps its name')
    const jpeg = await fetch(shown.body.downloadURL)
    assert.equal(jpeg.headers.get('content-type'), 'image/jpeg')
    assert.match(jpeg.headers.get('content-disposition') ?? '', /inline.*IMG_0001\.jpg/)
    const bytes = new Uint8Array(await jpeg.arrayBuffer())
    assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG')

    const original = await fetch((await call<{ downloadURL: string }>(admin, 'GET', '/file-download-URL', { secureName: prepared.file.secureName })).body.downloadURL)
    assert.equal(original.headers.get('content-type'), 'image/heic')
    assert.deepEqual(Buffer.from(await original.arrayBuffer()), heic, 'a download is the original')

    await call(admin, 'DELETE', `/file/${prepared.file.id}`)
    await eventually('the copy removed', () => !existsSync(copy) && !existsSync(join(dir, prepared.file.secureName)))
  })

  test('an upload beyond the announced size is refused and nothing is kept', async () => {
    const prepared = await prepare(admin, { name: 'small.bin', size: 10, type: 'application/octet-stream' })
    const res = await upload(prepared.presignedUpload, new Uint8Array(64 * 1024))
    assert.equal(res.status, 413)
    assert.equal(existsSync(join(dir, prepared.file.secureName)), false)
    assert.equal((await call(admin, 'GET', `/file/${prepared.file.id}`)).body.confirmedAt, undefined)
    const bad = await call(admin, 'POST', '/prepare-file-upload', { name: 'x', size: 2e9, type: 'text/plain' })
    assert.equal(bad.status, 400)
    assert.equal((await call(admin, 'POST', '/prepare-file-upload', { name: 'x', size: 1, type: 'not a type' })).status, 400)
    const direct = await call(admin, 'POST', '/file', { name: 'x', size: 1, type: 'text/plain' })
    assert.deepEqual([direct.status, direct.body.message], [400, FILE_CREATED_BY_UPLOAD])
    // the generic create-many refuses the call itself, not each item (the SDK expects an error)
    const many = await call(admin, 'POST', '/files', { create: [{ name: 'x', size: 1, type: 'text/plain' }] })
    assert.deepEqual([many.status, many.body.message], [400, 'This action is not allowed'])
    assert.equal((await fetch(`${platform.url}/v1/file-download/not-a-token`)).status, 400)
  })

  test("a patient uploads their own files and reads them, never one hidden from them", async () => {
    const reg = await call<{ authToken: string; enduser: { id: string } }>({}, 'POST', '/register-as-enduser', {
      businessId, email: `f-${Date.now()}@example.com`, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    const patient = { authorization: `Bearer ${reg.body.authToken}` }
    const other = await call<{ id: string }>(admin, 'POST', '/enduser', { fname: 'Other' })
    assert.equal((await call(patient, 'POST', '/prepare-file-upload', { name: 'x.txt', size: 1, type: 'text/plain', enduserId: other.body.id })).status, 403)
    const own = await prepare(patient, { name: 'insurance.txt', size: 3, type: 'text/plain' })
    assert.equal((await upload(own.presignedUpload, new TextEncoder().encode('abc'))).status, 204)
    const shared = await prepare(admin, { name: 'lab.txt', size: 3, type: 'text/plain', enduserId: reg.body.enduser.id })
    await upload(shared.presignedUpload, new TextEncoder().encode('lab'))
    const hidden = await prepare(admin, { name: 'internal.txt', size: 3, type: 'text/plain', enduserId: reg.body.enduser.id })
    await upload(hidden.presignedUpload, new TextEncoder().encode('int'))
    await call(admin, 'PATCH', `/file/${hidden.file.id}`, { updates: { hiddenFromEnduser: true } })

    const mine = await call<{ name: string }[]>(patient, 'GET', '/files')
    assert.deepEqual(mine.body.map((f) => f.name).sort(), ['insurance.txt', 'lab.txt'])
    assert.equal((await call(patient, 'GET', '/file-download-URL', { secureName: shared.file.secureName })).status, 200)
    assert.equal((await call(patient, 'GET', '/file-download-URL', { secureName: hidden.file.secureName })).status, 404)
    assert.equal((await call(patient, 'GET', `/file/${hidden.file.id}`)).status, 404)
  })

  test("deleting a file removes its bytes and unsets an avatar that points to it", async () => {
    const prepared = await prepare(admin, { name: 'me.png', size: 4, type: 'image/png' })
    await upload(prepared.presignedUpload, new Uint8Array([1, 2, 3, 4]), 'me.png')
    const path = join(dir, prepared.file.secureName)
    assert.equal(existsSync(path), true)
    assert.equal((await call(admin, 'PATCH', `/user/${adminId}`, { updates: { avatar: prepared.file.secureName } })).status, 200)
    assert.equal((await call(admin, 'DELETE', `/file/${prepared.file.id}`)).status, 204)
    await eventually('the bytes are gone', () => !existsSync(path))
    await eventually('the avatar is unset', async () => (await call(admin, 'GET', `/user/${adminId}`)).body.avatar === undefined)
  })
})

// 5 MB here keeps the suite quick; the 50 MB transfer and its MB/s are `npm run bench`'s
// (tests/bench/records.ts). BIG_FILE_MB=50 runs this test at that size too.
const MB = 1024 * 1024
const SIZE = Number(process.env.BIG_FILE_MB ?? 5) * MB

describe(`records: a ${SIZE / MB} MB file through the gateway`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'care-files-big-'))
  let platform: TestPlatform
  let admin: Principal

  before(async () => {
    process.env.FILES_DIR = dir
    platform = await startTestPlatform({ fresh: true })
    admin = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(async () => {
    await platform?.close()
    rmSync(dir, { recursive: true, force: true })
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
    // holding the upload whole means growing by its size at least; streaming stays below (in-flight
    // chunks on both sides of this one process peaked at 3.8 MB for 5 MB here)
    const bound = SIZE
    const before = live()
    let peak = before
    // a collection every sample starved the transfer (115 s for 50 MB): only a sample beyond the
    // bound is collected and measured again, so garbage alone never fails the test
    const sampler = setInterval(() => {
      const now = used() - before < bound ? used() : live()
      peak = Math.max(peak, now)
    }, 50)
    // node:http with backpressure (undici's fetch would queue a streamed body in memory itself)
    const status = await postStream(prepared.presignedUpload.url, body, `multipart/form-data; boundary=${boundary}`)
    clearInterval(sampler)
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
