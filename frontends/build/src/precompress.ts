// Precompression at build time: beside every text asset of dist/ a `.br` (brotli, best quality)
// and a `.gz` (gzip level 9), written once here instead of compressing on every request. The
// gateway (gateway/src/static.ts) answers the precompressed file the browser accepts; nginx does the
// same with `gzip_static` / `brotli_static`. A compressed copy that saves nothing is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Files worth compressing: scripts, styles, pages, manifests, SVG, source maps. */
export const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt|map)$/i
/** Below this size the headers cost more than the bytes saved. */
export const MIN_BYTES = 1024

export interface Precompressed {
  files: number
  bytes: number
  brBytes: number
  gzBytes: number
}

export function compressBoth(body: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gz: gzipSync(body, { level: 9 }),
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir`. */
export function precompressDir(dir: string): Precompressed {
  const total: Precompressed = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 }
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
  for (const f of files) {
    const path = join(f.parentPath, f.name)
    const body = readFileSync(path)
    if (body.length < MIN_BYTES) continue
    const { br, gz } = compressBoth(body)
    total.files++
    total.bytes += body.length
    if (br.length < body.length) {
      writeFileSync(`${path}.br`, br)
      total.brBytes += br.length
    }
    if (gz.length < body.length) {
      writeFileSync(`${path}.gz`, gz)
      total.gzBytes += gz.length
    }
  }
  return total
}
