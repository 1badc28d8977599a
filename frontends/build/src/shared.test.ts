import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { installedVersion, kitVersion, sharedKits, sharedSingletons } from './shared.ts'

const portalShell = new URL('../../portal-shell', import.meta.url).pathname

describe('shared singletons', () => {
  test('every shared entry is a strict singleton pinned to the exact installed version', () => {
    const shared = sharedSingletons(portalShell)
    assert.equal(shared.react.requiredVersion, '18.3.1')
    assert.equal(shared['react-dom/client'].requiredVersion, '18.3.1')
    assert.equal(shared['@mui/material/styles'].requiredVersion, installedVersion('@mui/material', portalShell))
    assert.equal(shared['@mui/system/'].requiredVersion, installedVersion('@mui/system', portalShell))
    assert.equal(shared['@care/sdk/'].requiredVersion, installedVersion('@care/sdk', portalShell))
    for (const [key, entry] of Object.entries(shared)) {
      assert.equal(entry.singleton, true, key)
      assert.equal(entry.strictVersion, true, key)
      assert.match(entry.requiredVersion, /^\d+\.\d+\.\d+/, key)
    }
  })

  test("MUI's components are not shared (each build tree-shakes its own); its theme layer is", () => {
    const shared = sharedSingletons(portalShell)
    assert.equal(shared['@mui/material'], undefined)
    for (const key of ['@mui/material/styles', '@mui/system', '@emotion/react', '@emotion/styled', 'react', 'react-dom', '@care/sdk']) assert.ok(shared[key], key)
    // widgets hold no context: each build tree-shakes the ones it uses
    assert.equal(shared['@care/ui'], undefined)
  })

  test("@care/ui/i18n is a singleton: one i18n instance (one language) for the shell and every remote", () => {
    const shared = sharedSingletons(portalShell)
    assert.equal(shared['@care/ui/i18n']?.singleton, true)
    assert.equal(shared['@care/ui/i18n'].requiredVersion, installedVersion('@care/ui', portalShell))
  })

  test('packages a frontend cannot resolve are left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'care-build-'))
    mkdirSync(join(dir, 'node_modules', 'react'), { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{"name":"x"}')
    writeFileSync(join(dir, 'node_modules', 'react', 'package.json'), '{"name":"react","version":"18.3.1","main":"index.js"}')
    writeFileSync(join(dir, 'node_modules', 'react', 'index.js'), '')
    const shared = sharedSingletons(dir, { react: ['react'], 'not-installed-here': ['not-installed-here'] })
    assert.deepEqual(Object.keys(shared), ['react'])
  })

  test('a kit is shared by version of its content: same file and packages, same version; any change, another', () => {
    const dir = mkdtempSync(join(tmpdir(), 'care-kit-'))
    const pkg = join(dir, 'node_modules', '@x', 'ui')
    mkdirSync(join(pkg, 'src'), { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{"name":"app"}')
    writeFileSync(join(pkg, 'package.json'), '{"name":"@x/ui","version":"0.1.0","exports":{".":"./src/mui.js","./*":"./src/*.js"}}')
    writeFileSync(join(pkg, 'src', 'mui.js'), "export { Box } from '@mui/material'\n")
    const first = kitVersion('@x/ui/mui', dir)
    assert.match(first ?? '', /^0\.1\.0-kit\.h[0-9a-f]{12}$/)
    assert.equal(kitVersion('@x/ui/mui', dir), first)
    writeFileSync(join(pkg, 'src', 'mui.js'), "export { Box, Button } from '@mui/material'\n")
    assert.notEqual(kitVersion('@x/ui/mui', dir), first)
    const shared = sharedKits(dir, ['@x/ui/mui', '@x/ui/missing'])
    assert.deepEqual(Object.keys(shared), ['@x/ui/mui'])
    assert.equal(shared['@x/ui/mui'].singleton, false)
    assert.equal(shared['@x/ui/mui'].requiredVersion, shared['@x/ui/mui'].version)
  })

  test("the portal's kit resolves from every portal build with one version", () => {
    const versions = ['portal-shell', 'portal-home', 'portal-settings'].map((f) => kitVersion('@care/ui/mui', new URL(`../../${f}`, import.meta.url).pathname))
    assert.ok(versions[0])
    assert.deepEqual(new Set(versions).size, 1)
  })
})
