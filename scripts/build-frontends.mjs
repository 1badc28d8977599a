#!/usr/bin/env node
// Builds every frontend workspace that has a `build` script (frontends/*). With --if-missing,
// only those without a dist/ folder. Prints what it did; exits non-zero if a build fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnSync } from 'node:child_process'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ifMissing = process.argv.includes('--if-missing')
const dir = join(root, 'frontends')
const apps = existsSync(dir) ? readdirSync(dir).filter((n) => existsSync(join(dir, n, 'package.json'))) : []
for (const name of apps) {
  const pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'))
  if (!pkg.scripts?.build) continue
  if (ifMissing && existsSync(join(dir, name, 'dist'))) continue
  console.log(`Building frontends/${name}…`)
  const r = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
