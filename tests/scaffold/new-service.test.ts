// `npm run new:service <name>` produces a service that builds, starts and passes its own test
// immediately — its collection, named call, reaction and job typed from the contract it writes, with
// no casts — and wires it in everywhere (contracts' collection list and route table, bus list,
// standalone composition, charts, skaffold, chart locks). The scaffold runs in a scratch copy of
// contracts, the kit and the wiring files (the repo is never touched); the scratch root resolves
// @care/contracts and @care/kit to those copies and every other package through the repo's node_modules.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const NAME = 'demo'

describe('npm run new:service', { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL not set' }, () => {
  let root: string
  const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    // a nested `node --test` must report on its own, not to this run's test runner
    const { NODE_TEST_CONTEXT: _nested, ...inherited } = process.env
    return execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', env: { ...inherited, ...env } })
  }
  const read = (path: string) => readFileSync(join(root, path), 'utf8')

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'care-scaffold-'))
    for (const path of ['scripts', 'charts', 'skaffold.yaml', 'platform/services.ts', 'contracts/package.json', 'contracts/src', 'services/kit/package.json', 'services/kit/src', 'services/kit/migrations', 'tsconfig.base.json']) {
      mkdirSync(join(root, path, '..'), { recursive: true })
      cpSync(join(repo, path), join(root, path), { recursive: true })
    }
    // every package from the repo, but the contracts and the kit from the scratch copies the scaffold edits
    const modules = join(root, 'node_modules')
    mkdirSync(join(modules, '@care'), { recursive: true })
    for (const entry of readdirSync(join(repo, 'node_modules'))) {
      if (entry !== '@care') symlinkSync(join(repo, 'node_modules', entry), join(modules, entry))
    }
    const own: Record<string, string> = { contracts: join(root, 'contracts'), kit: join(root, 'services', 'kit') }
    for (const entry of readdirSync(join(repo, 'node_modules', '@care'))) {
      symlinkSync(own[entry] ?? join(repo, 'node_modules', '@care', entry), join(modules, '@care', entry))
    }
    const out = run(process.execPath, ['scripts/new-service.mjs', NAME, '--no-install'])
    assert.match(out, new RegExp(`new service '${NAME}'`))
  })
  after(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  test('refuses a service that exists, and a bad name', () => {
    assert.throws(() => run(process.execPath, ['scripts/new-service.mjs', NAME, '--no-install']), /already exists/)
    assert.throws(() => run(process.execPath, ['scripts/new-service.mjs', 'Bad_Name', '--no-install']), /usage/)
  })

  test("writes its contract and registers it: the collection list and the route table", () => {
    assert.match(read(`contracts/src/collections/${NAME}.ts`), new RegExp(`name: '${NAME}_items',\\n\\s+service: '${NAME}'`))
    assert.match(read(`contracts/src/routes/${NAME}.ts`), new RegExp(`operation: '${NAME}_items.complete'`))
    assert.match(read('contracts/src/collections/index.ts'), new RegExp(`import \\{ ${NAME}Items \\} from './${NAME}.ts'[\\s\\S]*// ${NAME}\\n  ${NAME}Items,\\n\\] as const`))
    assert.match(read('contracts/src/routes/index.ts'), new RegExp(`\\.\\.\\.${NAME}Routes,\\n\\] as const[\\s\\S]*\\.\\.\\.${NAME}BusRoutes,`))
  })

  test('wires the service in: bus list, standalone composition, chart, values, skaffold, locks', () => {
    assert.match(read('platform/services.ts'), new RegExp(`\\{ name: '${NAME}', definition: ${NAME}Service, start: \\(o\\) => startService\\(${NAME}Service, o\\) \\}`))
    assert.match(read('platform/services.ts'), new RegExp(`import \\{ ${NAME}Service \\} from '@care/${NAME}'`))
    assert.match(read('contracts/src/bus.ts'), new RegExp(`'${NAME}'`))
    assert.match(read('charts/care-platform/Chart.yaml'), new RegExp(`alias: ${NAME}\\n\\s+version: 0.1.0\\n\\s+repository: file://../care-service`))
    assert.match(read('charts/care-platform/values.yaml'), new RegExp(`\\n${NAME}:\\n  enabled: true\\n  image:\\n    repository: care-${NAME}`))
    assert.match(read('skaffold.yaml'), new RegExp(`image: care-${NAME}[\\s\\S]*APP: services/${NAME}`))
    assert.match(read('skaffold.yaml'), new RegExp(`${NAME}.image.ref: "\\{\\{.IMAGE_FULLY_QUALIFIED_care_${NAME}\\}\\}"`))
    // the locks were refreshed for the new dependency (the same check tests/charts runs on the repo)
    run(process.execPath, ['--import', 'tsx', 'charts/lock.ts', '--check'])
  })

  test('its first migration is generated from its schema: the SQL prisma migrate diff answers, and the snapshot for the next', () => {
    const schema = `services/${NAME}/prisma/schema.prisma`
    const diff = run(process.execPath, ['scripts/prisma.mjs', 'migrate', 'diff', '--from-empty', '--to-schema-datamodel', schema, '--script'])
    const statements = (sql: string) => sql.split('\n').filter((line) => line.trim() && !line.startsWith('--') && !/^CREATE SCHEMA/.test(line)).join('\n')
    const migration = read(`services/${NAME}/prisma/migrations/001.do.init.sql`)
    assert.match(migration, new RegExp(`CREATE TABLE "${NAME}_items"`), 'the migration creates the example collection\'s table')
    assert.equal(statements(migration), statements(diff), 'the migration is exactly what prisma migrate diff answers for the schema')
    assert.equal(read(`services/${NAME}/prisma/migrations/schema.snapshot.prisma`), read(schema), 'the snapshot is the schema the migration was generated from')
  })

  test('its handlers, reaction and job are typed from the contract: no casts', () => {
    const service = read(`services/${NAME}/src/service.ts`)
    for (const part of ["collections: [demoItems]", "operations(demoRoutes)", "onEvent('demo-items-of-deleted-endusers', 'evt.endusers.deleted'", "defineJob('demo-item-follow-up'"]) assert.ok(service.includes(part), part)
    const code = (text: string) => text.split('\n').map((line) => line.replace(/\/\/.*$/, '')).join('\n')
    for (const file of readdirSync(join(root, 'services', NAME, 'src')).filter((f) => f.endsWith('.ts'))) {
      assert.doesNotMatch(code(read(`services/${NAME}/src/${file}`)), / as (?!const\b)/, `a cast in src/${file}`)
    }
  })

  test('the new service type-checks, generates its client, starts and passes its own test', () => {
    assert.ok(existsSync(join(root, 'services', NAME, 'src', 'main.ts')))
    run(process.execPath, [join(repo, 'scripts', 'prisma.mjs'), 'generate', '--schema', join(root, 'services', NAME, 'prisma', 'schema.prisma')])
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ extends: './tsconfig.base.json', include: [`services/${NAME}/src`, `services/${NAME}/test`] }))
    run(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit'])
    const out = run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', `services/${NAME}/test/service.int.test.ts`], { NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    assert.match(out, /# pass 4/)
    assert.match(out, /# fail 0/)
  })
})
