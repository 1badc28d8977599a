// Files through the gateway on local-disk storage (spec 1 §7 "Files"): prepare → multipart upload
// to the single-use link (streamed, limited to the announced size) → download link; a patient's own
// files only, never one hidden from them; a deleted file's bytes go, and an avatar pointing to it
// is unset. The 5 MB transfer, whose memory is measured in the process serving it, is files-big.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FILE_CREATED_BY_UPLOAD, FILE_NOT_UPLOADED, FILE_UPLOAD_LINK_INVALID } from '@care/contracts/routes/records'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

interface Prepared { presignedUpload: { url: string; fields: Record<string, string> }; file: { id: string; secureName: string; confirmedAt?: string } }

describe('records: files on local disk', () => {
  let dir: string
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
    platform = await startTestPlatform()
    dir = platform.filesDir
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    adminId = staff.user.id
    businessId = staff.user.businessId
  })
  after(async () => {
    await platform?.close()
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
