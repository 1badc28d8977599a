// Bundles the k6 script (journeys.ts with the journeys it imports) into one JavaScript file k6
// can run: TypeScript stripped, k6's own modules left as imports. Run as a program it writes
// tests/load/k6/dist/journeys.js.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
export const K6_SCRIPT = join(here, 'journeys.ts')
export const K6_BUNDLE = join(here, 'dist', 'journeys.js')

export async function bundleK6Script(): Promise<string> {
  const result = await build({
    entryPoints: [K6_SCRIPT],
    bundle: true,
    write: false,
    format: 'esm',
    // k6's runtime is neither Node nor a browser: nothing of either may be pulled in
    platform: 'neutral',
    target: 'es2020',
    external: ['k6', 'k6/*'],
    logLevel: 'silent',
  })
  return result.outputFiles[0].text
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(dirname(K6_BUNDLE), { recursive: true })
  writeFileSync(K6_BUNDLE, await bundleK6Script())
  console.log(`wrote ${K6_BUNDLE}: k6 run ${K6_BUNDLE}`)
}
