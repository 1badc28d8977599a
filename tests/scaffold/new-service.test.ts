// `npm run new:service <name>` produces a service that builds, starts and passes its own test
// immediately, and wires it in everywhere (bus list, standalone composition, charts, skaffold,
// chart locks). The scaffold runs in a scratch copy of the wiring files (the repo is never touched);
// the scratch root resolves packages through the repo's node_modules.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../..', import.meta.url))
// a service the contracts already name (ServiceName), not yet built in this repo's scratch copy
const NAME = 'billing'

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
    for (const path of ['scripts', 'charts', 'skaffold.yaml', 'platform/services.ts', 'contracts/src/bus.ts', 'tsconfig.base.json']) {
      mkdirSync(join(root, path, '..'), { recursive: true })
      cpSync(join(repo, path), join(root, path), { recursive: true })
    }
    symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
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

  test('the new service type-checks, generates its client, starts and passes its own test', () => {
    assert.ok(existsSync(join(root, 'services', NAME, 'src', 'main.ts')))
    run(process.execPath, [join(repo, 'scripts', 'prisma.mjs'), 'generate', '--schema', join(root, 'services', NAME, 'prisma', 'schema.prisma')])
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ extends: './tsconfig.base.json', include: [`services/${NAME}/src`, `services/${NAME}/test`] }))
    run(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit'])
    const out = run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', `services/${NAME}/test/service.int.test.ts`], { NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    assert.match(out, /# pass 1/)
    assert.match(out, /# fail 0/)
  })
})
