import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDir } from './precompress.ts'

describe('precompression', () => {
  test('writes .br and .gz beside text assets that are worth it, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'care-precompress-'))
    mkdirSync(join(dir, 'assets'))
    const script = 'export const answer = () => 42;\n'.repeat(200)
    writeFileSync(join(dir, 'main.0123456789ab.js'), script)
    writeFileSync(join(dir, 'tiny.js'), 'x()')
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1))
    const r = precompressDir(dir)
    assert.equal(r.files, 1)
    assert.equal(brotliDecompressSync(readFileSync(join(dir, 'main.0123456789ab.js.br'))).toString(), script)
    assert.equal(gunzipSync(readFileSync(join(dir, 'main.0123456789ab.js.gz'))).toString(), script)
    assert.ok(r.brBytes < r.bytes / 10)
    assert.equal(existsSync(join(dir, 'tiny.js.gz')), false, 'below the size worth compressing')
    assert.equal(existsSync(join(dir, 'assets', 'logo.png.br')), false, 'images are compressed already')
  })
})
