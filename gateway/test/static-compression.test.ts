// Built assets are served compressed: the `.br` / `.gz` the frontend build writes beside each asset
// is answered when the browser accepts it, with the asset's own content type, its cache policy and
// `Vary: Accept-Encoding`; without Accept-Encoding the plain file is answered.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import express from 'express'
import pino from 'pino'
import { acceptedEncodings, staticRouter } from '../src/static.ts'

const SCRIPT = 'console.log("portal");\n'.repeat(500)

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw GET (fetch would decode the body and hide Content-Encoding handling). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('static assets served compressed', () => {
  let root: string
  let url: string
  let close: () => void
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-compression-'))
    const portal = join(root, 'portal')
    mkdirSync(portal, { recursive: true })
    writeFileSync(join(portal, 'index.html'), '<html>portal</html>')
    writeFileSync(join(portal, 'main.3f2a9c1b7d4e.js'), SCRIPT)
    writeFileSync(join(portal, 'main.3f2a9c1b7d4e.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(join(portal, 'main.3f2a9c1b7d4e.js.gz'), gzipSync(SCRIPT))
    writeFileSync(join(portal, 'remoteEntry.js'), SCRIPT)
    writeFileSync(join(portal, 'remoteEntry.js.gz'), gzipSync(SCRIPT))
    const app = express()
    app.use(staticRouter([{ mount: '/', dir: portal }], pino({ level: 'silent' })))
    const server = app.listen(0)
    await new Promise((r) => server.once('listening', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  after(() => {
    close?.()
    rmSync(root, { recursive: true, force: true })
  })

  test('brotli when accepted, with the script content type, immutable caching and Vary', async () => {
    const r = await get(`${url}/main.3f2a9c1b7d4e.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    assert.equal(r.status, 200)
    assert.equal(r.headers['content-encoding'], 'br')
    assert.match(String(r.headers['content-type']), /^text\/javascript/)
    assert.match(String(r.headers['cache-control']), /immutable/)
    assert.match(String(r.headers.vary), /Accept-Encoding/i)
    assert.equal(brotliDecompressSync(r.body).toString(), SCRIPT)
    assert.ok(r.body.length < SCRIPT.length / 10)
  })

  test('gzip when brotli is not accepted, or only gzip was written', async () => {
    const r = await get(`${url}/main.3f2a9c1b7d4e.js`, { 'accept-encoding': 'gzip, deflate' })
    assert.equal(r.headers['content-encoding'], 'gzip')
    assert.match(String(r.headers['content-type']), /^text\/javascript/)
    assert.equal(gunzipSync(r.body).toString(), SCRIPT)
    const entry = await get(`${url}/remoteEntry.js`, { 'accept-encoding': 'br, gzip' })
    assert.equal(entry.headers['content-encoding'], 'gzip')
    assert.equal(entry.headers['cache-control'], 'no-cache')
  })

  test('uncompressed without Accept-Encoding (or with identity only), still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const r = await get(`${url}/main.3f2a9c1b7d4e.js`, headers)
      assert.equal(r.status, 200)
      assert.equal(r.headers['content-encoding'], undefined, JSON.stringify(headers))
      assert.match(String(r.headers['content-type']), /javascript/)
      assert.match(String(r.headers.vary), /Accept-Encoding/i)
      assert.equal(r.body.toString(), SCRIPT)
    }
  })

  test('a missing asset is still a miss, whatever the encoding; pages still fall back', async () => {
    const missing = await get(`${url}/gone.12345678.js`, { 'accept-encoding': 'br' })
    assert.equal(missing.status, 404)
    const page = await get(`${url}/home`, { 'accept-encoding': 'br' })
    assert.equal(page.body.toString(), '<html>portal</html>')
    const traversal = await get(`${url}/..%2f..%2fetc%2fpasswd.js`, { 'accept-encoding': 'br' })
    assert.notEqual(traversal.status, 200)
  })

  test('Accept-Encoding: q-values decide, br first on a tie, * allows both', () => {
    assert.deepEqual(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip'])
    assert.deepEqual(acceptedEncodings('br;q=0.5, gzip'), ['gzip', 'br'])
    assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip'])
    assert.deepEqual(acceptedEncodings('*, br;q=0'), ['gzip'])
    assert.deepEqual(acceptedEncodings('identity'), [])
    assert.deepEqual(acceptedEncodings(undefined), [])
  })
})
