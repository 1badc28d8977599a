#!/usr/bin/env node
// Picks out of the monorepo what one deployable's image needs, so that an image holds no other
// service's code and its dependency layer is rebuilt only when a manifest changes.
//   node deploy/workspace-closure.mjs <workspace dir> <repo root> <manifests out> <sources out> [--build]
// manifests out: package.json, package-lock.json (and .npmrc) plus every workspace's package.json,
//   which `npm ci` checks against the lockfile.
// sources out: the deployable's workspace and, transitively, every workspace it lists under
//   `dependencies` (with --build also `devDependencies`: a frontend is built from its sources with
//   the shared build tooling, and only its bundle ships), without tests, node_modules, build output
//   or generated clients; plus the Prisma scripts the build stage runs. Prints the closure.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

const [app, root, manifestsOut, sourcesOut, mode] = process.argv.slice(2)
if (!app || !root || !manifestsOut || !sourcesOut || (mode && mode !== '--build')) {
  console.error('usage: workspace-closure.mjs <workspace dir> <repo root> <manifests out> <sources out> [--build]')
  process.exit(2)
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const rootPkg = readJson(join(root, 'package.json'))

/** workspace package name → its folder, relative to the root ("services/identity") */
const workspaces = new Map()
for (const pattern of rootPkg.workspaces ?? []) {
  const dirs = pattern.endsWith('/*')
    ? existsSync(join(root, pattern.slice(0, -2)))
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => `${pattern.slice(0, -2)}/${d.name}`)
      : []
    : [pattern]
  for (const dir of dirs) {
    const manifest = join(root, dir, 'package.json')
    if (existsSync(manifest)) workspaces.set(readJson(manifest).name, dir)
  }
}

const appDir = app.replace(/\/+$/, '')
const appName = [...workspaces].find(([, dir]) => dir === appDir)?.[0]
if (!appName) {
  console.error(`workspace-closure: ${app} is not a workspace of ${root} (${[...workspaces.values()].join(', ')})`)
  process.exit(1)
}

const closure = []
const queue = [appName]
while (queue.length) {
  const name = queue.shift()
  if (closure.includes(name)) continue
  closure.push(name)
  const pkg = readJson(join(root, workspaces.get(name), 'package.json'))
  const deps = { ...pkg.dependencies, ...(mode === '--build' ? pkg.devDependencies : {}) }
  for (const dep of Object.keys(deps)) if (workspaces.has(dep)) queue.push(dep)
}

// relative to a workspace folder; a test-only fixture or a generated client never ships
const SKIP = /(^|\/)(node_modules|test|tests|test-fixture|dist|generated|coverage)(\/|$)|\.test\.tsx?$/

function copy(rel, out, filter) {
  mkdirSync(dirname(join(out, rel)), { recursive: true })
  cpSync(join(root, rel), join(out, rel), { recursive: true, filter })
}

for (const file of ['package.json', 'package-lock.json', '.npmrc']) if (existsSync(join(root, file))) copy(file, manifestsOut)
for (const dir of workspaces.values()) copy(`${dir}/package.json`, manifestsOut)

for (const name of closure) {
  const dir = workspaces.get(name)
  copy(dir, sourcesOut, (path) => !SKIP.test(relative(join(root, dir), path).split(sep).join('/')))
}
for (const file of ['scripts/prisma.mjs', 'scripts/prisma-generate.mjs', 'scripts/prisma.config.ts']) {
  if (existsSync(join(root, file))) copy(file, sourcesOut)
}

console.log(`${appDir}: ${closure.map((n) => workspaces.get(n)).join(', ')}`)
