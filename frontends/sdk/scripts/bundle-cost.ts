// Prints what a browser pays (esbuild --bundle --minify, then gzip) for: the contracts route
// table, the SDK's main entry, its React entry and its helpers. The numbers decided that the SDK
// ships a generated route list instead of importing the route table (README "Bundle cost").
//   npm run bundle-cost -w @care/sdk
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

const entries: Record<string, string> = {
  'contracts routeTable': "import { routeTable } from '@care/contracts/routes/index'; console.log(routeTable.length)",
  '@care/sdk': "import { createCareClient } from '@care/sdk'; console.log(createCareClient)",
  '@care/sdk/react (react external)': "import * as r from '@care/sdk/react'; console.log(r)",
  '@care/sdk/helpers': "import * as h from '@care/sdk/helpers'; console.log(h)",
}

for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  console.log(`${name.padEnd(36)} ${(code.length / 1024).toFixed(1).padStart(7)} kB min  ${(gzipSync(code).length / 1024).toFixed(1).padStart(6)} kB gzip`)
}
