#!/usr/bin/env node
// `npm run new:service <name>`: scaffolds services/<name> — package, Prisma schema and its first
// migration (generated from the schema by `prisma migrate diff`), defineService wiring, distributed entry, a test, README — and its contract: one example
// collection (`<name>_items`, contracts/src/collections/<name>.ts) and one named call
// (contracts/src/routes/<name>.ts), registered in the collection list and the route table, so the
// gateway, the OpenAPI document and @care/sdk's types pick them up. The service serves the
// collection, the named call, one reaction and one job, each typed from the contract with no casts
// (services/kit/README.md, "A worked example"). It wires the service in: the bus's service list,
// the standalone composition (platform/services.ts), the umbrella chart (dependency alias +
// values), skaffold (image + release value) and the chart locks. Then it links the workspace,
// generates the Prisma client and the SDK's routes, so the service builds, starts and passes its test.
//   --root DIR      scaffold into another checkout (tests use a scratch copy)
//   --no-install    skip `npm install` and `prisma generate` (the caller does them)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
const pascal = camel.charAt(0).toUpperCase() + camel.slice(1)
// the example collection: its contract's name, variable, URL path, Prisma model and job/reaction names
const snake = name.replace(/-/g, '_')
const collection = `${snake}_items`
const items = `${camel}Items`
const model = `${pascal}Item`
const itemsPath = `/${name}-items`
const routes = `${camel}Routes`
const busRoutesName = `${camel}BusRoutes`
const followUp = `${name}-item-follow-up`
for (const path of [`contracts/src/collections/${name}.ts`, `contracts/src/routes/${name}.ts`]) {
  if (existsSync(join(root, path))) {
    console.error(`${path} already exists: nothing done`)
    process.exit(1)
  }
}
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

// ${collection} (contracts/src/collections/${name}.ts): the base record's columns, then the contract's fields
model ${model} {
  id              String    @id
  businessId      String
  organizationIds String[]
  creator         String
  createdAt       DateTime  @default(now())
  updatedAt       DateTime  @default(now()) @updatedAt
  enduserId       String?
  title           String
  done            Boolean?
  completedAt     DateTime?
  followedUpAt    DateTime?

  @@index([businessId, enduserId])
  @@map("${collection}")
}
`
write(`services/${name}/prisma/schema.prisma`, schema)
// the first migration is generated from that schema, the way every later one is
// (scripts/new-migration.mjs: `prisma migrate diff --from-empty --to-schema-datamodel … --script`
// on Prisma's JavaScript schema engine, offline), so its SQL always matches the schema; it also
// keeps the schema's snapshot for the next migration. The engine connects to PostgreSQL
// (DATABASE_URL) even for a diff: without one, nothing is left behind.
mkdirSync(join(dir, 'prisma', 'migrations'), { recursive: true })
try {
  execFileSync(process.execPath, [join(root, 'scripts', 'new-migration.mjs'), dir, 'init'], { cwd: root, stdio: 'pipe' })
} catch (e) {
  rmSync(dir, { recursive: true, force: true })
  console.error(`could not generate the first migration (prisma migrate diff needs PostgreSQL at DATABASE_URL): nothing done\n${e.stderr ?? e.message}`)
  process.exit(1)
}
did.push(`created services/${name}/prisma/migrations/001.do.init.sql (prisma migrate diff) and its schema snapshot`)

// ── its contract: one collection and one named call ─────────────────────────────────────────────
write(`contracts/src/collections/${name}.ts`, `// ${title}'s collections (scaffolded by \`npm run new:service ${name}\`): ${collection}, an example to
// rename or replace. The contract is the only declaration: the Prisma model (services/${name}/prisma),
// the generic calls, events, access rules and @care/sdk's record type all follow from it.
import { booleanValidator, idValidator, instantValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const ${items} = defineCollection({
  name: '${collection}',
  service: '${name}',
  // an id written here must name a patient of the caller's business (services/kit/src/tenancy)
  references: { enduserId: 'endusers' },
  fields: {
    enduserId: idValidator.optional(),
    title: text(250).optional(),
    done: booleanValidator.optional(),
    completedAt: instantValidator.optional(),
    /** set by the service's follow-up job */
    followedUpAt: instantValidator.optional(),
  },
  required: ['title'],
  readonly: ['followedUpAt'],
  searchFields: ['title'],
})
`)

write(`contracts/src/routes/${name}.ts`, `// ${title}'s named calls (scaffolded by \`npm run new:service ${name}\`): the /v1 calls beyond its
// collections' generic ones, served by services/${name}. Input and output schemas type the handler,
// the OpenAPI document and @care/sdk's \`client.api\`.
import { z } from 'zod'
import { ${items} } from '../collections/${name}.ts'
import { idValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call } = routesOf('${name}')

export const ${routes} = [
  call({
    operation: '${collection}.complete', method: 'POST', path: '${itemsPath}/complete', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }), output: z.object({ updated: ${items}.record }),
    summary: 'Mark an item done now (completedAt); a follow-up job runs after it',
  }),
] as const

