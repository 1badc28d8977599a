// What the production minimizers leave at a file's top level, where it is a global of the page.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { transform } from 'esbuild'
import { CHUNK_FILE, TARGET } from './base-config.ts'

const chunkLike = `(self.webpackChunkx = self.webpackChunkx || []).push([[1], { 7(m) { class Ripple { started = false; static count = 0 } m.exports = Ripple } }])`

test('chunks are the files named <id>.<hash>.js; entries are not', () => {
  assert.ok(CHUNK_FILE.test('1036.8f0a2b3c4d5e.js'))
  for (const entry of ['remoteEntry.js', 'main.8f0a2b3c4d5e.js', '1036.8f0a2b3c4d5e.js.map', 'styles.css']) assert.ok(!CHUNK_FILE.test(entry), entry)
})

test('at the target, class fields need no helper, so a chunk declares nothing at its top level', async () => {
  const { code } = await transform(chunkLike, { target: TARGET, minify: true, format: 'iife' })
  assert.doesNotMatch(code, /^(?:"use strict";)?var /, code)
  assert.doesNotMatch(code, /defineProperty/, 'no helper for class fields')
  // the previous target lowered the fields into a helper that became a global of the page
  const lowered = await transform(chunkLike, { target: 'es2020', minify: true })
  assert.match(lowered.code, /^var \w+=Object\.defineProperty/, 'es2020 wrote a top-level helper')
})
