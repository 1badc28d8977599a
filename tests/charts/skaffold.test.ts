// skaffold.yaml: the app module builds every image and deploys the umbrella with Helm (hooks
// kept), dev and prod profiles layer their values files, and the load test is a separate module
// that requires the app and runs an image it builds against the app's gateway.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { accessSync, constants, existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, artifactsOf, effectiveValues, isMap, readYamlDocuments, skaffoldConfig, skaffoldConfigs } from './repo.ts'

/** RFC 6902 `add` (the only op the profiles use), enough to see what a profile yields */
function applyPatches(config: any, patches: any[]): any {
  const out = structuredClone(config)
  for (const p of patches) {
    assert.equal(p.op, 'add', `patch op ${p.op}`)
    const parts = String(p.path).split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    const last = parts.pop()!
    let node = out
    for (const part of parts) {
      node = Array.isArray(node) ? node[Number(part)] : node?.[part]
      assert.ok(node !== undefined, `patch path ${p.path}: ${part} does not exist`)
    }
    if (!Array.isArray(node)) node[last] = p.value
    else if (last === '-') node.push(p.value)
    else node.splice(Number(last), 0, p.value)
  }
  return out
}

test('two skaffold configs, app and loadgen, on a v4beta schema', () => {
  const configs = skaffoldConfigs()
  assert.deepEqual(configs.map((c) => c.metadata?.name), ['app', 'loadgen'])
  for (const c of configs) {
    assert.match(c.apiVersion, /^skaffold\/v4beta\d+$/)
    assert.equal(c.kind, 'Config')
  }
})

test('app: every artifact is unique and builds from an existing Dockerfile and workspace', () => {
  const images = new Set<string>()
  for (const config of skaffoldConfigs()) {
    for (const a of artifactsOf(config)) {
      assert.ok(!images.has(a.image), `${a.image} is built twice`)
      images.add(a.image)
      const context = join(ROOT, a.context ?? '.')
      assert.ok(existsSync(join(context, a.docker?.dockerfile ?? 'Dockerfile')), `${a.image}: Dockerfile`)
      if (a.docker?.buildArgs?.APP) assert.ok(existsSync(join(ROOT, a.docker.buildArgs.APP, 'package.json')), `${a.image}: APP ${a.docker.buildArgs.APP}`)
    }
  }
})

test('app: one Helm release of the umbrella through deploy.helm (helm install keeps the hooks), dependencies vendored first', () => {
  const app = skaffoldConfig('app')
  assert.equal(app.manifests?.helm, undefined, 'manifests.helm renders with `helm template` and applies with kubectl: no hooks, no release')
  const releases = app.deploy?.helm?.releases
  assert.equal(releases?.length, 1)
  const [release] = releases
  assert.equal(release.chartPath, 'charts/care-platform')
  for (const file of release.valuesFiles ?? []) assert.ok(existsSync(join(ROOT, file)), file)
  const hook = app.deploy.helm.hooks?.before?.map((h: any) => h.host?.command?.join(' ')).join(';') ?? ''
  assert.match(hook, /charts\/build-deps\.sh/, 'vendors chart dependencies before deploying')
  assert.equal(release.skipBuildDependencies, true, 'build-deps.sh has vendored them')
  accessSync(join(ROOT, 'charts', 'build-deps.sh'), constants.R_OK)
  for (const value of Object.values(release.setValueTemplates ?? {})) assert.equal(typeof value, 'string')
})

test('profiles: dev (also for `skaffold dev`) and prod layer their values files; prod reads its endpoints from the environment', () => {
  const app = skaffoldConfig('app')
  const profiles = new Map((app.profiles ?? []).map((p: any) => [p.name, p]))
  assert.ok(profiles.has('dev') && profiles.has('prod'))
  const dev: any = profiles.get('dev')
  assert.ok(dev.activation?.some((a: any) => a.command === 'dev'), 'skaffold dev activates dev')
  for (const name of ['dev', 'prod']) {
    const patched = applyPatches(app, (profiles.get(name) as any).patches ?? [])
    const release = patched.deploy.helm.releases[0]
    assert.ok(release.valuesFiles.includes(`charts/care-platform/values-${name}.yaml`), `${name} adds its values file`)
    for (const file of release.valuesFiles) assert.ok(existsSync(join(ROOT, file)), file)
    if (name === 'prod') {
      for (const key of ['global.external.natsUrl', 'global.external.databaseSecret']) {
        assert.match(release.setValueTemplates[key] ?? '', /\{\{.*\.CARE_[A-Z_]+.*\}\}/, `prod sets ${key} from the environment`)
      }
    }
  }
})

test('loadgen: requires the app, builds its image, runs it as a bounded Job against the gateway', () => {
  const loadgen = skaffoldConfig('loadgen')
  assert.deepEqual(loadgen.requires?.map((r: any) => r.configs).flat(), ['app'])
  const images = artifactsOf(loadgen).map((a) => a.image)
  assert.deepEqual(images, ['care-loadgen'])
  const manifests: string[] = loadgen.manifests?.rawYaml ?? []
  assert.ok(manifests.length)
  const docs = manifests.flatMap((f) => readYamlDocuments(join(ROOT, f))).filter(isMap)
  const job = docs.find((d) => d.kind === 'Job')
  assert.ok(job, 'a Job')
  assert.equal(job.spec.backoffLimit, 0)
  assert.ok(job.spec.activeDeadlineSeconds > 0, 'bounded in time')
  const container = job.spec.template.spec.containers[0]
  assert.ok(images.includes(container.image), `the Job runs ${container.image}, an image loadgen builds`)
  const env = Object.fromEntries(container.env.map((e: any) => [e.name, e.value]))
  assert.ok(Number(env.LOAD_REQUESTS) > 0, 'bounded in requests')
  const release = skaffoldConfig('app').deploy.helm.releases[0].name
  const port = effectiveValues('gateway', 'base').service.port
  assert.equal(env.TARGET_URL, `http://${release}-gateway:${port}`, 'the gateway Service of the app release')
  assert.equal(container.securityContext.readOnlyRootFilesystem, true)
  assert.equal(job.spec.template.spec.securityContext.runAsNonRoot, true)
})
