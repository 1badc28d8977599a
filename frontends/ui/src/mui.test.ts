// The portal's kit (`@care/ui/mui`) is shared between its builds: a component listed there but
// imported from '@mui/material' somewhere in the portal would be bundled a second time (with MUI's
// theme code behind it), which is what the kit exists to avoid.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as kit from './mui.ts'

const FRONTENDS = new URL('../..', import.meta.url).pathname
const PORTAL_SOURCES = ['portal-shell/src', 'portal-home/src', 'portal-settings/src', 'portal-documents/src', 'portal-education/src', 'portal-community/src', 'ui/src', 'remote/src']
const KIT_TYPES = ['ButtonProps', 'SxProps', 'Theme']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(path)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && path !== join(FRONTENDS, 'ui/src/mui.ts') ? [path] : []
  })
}

/** The names a source file imports from '@mui/material' itself (not its subpaths). */
export function namesFromMui(source: string): string[] {
  return [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mui\/material'/g)].flatMap((m) =>
    m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean),
  )
}

test('every name of the kit is a real MUI export', () => {
  for (const [name, value] of Object.entries(kit)) assert.ok(value, name)
  assert.ok(Object.keys(kit).length >= 20)
})

test("portal code takes the kit's components from the kit, never a second copy from '@mui/material'", () => {
  const inKit = new Set([...Object.keys(kit), ...KIT_TYPES])
  const offenders: string[] = []
  for (const folder of PORTAL_SOURCES) {
    for (const file of sources(join(FRONTENDS, folder))) {
      for (const name of namesFromMui(readFileSync(file, 'utf8'))) if (inKit.has(name)) offenders.push(`${file.slice(FRONTENDS.length)}: ${name}`)
    }
  }
  assert.deepEqual(offenders, [], "import these from '@care/ui/mui'")
})

test('the check sees named and type imports', () => {
  assert.deepEqual(namesFromMui("import { Box, type Theme, Link as L } from '@mui/material'\nimport { alpha } from '@mui/material/styles'"), ['Box', 'Theme', 'Link'])
})
