import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { FAVICON, shellConfig } from './shell-config.ts'

const dir = new URL('../../portal-shell', import.meta.url).pathname

test('a shell ships the platform icon beside its page and links it (no 404 for /favicon.ico)', () => {
  const config = shellConfig({ dir, port: 3100 })({ mode: 'production', serve: false })
  const html = config.plugins?.find((p) => (p as object).constructor.name === 'HtmlWebpackPlugin') as unknown as { userOptions: { favicon?: string } }
  assert.equal(html.userOptions.favicon, FAVICON)
  const icon = readFileSync(FAVICON)
  // an ICO directory (reserved 0, type 1, one image) whose image is a PNG
  assert.deepEqual([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4)], [0, 1, 1])
  assert.equal(icon.subarray(22, 26).toString('latin1'), '\x89PNG')
})
