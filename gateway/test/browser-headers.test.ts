// What browsers are told (issue #10 "Browser and operations"): pages carry a Content-Security-Policy
// (scripts from this origin and the manifest's remote origins; no framing by other sites except
// spec 2's embeddable pages), every /v1 answer is `no-store`, and the server's timeouts are its own.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bearer, call, route, startHarness, userSession, type Harness } from './harness.ts'
import { contentSecurityPolicy, isEmbeddable, remoteOrigins } from '../src/content-security.ts'
import { SERVER_TIMEOUTS } from '../src/app.ts'

const directives = (policy: string) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v]))

describe('browser headers', () => {
  let h: Harness
  let root: string
  let manifest: Record<string, string> = { portal_home: '/remotes/portal-home/remoteEntry.js' }
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-csp-'))
    mkdirSync(join(root, 'portal'), { recursive: true })
    writeFileSync(join(root, 'portal', 'index.html'), '<html>portal</html>')
    h = await startHarness({
      routes: [route('records.read', 'GET', '/record-of-a-patient', ['user'])],
      staticApps: [{ mount: '/', dir: join(root, 'portal') }, { mount: '/remotes.json', dir: root, document: () => manifest } as never],
    })
    await h.serve('svc.records.records.read', async () => ({ status: 200, body: { fname: 'Pat' } }))
  })
  after(async () => {
    await h.close()
    rmSync(root, { recursive: true, force: true })
  })

  test("pages: scripts only from here and the remotes' origins; never framed elsewhere", async () => {
    const page = await call(`${h.url}/home`)
    const csp = directives(page.headers.get('content-security-policy') ?? '')
    assert.deepEqual(csp.get('script-src'), ["'self'"])
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"])
    assert.deepEqual(csp.get('object-src'), ["'none'"])
    assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN')
    manifest = { portal_home: 'https://remotes.example.org/portal-home/remoteEntry.js', console_patients: '/remotes/console-patients/remoteEntry.js' }
    const withRemote = directives((await call(`${h.url}/home`)).headers.get('content-security-policy') ?? '')
    assert.deepEqual(withRemote.get('script-src'), ["'self'", 'https://remotes.example.org'])
    assert.deepEqual(withRemote.get('connect-src'), ["'self'", 'https://remotes.example.org'])
  })

  test('embeddable pages (embedded=true, forms, booking) may be framed by a clinic site', async () => {
    for (const path of ['/home?embedded=true', '/link/form?token=x', '/documents/forms/ABC', '/book-an-appointment/p1', '/r/abc']) {
      const res = await call(`${h.url}${path}`)
      assert.deepEqual(directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors'), ['*'], path)
      assert.equal(res.headers.get('x-frame-options'), null, path)
    }
    assert.equal(isEmbeddable('/home', { embedded: 'false' }), false)
  })

  test('the console is never framed, embedded=true or not', async () => {
    for (const path of ['/console?embedded=true', '/console/patients?embedded=true', '/Console/settings?embedded=true', '/console/link/form?embedded=true']) {
      const res = await call(`${h.url}${path}`)
      assert.deepEqual(directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors'), ["'none'"], path)
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', path)
    }
    assert.equal(isEmbeddable('/consoles', { embedded: 'true' }), true, 'only the console itself')
    assert.equal(isEmbeddable('/linked/form', {}), false)
  })

  test('every /v1 answer is no-store, errors included', async () => {
    const token = h.login(userSession('b1'.padEnd(24, '0')))
    const ok = await call(`${h.url}/v1/record-of-a-patient`, { headers: bearer(token) })
    assert.equal(ok.status, 200)
    assert.equal(ok.headers.get('cache-control'), 'no-store')
    assert.equal((await call(`${h.url}/v1/record-of-a-patient`)).headers.get('cache-control'), 'no-store')
    assert.equal((await call(`${h.url}/v1/no-such-call`)).headers.get('cache-control'), 'no-store')
    assert.equal((await call(`${h.url}/v1/record-of-a-patient`)).headers.get('content-security-policy'), null, 'the API is not a page')
  })

  test("the server's timeouts are set, not Node's defaults", () => {
    const server = h.gateway.server
    assert.equal(server.headersTimeout, SERVER_TIMEOUTS.headersTimeoutMs)
    assert.equal(server.requestTimeout, SERVER_TIMEOUTS.requestTimeoutMs)
    assert.equal(server.keepAliveTimeout, SERVER_TIMEOUTS.keepAliveTimeoutMs)
    assert.equal(server.timeout, SERVER_TIMEOUTS.idleSocketMs)
  })

  test('policy and origins, as functions', () => {
    assert.deepEqual(remoteOrigins({ a: 'https://x.org/a/remoteEntry.js', b: 'https://x.org/b/remoteEntry.js', c: '/remotes/c/remoteEntry.js', d: 'not a url' }), ['https://x.org'])
    assert.match(contentSecurityPolicy({ remotes: [], embeddable: false }), /style-src 'self' 'unsafe-inline'/)
  })
})
