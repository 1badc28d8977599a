#!/usr/bin/env node
// Writes the next SQL migration of a service from the change in its Prisma schema:
//   node scripts/new-migration.mjs <service-folder> <name>
// The schema as of the last migration is kept in prisma/migrations/schema.snapshot.prisma; the SQL
// is `prisma migrate diff` from that snapshot (or from empty) to the current schema.
import { copyFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { prisma } from './prisma.mjs'

const [folder, name] = process.argv.slice(2)
if (!folder || !name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: node scripts/new-migration.mjs services/<name> <kebab-case-name>')
  process.exit(2)
}
const schema = join(folder, 'prisma', 'schema.prisma')
const dir = join(folder, 'prisma', 'migrations')
const snapshot = join(dir, 'schema.snapshot.prisma')
const from = existsSync(snapshot) ? ['--from-schema-datamodel', snapshot] : ['--from-empty']
const result = prisma(['migrate', 'diff', ...from, '--to-schema-datamodel', schema, '--script'], { capture: true })
if (result.status !== 0) {
  console.error(result.stderr)
  process.exit(1)
}
const sql = result.stdout.split('\n').filter((l) => !/^-- CreateSchema|^CREATE SCHEMA/.test(l)).join('\n').trim()
if (!sql || sql === '-- This is an empty migration.') {
  console.log('schema unchanged: no migration written')
  process.exit(0)
}
const next = String(readdirSync(dir).filter((f) => /^\d+\.do\./.test(f)).length + 1).padStart(3, '0')
const file = join(dir, `${next}.do.${name}.sql`)
writeFileSync(file, sql + '\n')
copyFileSync(schema, snapshot)
console.log(`wrote ${file}`)
