#!/usr/bin/env node
// `npm run build`: generate database clients, type-check the whole repo, build the frontends.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const steps = [
  ['database clients', process.execPath, [join(root, 'scripts', 'prisma-generate.mjs')]],
  ['type check', process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.json'), '--noEmit']],
  ['frontends', process.execPath, [join(root, 'scripts', 'build-frontends.mjs')]],
]
for (const [name, cmd, args] of steps) {
  console.log(`build: ${name}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`build: ${name} failed`)
    process.exit(r.status ?? 1)
  }
}
console.log('build: done')
