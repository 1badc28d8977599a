#!/usr/bin/env node
// Generates the Prisma client of every schema in the repo (services and test fixtures) into the
// `output` folder its generator names. Runs after `npm install`/`npm ci` and before builds.
import { readdirSync, existsSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { prisma } from './prisma.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const skip = new Set(['node_modules', '.git', '.data', 'dist', 'generated'])

function* schemas(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* schemas(path)
    else if (name === 'schema.prisma') yield path
  }
}

if (!existsSync(join(root, 'node_modules', 'prisma')) && !existsSync(join(root, 'services', 'kit', 'node_modules', 'prisma'))) {
  console.log('prisma-generate: prisma is not installed yet; skipping')
  process.exit(0)
}
let failed = 0
for (const dir of ['services', 'tests']) {
  if (!existsSync(join(root, dir))) continue
  for (const schema of schemas(join(root, dir))) {
    const result = prisma(['generate', '--schema', schema], { capture: true })
    if (result.status !== 0) {
      failed++
      console.error(`prisma generate failed for ${relative(root, schema)}\n${result.stdout}\n${result.stderr}`)
    } else console.log(`prisma client generated for ${relative(root, schema)}`)
  }
}
process.exit(failed ? 1 : 0)
