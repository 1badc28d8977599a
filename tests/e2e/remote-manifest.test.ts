// Standalone serving of remotes, without a browser: which built frontends count as remotes, the
// manifest made from them, and the gateway answering it as a revalidated JSON document.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { staticRouter, type StaticDocument } from '@care/gateway/static'
import { createLogger } from '@care/kit/runtime/logger'
import { builtRemotes, remoteManifest } from '@care/platform/remote-manifest'

describe('remote manifest', () => {
  let root: string
  let server: Server
  let url: string

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'remotes-'))
    const dist = (folder: string, files: Record<string, string>) => {
      mkdirSync(join(root, folder, 'dist'), { recursive: true })
      for (const [name, text] of Object.entries(files)) writeFileSync(join(root, folder, 'dist', name), text)
    }
    dist('portal-home', { 'remoteEntry.js': '/* home */', '217.a1b2c3d4e5f6.js': '/* chunk */' })
    dist('console-patients', { 'remoteEntry.js': '/* patients */' })
    dist('portal-shell', { 'index.html': '<html></html>', 'remoteEntry.js': '/* a shell is never a remote */' })
    dist('portal-settings', { 'index.html': '<html>not built as a remote</html>' })
    mkdirSync(join(root, 'sdk', 'src'), { recursive: true })

    const remotes = builtRemotes(root)
    const doc: StaticDocument = { mount: '/remotes.json', dir: root, document: () => remoteManifest(remotes) }
    const app = express()
    app.use(staticRouter([...remotes.map((r) => ({ mount: `/remotes/${r.folder}`, dir: r.dir })), doc], createLogger('test', 'silent')))
    server = app.listen(0)
    await new Promise((r) => server.once('listening', r))
    url = `http://localhost:${(server.address() as AddressInfo).port}`
  })
  after(() => {
    server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  test('remotes are built folders with a remoteEntry.js that are not shells', () => {
    assert.deepEqual(builtRemotes(root).map((r) => [r.folder, r.name]), [['console-patients', 'console_patients'], ['portal-home', 'portal_home']])
    assert.deepEqual(builtRemotes(join(root, 'missing')), [])
  })

  test('/remotes.json maps federation names to remoteEntry.js URLs, always revalidated', async () => {
    const res = await fetch(`${url}/remotes.json`)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'no-cache')
    assert.deepEqual(await res.json(), {
      console_patients: '/remotes/console-patients/remoteEntry.js',
      portal_home: '/remotes/portal-home/remoteEntry.js',
    })
    assert.equal((await fetch(`${url}/remotes.json`, { method: 'POST' })).status, 404)
    assert.equal((await fetch(`${url}/remotes.json/extra`)).status, 404)
  })

  test('each remote is served at /remotes/<folder>/: the entry revalidated, hashed chunks immutable', async () => {
    const entry = await fetch(`${url}/remotes/portal-home/remoteEntry.js`)
    assert.equal(await entry.text(), '/* home */')
    assert.equal(entry.headers.get('cache-control'), 'no-cache')
    const chunk = await fetch(`${url}/remotes/portal-home/217.a1b2c3d4e5f6.js`)
    assert.match(chunk.headers.get('cache-control') ?? '', /immutable/)
    assert.equal((await fetch(`${url}/remotes/portal-settings/index.html`)).status, 404)
  })
})
