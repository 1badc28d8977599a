#!/usr/bin/env node
// Runs the Prisma CLI offline. The CLI insists on locating a native query-engine library even when
// the generated client uses engineType "client" (no native engine at all); we point it at an
// empty placeholder so it never tries to download one. Usage: node scripts/prisma.mjs <args…>
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const placeholder = join(root, 'node_modules', '.cache', 'care', 'no-query-engine.node')
if (!existsSync(placeholder)) {
  mkdirSync(dirname(placeholder), { recursive: true })
  writeFileSync(placeholder, '')
}
const require = createRequire(join(root, 'services', 'kit', 'package.json'))
const cli = require.resolve('prisma/build/index.js')
export function prisma(args, options = {}) {
  return spawnSync(process.execPath, [cli, ...args, '--config', join(root, 'scripts', 'prisma.config.ts')], {
    cwd: root,
    encoding: 'utf8',
    stdio: options.capture ? 'pipe' : 'inherit',
    env: {
      ...process.env,
      PRISMA_QUERY_ENGINE_LIBRARY: placeholder,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  })
}
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = prisma(process.argv.slice(2))
  process.exit(result.status ?? 1)
}
