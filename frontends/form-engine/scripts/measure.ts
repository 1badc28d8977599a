// How many bytes the form engine adds to a portal page: esbuild --bundle --minify, ESM, gzip -9,
// with the page's shared singletons external and every import() left out (see bundle-cost.ts).
// Used by `npm run bundle-cost` (the figures) and bundle-budget.test.ts (the 60 kB budget).
import { build, type Plugin } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const shared = [
  'react', 'react/*', 'react-dom', 'react-dom/*', '@emotion/*', '@mui/material/styles', '@mui/system', '@mui/system/*',
  '@mui/private-theming', '@mui/styled-engine', '@care/sdk', '@care/sdk/*',
  // the page's one i18n instance (frontends/build's shared list): the shell loads it, not the engine
  '@care/ui/i18n',
]
const lazyImportsApart: Plugin = {
  name: 'lazy-imports-apart',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
  },
}

export async function gzipOf(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'tsx' },
    bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', jsx: 'automatic',
    external: shared, plugins: [lazyImportsApart], logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

export const KIT = "import * as kit from '@care/ui/mui'; console.log(kit);"
export const ENGINE = "import { FormFlow } from '@care/form-engine'; console.log(FormFlow);"

/** the budget for the engine's first download beyond the shared modules, gzipped */
export const FIRST_DOWNLOAD_BUDGET_BYTES = 60 * 1024

/** what the engine's first download adds to a page that has the kit and the shared modules */
export async function firstDownloadCost() {
  const base = await gzipOf(KIT)
  const first = await gzipOf(KIT + ENGINE)
  return { base, first, added: { min: first.min - base.min, gzip: first.gzip - base.gzip } }
}
