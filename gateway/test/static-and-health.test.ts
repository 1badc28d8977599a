// Standalone static hosting (SPA fallback, cache headers, skipped missing apps), the probes and
// the OpenAPI document.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ErrorMessages } from '@care/contracts/errors'
import { call, startHarness, type Harness } from './harness.ts'

describe('static apps', () => {
  let h: Harness
  let root: string
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-static-'))
    for (const app of ['portal', 'console']) {
      mkdirSync(join(root, app, 'assets'), { recursive: true })
      writeFileSync(join(root, app, 'index.html'), `<html>${app}</html>`)
      writeFileSync(join(root, app, 'assets', 'main.3f2a9c1b7d.js'), `/* ${app} */`)
      writeFileSync(join(root, app, 'remoteEntry.js'), `/* ${app} entry */`)
    }
    h = await startHarness({
      staticApps: [
        { mount: '/', dir: join(root, 'portal') },
        { mount: '/console', dir: join(root, 'console') },
        { mount: '/missing', dir: join(root, 'not-built') },
      ],
    })
  })
  after(async () => {
    await h.close()
    rmSync(root, { recursive: true, force: true })
  })

  test('pages fall back to the app index.html, revalidated', async () => {
    for (const [path, app] of [['/', 'portal'], ['/appointments/123', 'portal'], ['/console', 'console'], ['/console/endusers/1', 'console']]) {
      const r = await call(`${h.url}${path}`)
      assert.equal(r.status, 200, path)
      assert.equal(r.text, `<html>${app}</html>`, path)
      assert.equal(r.headers.get('cache-control'), 'no-cache', path)
    }
  })

  test('hashed assets are immutable; unhashed ones (remoteEntry.js) revalidate', async () => {
    const hashed = await call(`${h.url}/console/assets/main.3f2a9c1b7d.js`)
    assert.equal(hashed.text, '/* console */')
    assert.match(hashed.headers.get('cache-control') ?? '', /immutable/)
    const entry = await call(`${h.url}/remoteEntry.js`)
    assert.equal(entry.text, '/* portal entry */')
    assert.equal(entry.headers.get('cache-control'), 'no-cache')
  })

  test('a missing asset is a JSON 404, not the index page; /v1 never falls back', async () => {
    const missing = await call(`${h.url}/assets/gone.12345678.js`)
    assert.equal(missing.status, 404)
    assert.deepEqual(missing.body, { message: ErrorMessages.routeNotFound })
    const api = await call(`${h.url}/v1/unknown-page`)
    assert.equal(api.status, 404)
    assert.deepEqual(api.body, { message: ErrorMessages.routeNotFound })
  })

  test('an app whose directory does not exist is skipped: its pages reach the root app', async () => {
    assert.equal((await call(`${h.url}/missing/page`)).text, '<html>portal</html>')
  })
})

describe('probes and OpenAPI', () => {
  let h: Harness
  let builds = 0
  before(async () => {
    h = await startHarness({
      openapi: () => {
        builds++
        return { openapi: '3.1.0', info: { title: 'care', version: '1' }, paths: { '/v1/x': {} } }
      },
    })
  })
  after(() => h.close())

  test('GET /v1/openapi.json serves the document, built once', async () => {
    const a = await call(`${h.url}/v1/openapi.json`)
    const b = await call(`${h.url}/v1/openapi.json`)
    assert.equal(a.status, 200)
    assert.equal(a.body.openapi, '3.1.0')
    assert.deepEqual(b.body, a.body)
    assert.equal(builds, 1)
  })

  test('/healthz is alive; /readyz is ready while the readiness subject answers', async () => {
    assert.deepEqual((await call(`${h.url}/healthz`)).body, { status: 'ok' })
    const ready = await call(`${h.url}/readyz`)
    assert.equal(ready.status, 200)
    assert.deepEqual(ready.body, { status: 'ready' })
  })
})

describe('readiness without identity', () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ identity: false })
  })
  after(() => h.close())

  test('/readyz answers 503 when nothing answers the readiness subject', async () => {
    const r = await call(`${h.url}/readyz`)
    assert.equal(r.status, 503)
    assert.deepEqual(r.body, { message: ErrorMessages.serviceUnavailable })
    assert.equal((await call(`${h.url}/healthz`)).status, 200)
  })
})
