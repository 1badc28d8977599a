// The Module Federation singletons shared by shells and remotes, each pinned to the exact version
// installed in the workspace (never `requiredVersion: false`): a remote built against another
// React or MUI than the shell's fails loudly at load instead of running two copies.
//
// Only packages that hold state or React context are shared: React, emotion (style cache, theme
// context), MUI's theme and styles layer (@mui/material/styles, @mui/system and the engine under
// it, where ThemeProvider's contexts live) and @care/sdk (one session, one cache). Components are
// not shared — MUI's nor @care/ui's widgets (they hold no context: the theme comes through the
// shared @mui/system): a shared package cannot be tree-shaken, so each build bundles only the
// components it imports. Of @care/ui only `@care/ui/i18n` is shared: it holds the page's i18next
// instance, so the shell and every remote speak the language the patient chose. '@care/sdk/' and '@mui/system/' share every subpath.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export interface SharedEntry {
  singleton: boolean
  requiredVersion: string
  version: string
  strictVersion: true
  shareKey?: string
}

/** package → the entry points shared from it (a trailing slash shares every subpath). */
export const SHARED_PACKAGES: Record<string, readonly string[]> = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  '@mui/material': ['@mui/material/styles'],
  '@mui/system': ['@mui/system', '@mui/system/'],
  '@mui/private-theming': ['@mui/private-theming'],
  '@mui/styled-engine': ['@mui/styled-engine'],
  '@emotion/react': ['@emotion/react'],
  '@emotion/styled': ['@emotion/styled'],
  '@care/sdk': ['@care/sdk', '@care/sdk/'],
  // the page's one i18n instance (language, catalogs); @care/ui's widgets stay unshared
  '@care/ui': ['@care/ui/i18n'],
}

/** The installed version of `pkg` as seen from `fromDir` (the frontend's folder). */
export function installedVersion(pkg: string, fromDir: string): string | undefined {
  const require = createRequire(join(fromDir, 'package.json'))
  try {
    return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version
  } catch {
    // packages whose exports hide package.json (none of ours today): find it beside the entry
    try {
      let dir = dirname(require.resolve(pkg))
      while (dir !== dirname(dir)) {
        try {
          const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
          if (meta.name === pkg) return meta.version
        } catch { /* keep walking up */ }
        dir = dirname(dir)
      }
    } catch { /* not installed */ }
    return undefined
  }
}

/**
 * The `shared` option for ModuleFederationPlugin. Packages not installed for this frontend are left
 * out (a remote that never imports MUI does not need to resolve it).
 */
export function sharedSingletons(fromDir: string, packages: Record<string, readonly string[]> = SHARED_PACKAGES): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {}
  for (const [pkg, keys] of Object.entries(packages)) {
    const version = installedVersion(pkg, fromDir)
    if (!version) continue
    for (const key of keys) shared[key] = { singleton: true, requiredVersion: version, version, strictVersion: true }
  }
  return shared
}

/**
 * The version of a kit module: its package's version, then a hash of the module's source and of the
 * installed versions of what it re-exports from, e.g. `0.1.0-kit.h3f9a0c2b71de` (the letter keeps a hash of digits a valid
 * semver identifier). Two builds share
 * the kit only when both were built from the same file against the same packages.
 */
export function kitVersion(request: string, fromDir: string, packages: readonly string[] = ['@mui/material']): string | undefined {
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]
  const version = installedVersion(pkg, fromDir)
  if (!version) return undefined
  let file: string
  try {
    file = createRequire(join(fromDir, 'package.json')).resolve(request)
  } catch {
    return undefined
  }
  const hash = createHash('sha256').update(readFileSync(file))
  for (const p of packages) hash.update(`\n${p}@${installedVersion(p, fromDir) ?? '-'}`)
  return `${version}-kit.h${hash.digest('hex').slice(0, 12)}`
}

/**
 * Kits: modules that only re-export components (no state, no context of their own), shared between
 * a shell and its remotes so that the components they all use are downloaded once. Not singletons:
 * a remote built from another version of the kit loads its own copy (heavier, still correct), and
 * the exact version (`kitVersion`) keeps a remote from receiving a kit without a component it needs.
 */
export function sharedKits(fromDir: string, requests: readonly string[]): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {}
  for (const request of requests) {
    const version = kitVersion(request, fromDir)
    if (version) shared[request] = { singleton: false, requiredVersion: version, version, strictVersion: true }
  }
  return shared
}
