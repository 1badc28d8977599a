#!/usr/bin/env node
// Deletes from an `npm ci --omit=dev` tree every package the deployable cannot reach at run time.
// npm keeps the optional peers of production packages when they are dev dependencies elsewhere
// (prisma and typescript for @prisma/client: ~110 MB and a schema engine a pod never needs).
//   node deploy/prune-runtime.mjs <app root> <workspace dir>   (the deployable's workspace folder)
// Reachable: from each workspace folder, its `dependencies`, `optionalDependencies` and required
// (non-optional) `peerDependencies`, resolved the way Node resolves them (nearest node_modules
// upwards), transitively. Prints what it removed.
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const [root, ...workspaceDirs] = process.argv.slice(2)
if (!root || !workspaceDirs.length) {
  console.error('usage: prune-runtime.mjs <app root> <workspace dir>…')
  process.exit(2)
}
const top = realpathSync(root)

function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dir === top || dir === dirname(dir)) return undefined
  }
}

const keep = new Set()
const queue = workspaceDirs.map((d) => realpathSync(join(top, d)))
while (queue.length) {
  const dir = queue.shift()
  if (keep.has(dir)) continue
  keep.add(dir)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const optionalPeers = new Set(Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, m]) => m?.optional).map(([n]) => n))
  const names = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}).filter((n) => !optionalPeers.has(n)),
  ]
  for (const name of names) {
    const found = resolvePackage(name, dir)
    if (found) queue.push(found)
  }
}

let removed = 0
function* packageDirs(nodeModules) {
  if (!existsSync(nodeModules)) return
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue
    const path = join(nodeModules, entry)
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path)) yield join(path, scoped)
    } else yield path
  }
}
function prune(nodeModules) {
  for (const path of packageDirs(nodeModules)) {
    const real = existsSync(path) ? realpathSync(path) : undefined
    if (!real || !keep.has(real)) {
      rmSync(path, { recursive: true, force: true })
      removed++
      console.log(`pruned ${relative(top, path)}`)
    } else if (statSync(path).isDirectory() && real.startsWith(join(top, 'node_modules'))) {
      prune(join(real, 'node_modules'))
    }
  }
}
prune(join(top, 'node_modules'))
// workspaces keep their own node_modules for versions that could not be hoisted
for (const dir of keep) if (!relative(top, dir).split('/').includes('node_modules')) prune(join(dir, 'node_modules'))
console.log(`prune-runtime: kept ${keep.size} packages, removed ${removed}`)
