#!/usr/bin/env node
// `npm run new:service <name>`: scaffolds services/<name> — package, Prisma schema and first
// migration, defineService wiring, distributed entry, a smoke test, README — and wires it in: the
// bus's service list, the standalone composition (platform/services.ts), the umbrella chart
// (dependency alias + values), skaffold (image + release value) and the chart locks. Then it links
// the workspace and generates the Prisma client, so the service builds, starts and passes its test.
//   --root DIR      scaffold into another checkout (tests use a scratch copy)
//   --no-install    skip `npm install` and `prisma generate` (the caller does them)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const flag = (f) => {
  const i = args.indexOf(f)
  if (i < 0) return undefined
  const [, value] = args.splice(i, 2)
  return value
}
const root = resolve(flag('--root') ?? repo)
const noInstall = args.includes('--no-install') && args.splice(args.indexOf('--no-install'), 1)
const name = args[0]

if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:service <name>   (lower case letters, digits and dashes, e.g. records)')
  process.exit(2)
}
const dir = join(root, 'services', name)
if (existsSync(dir)) {
  console.error(`services/${name} already exists: nothing done`)
  process.exit(1)
}
const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
const title = name.charAt(0).toUpperCase() + name.slice(1)
const did = []

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
  did.push(`created ${path}`)
}
function edit(path, change, what) {
  const file = join(root, path)
  const before = readFileSync(file, 'utf8')
  const after = change(before)
  if (after === before) return
  writeFileSync(file, after)
  did.push(`${what} in ${path}`)
}
const insertBefore = (text, marker, insert) => {
  const i = text.indexOf(marker)
  if (i < 0) throw new Error(`marker not found: ${marker.trim()}`)
  return text.slice(0, i) + insert + text.slice(i)
}

// ── the service ────────────────────────────────────────────────────────────────────────────────
write(`services/${name}/package.json`, `${JSON.stringify({
  name: `@care/${name}`,
  version: '0.1.0',
  private: true,
  type: 'module',
  description: `${title} service`,
  exports: { '.': './src/service.ts', './*': './src/*.ts' },
  scripts: { start: 'node --import tsx src/main.ts' },
  dependencies: { '@care/contracts': '0.1.0', '@care/kit': '0.1.0', tsx: '^4.23.15' },
  devDependencies: { prisma: '6.19.3' },
}, null, 2)}\n`)

const schema = `// ${title}'s database: one model per collection it owns (columns named like the contract's
// fields: see services/kit/src/collections/README.md). Migrations: prisma/migrations/NNN.do.<name>.sql
// written by \`node scripts/new-migration.mjs services/${name} <name>\`.

generator client {
  provider   = "prisma-client"
  output     = "../src/generated/prisma"
  engineType = "client"
}

datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
}
`
write(`services/${name}/prisma/schema.prisma`, schema)
write(`services/${name}/prisma/migrations/schema.snapshot.prisma`, schema)
write(`services/${name}/prisma/migrations/001.do.init.sql`, `-- ${title}'s first migration: the kit's own tables (outbox, reactions) are applied before it.\nSELECT 1;\n`)

write(`services/${name}/src/db.ts`, `// ${title}'s Prisma client type, shared by its calls, collections and reactions.
import { PrismaClient } from './generated/prisma/client.ts'

export { PrismaClient }
export type ${title.replace(/-/g, '')}Db = PrismaClient
`)

write(`services/${name}/src/service.ts`, `// ${title}, declared once with the kit's defineService: its database, the collections it owns
// (served by the generic calls from their repositories), its named calls, reactions and jobs.
import { fileURLToPath } from 'node:url'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const ${camel}Service = defineService({
  name: '${name}',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  // Everything below is typed from contracts, with no casts (services/kit/README.md, "A worked example"):
  // collections: [someContract, [otherContract, otherHooks]],      // ctx.repos.someContract…: rows typed from the record schema
  // setup: (ctx) => ({ repos: ctx.repos, bus: ctx.bus }),         // built once, handed to everything below
  // operations: (d) => operations(${camel}Routes)({ 'some.call': async (input, ctx) => … }),  // payload and answer from the route
  // reactions: (d) => [onEvent('some-reaction', 'evt.endusers.deleted', async (event, { tx }) => { … })],
  // jobs: (d) => [defineJob('some-job', async (payload) => { … }, { payload: z.object({ … }) })],
})

export type ${title.replace(/-/g, '')}Service = RunningService<PrismaClient, object>

export const start${title.replace(/-/g, '')} = (o: StartServiceOptions<Record<string, never>>): Promise<${title.replace(/-/g, '')}Service> => startService(${camel}Service, o)
`)

write(`services/${name}/src/main.ts`, `// Distributed entry point: one ${name} process on NATS with its own database.
//   NATS_URL, DATABASE_URL, HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { runService } from '@care/kit/service/index'
import { ${camel}Service } from './service.ts'

await runService(${camel}Service)
`)

