// The images, without a Docker engine: the Dockerfiles' stages and hardening read as text, the
// build context's ignore file, and the two helper scripts the builds run — workspace-closure.mjs
// on this very repo and prune-runtime.mjs on a fixture tree.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, artifactsOf, readText, skaffoldConfigs } from './repo.ts'

interface Instruction { op: string; args: string }
interface Dockerfile {
  /** ARG defaults declared before the first FROM */
  globalArgs: Record<string, string>
  stages: Instruction[][]
}
/** Dockerfile instructions, continuation lines joined, comments and heredoc bodies dropped */
function readDockerfile(path: string): Dockerfile {
  const instructions: Instruction[] = []
  let heredoc: string | undefined
  let pending = ''
  for (const raw of readText(path).split('\n')) {
    if (heredoc) {
      if (raw.trim() === heredoc) heredoc = undefined
      continue
    }
    const line = raw.trim()
    if (line.startsWith('#') || (!pending && line === '')) continue
    const joined = `${pending} ${line}`
    if (line.endsWith('\\')) {
      pending = joined.slice(0, -1)
      continue
    }
    pending = ''
    const text = joined.trim()
    const op = text.split(/\s/)[0].toUpperCase()
    instructions.push({ op, args: text.slice(op.length).trim() })
    const marker = /<<-?['"]?(\w+)['"]?/.exec(text)
    if (marker && (op === 'COPY' || op === 'RUN')) heredoc = marker[1]
  }
  const out: Dockerfile = { globalArgs: {}, stages: [] }
  for (const i of instructions) {
    if (i.op === 'FROM') out.stages.push([])
    if (out.stages.length) out.stages[out.stages.length - 1].push(i)
    else if (i.op === 'ARG') {
      const [name, value = ''] = i.args.split('=')
      out.globalArgs[name] = value
    }
  }
  return out
}
const stages = (path: string) => readDockerfile(path).stages

const deployableDockerfiles = () => {
  const files = new Set<string>(['deploy/Dockerfile.service', 'deploy/Dockerfile.frontend'])
  for (const config of skaffoldConfigs()) {
    for (const a of artifactsOf(config)) if (a.docker?.buildArgs?.APP) files.add(join(a.context ?? '.', a.docker.dockerfile ?? 'Dockerfile'))
  }
  return [...files]
}

test('deployable images: multi-stage, a small base, a numeric non-root user, a health check', () => {
  for (const file of deployableDockerfiles()) {
    const all = stages(join(ROOT, file))
    assert.ok(all.length >= 2, `${file} is multi-stage`)
    const final = all[all.length - 1]
    const from = final[0].args.split(/\s/)[0].replace(/\$\{(\w+)\}/g, (_, name) => readDockerfile(join(ROOT, file)).globalArgs[name] ?? '')
    assert.match(from, /^(node:20-[\w-]*slim|[\w./-]+:[\w.-]*alpine)$/, `${file}: a small runtime base (${from})`)
    const user = [...final].reverse().find((i) => i.op === 'USER')
    assert.ok(user, `${file}: the runtime stage sets USER`)
    assert.match(user.args, /^[1-9]\d*(:\d+)?$/, `${file}: USER is numeric and not root (runAsNonRoot needs a number)`)
    const health = final.find((i) => i.op === 'HEALTHCHECK')
    assert.ok(health && !/^NONE/i.test(health.args), `${file}: HEALTHCHECK`)
    assert.match(health.args, /\/healthz/, `${file}: the health check asks /healthz`)
  }
})

test('the Node image: production dependencies only, the Prisma client generated at build time, tsx as the loader', () => {
  const all = stages(join(ROOT, 'deploy/Dockerfile.service'))
  const runs = all.flat().filter((i) => i.op === 'RUN').map((i) => i.args)
  assert.ok(runs.some((r) => /npm ci --omit=dev\b/.test(r)), 'npm ci --omit=dev')
  assert.ok(runs.some((r) => /node scripts\/prisma-generate\.mjs/.test(r)), 'prisma generate at build time')
  assert.ok(runs.some((r) => /prune-runtime\.mjs/.test(r)))
  const final = all[all.length - 1]
  const cmd = final.find((i) => i.op === 'CMD')
  assert.deepEqual(JSON.parse(cmd!.args), ['node', '--import', 'tsx', 'src/main.ts'])
  assert.ok(final.some((i) => i.op === 'WORKDIR' && i.args === '/app/${APP}'), 'runs from the deployable folder')
  assert.ok(!final.some((i) => i.op === 'RUN' && /npm (ci|install)/.test(i.args)), 'nothing is installed in the runtime stage')
})

test('the frontend image: the workspace build, served by unprivileged nginx', () => {
  const all = stages(join(ROOT, 'deploy/Dockerfile.frontend'))
  assert.ok(all.flat().some((i) => i.op === 'RUN' && /npm run build -w/.test(i.args)))
  assert.match(all[all.length - 1][0].args, /NGINX_IMAGE/)
  assert.match(readText(join(ROOT, 'deploy/Dockerfile.frontend')), /ARG NGINX_IMAGE=nginxinc\/nginx-unprivileged:/)
})

test('the build context leaves out dependencies, local data, VCS and secrets', () => {
  const ignore = readText(join(ROOT, '.dockerignore')).split('\n').map((l) => l.trim())
  for (const pattern of ['**/node_modules', '**/.data', '.git', '**/.env', '**/src/generated']) assert.ok(ignore.includes(pattern), pattern)
})

test('workspace-closure.mjs gives each image its workspace, its workspace dependencies and nothing else', () => {
  const out = mkdtempSync(join(tmpdir(), 'care-closure-'))
  try {
    const printed = execFileSync(process.execPath, [join(ROOT, 'deploy/workspace-closure.mjs'), 'services/identity', ROOT, join(out, 'm'), join(out, 's')], { encoding: 'utf8' })
    assert.match(printed, /services\/identity: services\/identity, contracts, services\/kit/)
    assert.deepEqual(readdirSync(join(out, 's')).sort(), ['contracts', 'scripts', 'services'])
    assert.deepEqual(readdirSync(join(out, 's', 'services')).sort(), ['identity', 'kit'])
    assert.ok(existsSync(join(out, 's/services/identity/src/main.ts')))
    assert.ok(existsSync(join(out, 's/services/identity/prisma/migrations')))
    assert.ok(existsSync(join(out, 's/services/kit/migrations')), "the kit's own migrations ship")
    const files = execFileSync('find', [join(out, 's'), '-type', 'f'], { encoding: 'utf8' }).split('\n')
    assert.deepEqual(files.filter((f) => /\.test\.ts$|\/node_modules\/|\/generated\/|\/test-fixture\//.test(f)), [])
    assert.ok(existsSync(join(out, 'm/package-lock.json')))
    for (const ws of ['gateway', 'platform', 'tests', 'services/identity']) assert.ok(existsSync(join(out, 'm', ws, 'package.json')), `manifest of ${ws}`)
    assert.throws(() => execFileSync(process.execPath, [join(ROOT, 'deploy/workspace-closure.mjs'), 'services/nope', ROOT, join(out, 'x'), join(out, 'y')], { stdio: 'pipe' }))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

test('workspace-closure.mjs --build also takes devDependencies workspaces: a frontend builds with the shared tooling', () => {
  const out = mkdtempSync(join(tmpdir(), 'care-closure-'))
  try {
    const remote = frontendWithBuildTooling()
    if (!remote) return
    const closure = (extra: string[]) =>
      execFileSync(process.execPath, [join(ROOT, 'deploy/workspace-closure.mjs'), remote, ROOT, join(out, `m${extra.length}`), join(out, `s${extra.length}`), ...extra], { encoding: 'utf8' })
    assert.doesNotMatch(closure([]), /frontends\/build\b/, 'a runtime closure leaves build tooling out')
    assert.match(closure(['--build']), /frontends\/build\b/)
    assert.ok(existsSync(join(out, 's1', 'frontends', 'build', 'package.json')))
    assert.match(readText(join(ROOT, 'deploy/Dockerfile.frontend')), /workspace-closure\.mjs "\$APP" \/repo \/manifests \/sources --build/)
    assert.throws(() => execFileSync(process.execPath, [join(ROOT, 'deploy/workspace-closure.mjs'), remote, ROOT, join(out, 'x'), join(out, 'y'), '--bogus'], { stdio: 'pipe' }))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})

/** a frontend whose build tooling is a devDependency workspace (@care/build), when there is one */
function frontendWithBuildTooling(): string | undefined {
  const dir = join(ROOT, 'frontends')
  if (!existsSync(dir)) return undefined
  return readdirSync(dir)
    .map((n) => `frontends/${n}`)
    .find((d) => existsSync(join(ROOT, d, 'package.json')) && JSON.parse(readText(join(ROOT, d, 'package.json'))).devDependencies?.['@care/build'])
}

test('prune-runtime.mjs keeps what the workspace reaches (dependencies, optional ones, required peers) and drops the rest', () => {
  const root = mkdtempSync(join(tmpdir(), 'care-prune-'))
  const pkg = (dir: string, manifest: object) => {
    mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify(manifest))
  }
  try {
    pkg('.', { name: 'root', workspaces: ['app'] })
    pkg('app', { name: 'app', dependencies: { a: '1' } })
    pkg('node_modules/a', { name: 'a', dependencies: { b: '1' }, optionalDependencies: { native: '1' }, peerDependencies: { cli: '1', required: '1' }, peerDependenciesMeta: { cli: { optional: true } } })
    pkg('node_modules/b', { name: 'b' })
    pkg('node_modules/native', { name: 'native' })
    pkg('node_modules/required', { name: 'required' })
    pkg('node_modules/cli', { name: 'cli', dependencies: { heavy: '1' } })
    pkg('node_modules/heavy', { name: 'heavy' })
    pkg('node_modules/@scope/unused', { name: '@scope/unused' })
    pkg('node_modules/a/node_modules/b', { name: 'b' })
    pkg('node_modules/a/node_modules/stale', { name: 'stale' })
    execFileSync(process.execPath, [join(ROOT, 'deploy/prune-runtime.mjs'), root, 'app'], { encoding: 'utf8' })
    const left = (dir: string) => readdirSync(join(root, dir)).sort()
    // the top-level b is shadowed by a's own copy, so nothing reaches it
    assert.deepEqual(left('node_modules'), ['@scope', 'a', 'native', 'required'])
    assert.deepEqual(left('node_modules/@scope'), [])
    assert.deepEqual(left('node_modules/a/node_modules'), ['b'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