export const ${camel}Calls: RouteDef[] = [...${routes}]
/** calls other services make to ${name} on the bus only (none yet) */
export const ${busRoutesName}: BusRouteDef[] = []
`)

write(`services/${name}/src/db.ts`, `// ${title}'s Prisma client type, shared by its calls, collections and reactions.
import { PrismaClient } from './generated/prisma/client.ts'

export { PrismaClient }
export type ${title.replace(/-/g, '')}Db = PrismaClient
`)

write(`services/${name}/src/service.ts`, `// ${title}, declared once with the kit's defineService: its database, the collection it owns (served
// by the generic calls from its repository), its named call, a reaction and a job — each typed from
// its contract (contracts/src/collections/${name}.ts, contracts/src/routes/${name}.ts), with no casts.
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { ${items} } from '@care/contracts/collections/${name}'
import { ${routes} } from '@care/contracts/routes/${name}'
import { createPrismaClient } from '@care/kit/db/index'
import { defineJob } from '@care/kit/jobs/index'
import { onEvent } from '@care/kit/reactions/index'
import { operations } from '@care/kit/runtime/typed-operations'
import { defineService, startService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const ${camel}Service = defineService({
  name: '${name}',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  // the collection: repository \`repos.${items}\` (records typed from the contract, stored rows from the
  // client's model \`${camel}Item\`), generic calls
  collections: [${items}],
  // built once per start, handed to everything below
  setup: (ctx) => ({ repos: ctx.repos, jobs: ctx.jobs }),
  // the named call: payload and answer typed from its route (a call to another service: callRoute)
  operations: (d) => operations(${routes})({
    '${collection}.complete': async ({ id }, ctx) => {
      const updated = await d.repos.${items}.repo(ctx).update(id, { done: true, completedAt: new Date().toISOString() })
      await d.jobs.schedule('${followUp}', { businessId: updated.businessId, itemId: updated.id })
      return { updated }
    },
  }),
  // the reaction: event.records are typed from the endusers contract; its writes commit with the
  // event's "processed" mark through \`tx\`, or not at all
  reactions: (d) => [
    onEvent('${name}-items-of-deleted-endusers', 'evt.endusers.deleted', async (event, { tx, businessId }) => {
      const repo = d.repos.${items}.systemRepo(businessId)
      for (const patient of event.records) {
        // stored rows, typed from the generated client (\`${model}\`), narrowed to the fields named
        for (const row of await repo.findRows({ enduserId: patient.id }, { tx, fields: ['id'] })) await repo.delete(row.id, { tx })
      }
    }),
  ],
  // the job: scheduled by the call, run by whichever replica is free, after restarts too
  jobs: (d) => [
    defineJob('${followUp}', async ({ businessId, itemId }) => {
      await d.repos.${items}.systemRepo(businessId).update(itemId, { followedUpAt: new Date().toISOString() })
    }, { payload: z.object({ businessId: z.string(), itemId: z.string() }) }),
  ],
  // what tests and the standalone composition reach besides \`db\`
  expose: (d) => ({ repos: d.repos }),
})

export const start${pascal} = (o: StartServiceOptions<Record<string, never>>) => startService(${camel}Service, o)
export type ${pascal}Service = Awaited<ReturnType<typeof start${pascal}>>
`)

write(`services/${name}/src/main.ts`, `// Distributed entry point: one ${name} process on NATS with its own database.
//   NATS_URL, DATABASE_URL, HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { runService } from '@care/kit/service/index'
import { ${camel}Service } from './service.ts'

await runService(${camel}Service)
`)

write(`services/${name}/test/service.int.test.ts`, `// ${title} on its own database and the in-process bus: it migrates (the kit's tables and its own),
// serves its collection and its named call (answers typed from the contract), runs its job and its
// reaction, and stops cleanly.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { ${items} } from '@care/contracts/collections/${name}'
import { ${routes} } from '@care/contracts/routes/${name}'
import type { Session } from '@care/contracts/session'
import { callRoute, collectionGetOne, routeNamed } from '@care/kit/bus/call-route'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { start${pascal}, type ${pascal}Service } from '../src/service.ts'

const businessId = newObjectId()
const admin: Session = { type: 'user', id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: ['Admin'], isAdmin: true }
const caller = { requestId: 'test', session: admin }

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (await check()) return
  assert.fail(\`\${what} did not happen within \${ms} ms\`)
}

describe('${name} service', () => {
  let db: TestDatabase
  let service: ${pascal}Service
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })

  before(async () => {
    db = await createTestDatabase('${snake}')
    service = await start${pascal}({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }) })
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
    for (const t of ['care_outbox', 'care_processed_events', 'care_background_errors', 'care_migrations', '${collection}']) assert.ok(names.includes(t), t)
  })

  it('serves its collection: the generic calls answer its rows', async () => {
    const item = await service.repos.${items}.systemRepo(businessId).create({ title: 'Call the pharmacy' })
    const read = await callRoute(bus, collectionGetOne(${items}), { id: item.id }, caller)
    assert.equal(read.title, 'Call the pharmacy')
  })

  it('answers its named call, and its job follows up', async () => {
    const repo = service.repos.${items}.systemRepo(businessId)
    const item = await repo.create({ title: 'Book the scan' })
    const { updated } = await callRoute(bus, routeNamed(${routes}, '${collection}.complete'), { id: item.id }, caller)
    assert.equal(updated.done, true)
    assert.ok(updated.completedAt)
    await eventually('the follow-up job', async () => Boolean((await repo.get(item.id))?.followedUpAt))
  })

  it("reacts to a deleted patient: their items go, others' stay", async () => {
    const repo = service.repos.${items}.systemRepo(businessId)
    const [gone, kept] = [newObjectId(), newObjectId()]
    const theirs = await repo.create({ title: 'Theirs', enduserId: gone })
    const others = await repo.create({ title: 'Others', enduserId: kept })
    await bus.publish({
      id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId,
      records: [{ id: gone }], occurredAt: new Date().toISOString(),
    })
    await eventually('the reaction', async () => !(await repo.get(theirs.id)))
    assert.ok(await repo.get(others.id))
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
- Its contract: \`contracts/src/collections/${name}.ts\` (the example collection \`${collection}\`, in
  the list of \`contracts/src/collections/index.ts\`) and \`contracts/src/routes/${name}.ts\` (its named
  call, in \`namedCalls\` of \`contracts/src/routes/index.ts\`). Rename or replace the example; after
  changing routes regenerate the SDK's (\`cd frontends/sdk && npx tsx scripts/generate-routes.ts\`).
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

edit('contracts/src/collections/index.ts', (t) => {
  if (t.includes(`from './${name}.ts'`)) return t
  const imported = insertBefore(t, "import type { Collection } from './define.ts'", `import { ${items} } from './${name}.ts'\n`)
  const exported = insertBefore(imported, '/** Every collection with its own types', `export { ${items} }\n`)
  return insertBefore(exported, '] as const\nexport type DeclaredCollection', `  // ${name}\n  ${items},\n`)
}, 'added its collection')

edit('contracts/src/routes/index.ts', (t) => {
  if (t.includes(`from './${name}.ts'`)) return t
  const imported = insertBefore(t, "import { collections } from '../collections/index.ts'", `import { ${busRoutesName}, ${routes} } from './${name}.ts'\n`)
  const named = insertBefore(imported, '] as const\nexport type NamedCall', `  ...${routes},\n`)
  return insertBefore(named, '  ...idsOfBusinessRoutes,\n]', `  ...${busRoutesName},\n`)
}, 'added its routes to the route table')

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
  if (existsSync(join(root, 'frontends', 'sdk', 'scripts', 'generate-routes.ts'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate-routes.ts'], { cwd: join(root, 'frontends', 'sdk'), stdio: 'inherit' })
    did.push("regenerated @care/sdk's routes")
  }
}

console.log(`\nnew service '${name}':\n${did.map((d) => `  - ${d}`).join('\n')}\n
Next: rename or replace the example collection (${collection}) and call in contracts/src/collections/${name}.ts
and contracts/src/routes/${name}.ts, its model in services/${name}/prisma/schema.prisma, then
  node scripts/new-migration.mjs services/${name} <what-changed> && npm run postinstall
  npm test -- services/${name}`)