write(`services/${name}/test/service.int.test.ts`, `// ${title} starts on its own database and the in-process bus, migrates (the kit's tables and its
// own), answers readiness, and stops cleanly.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { start${title.replace(/-/g, '')}, type ${title.replace(/-/g, '')}Service } from '../src/service.ts'

describe('${name} service', () => {
  let db: TestDatabase
  let service: ${title.replace(/-/g, '')}Service
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })

  before(async () => {
    db = await createTestDatabase('${name.replace(/-/g, '_')}')
    service = await start${title.replace(/-/g, '')}({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }) })
  })
  after(async () => {
    await service?.stop()
    await bus.close()
    await db?.drop()
  })

  it('is ready once migrated', async () => {
    assert.equal(await service.ready(), true)
    const tables = await service.db.$queryRawUnsafe<{ name: string }[]>(
      "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
    const names = tables.map((t) => t.name)
    for (const t of ['care_outbox', 'care_processed_events', 'care_background_errors', 'care_migrations']) assert.ok(names.includes(t), t)
  })
})
`)

write(`services/${name}/README.md`, `# @care/${name}

${title} service (scaffolded by \`npm run new:service ${name}\`).

- \`src/service.ts\` declares the service with the kit's \`defineService\`: database, collections,
  calls, reactions, jobs. \`src/main.ts\` runs it as its own process (\`MIGRATE_ONLY=1\` for the
  migration Job).
- \`prisma/schema.prisma\` and \`prisma/migrations/\`: after changing the schema run
  \`node scripts/new-migration.mjs services/${name} <what-changed>\` and \`npm run postinstall\`.
- Adding a collection: its contract in \`contracts/src/collections/\` (and the list in
  \`contracts/src/collections/index.ts\`), its model in the schema (\`some_things\` → model
  \`SomeThing\`), then \`collections: [someThings]\` in \`src/service.ts\`: \`ctx.repos.someThings\`
  answers rows typed from the contract.
  The generic calls, its events, the live fan-out and the authorization rules follow from the
  contract; \`tests/contracts-models\` checks the model against the contract.
- Tests: \`npm test -- services/${name}\`.
`)

// ── wiring ─────────────────────────────────────────────────────────────────────────────────────
edit('contracts/src/bus.ts', (t) => {
  const m = t.match(/export const SERVICES = \[([^\]]*)\] as const/)
  if (!m || m[1].includes(`'${name}'`)) return t
  return t.replace(m[0], `export const SERVICES = [${m[1].trim()}, '${name}'] as const`)
}, 'added to SERVICES')

edit('platform/services.ts', (t) => {
  if (t.includes(`@care/${name}'`)) return t
  const withImport = insertBefore(t, '\nexport interface ServiceStartOptions', `import { ${camel}Service } from '@care/${name}'\n`)
  return insertBefore(withImport, '\n]', `\n  { name: '${name}', definition: ${camel}Service, start: (o) => startService(${camel}Service, o) },`)
}, 'added to the standalone composition')

edit('charts/care-platform/Chart.yaml', (t) => t.includes(`alias: ${name}\n`) ? t : insertBefore(t, '  - name: care-frontend\n', `  - name: care-service
    alias: ${name}
    version: 0.1.0
    repository: file://../care-service
    condition: ${name}.enabled
`), 'added a care-service dependency')

edit('charts/care-platform/values.yaml', (t) => t.includes(`\n${name}:\n`) ? t : insertBefore(t, '\nmessaging:\n', `
${name}:
  enabled: true
  image:
    repository: care-${name}
  secretEnv: {}
`), 'added values')

edit('skaffold.yaml', (t) => {
  if (t.includes(`image: care-${name}\n`)) return t
  const artifact = `    - image: care-${name}
      context: .
      docker:
        dockerfile: deploy/Dockerfile.service
        buildArgs:
          APP: services/${name}
`
  const withArtifact = insertBefore(t, '    - image: care-messaging\n', artifact)
  const key = name.replace(/-/g, '_')
  return insertBefore(withArtifact, '          messaging.image.ref:', `          ${name}.image.ref: "{{.IMAGE_FULLY_QUALIFIED_care_${key}}}"\n`)
}, 'added an image and its release value')

const run = (cmd, cmdArgs) => execFileSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' })
if (existsSync(join(root, 'charts', 'lock.ts'))) {
  run(process.execPath, ['--import', 'tsx', 'charts/lock.ts'])
  did.push('refreshed the chart locks')
}
if (!noInstall) {
  run('npm', ['install', '--no-audit', '--no-fund'])
  run(process.execPath, [join(root, 'scripts', 'prisma-generate.mjs')])
  did.push('linked the workspace and generated the Prisma client')
}

console.log(`\nnew service '${name}':\n${did.map((d) => `  - ${d}`).join('\n')}\n
Next: declare its collections in contracts, models in services/${name}/prisma/schema.prisma, then
  node scripts/new-migration.mjs services/${name} <what-changed> && npm run postinstall
  npm test -- services/${name}`)
