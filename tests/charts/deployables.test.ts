// Every deployable in the repo — discovered, never listed — is packaged: a dependency alias and a
// values block in the umbrella, an image that skaffold builds and hands to that block, probes,
// resources, a PDB and an HPA in every profile, an ingress route when it faces browsers, and only
// environment variables its code actually reads.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CHART_OF, PROFILES, ROOT, artifactsOf, discoverDeployables, effectiveValues, envRead, imageOf, loadChart,
  readText, skaffoldConfig, skaffoldImageKey, sourcesText, umbrellaDependency, umbrellaValues, workspaceClosure,
  type Deployable,
} from './repo.ts'

const deployables = discoverDeployables()
const app = skaffoldConfig('app')
const release = app?.deploy?.helm?.releases?.[0]

/** the names care-lib injects from the values (keep in step with charts/care-lib/templates) */
function injectedEnv(values: any): string[] {
  const names = [...Object.keys(values.env ?? {}), ...Object.keys(values.secretEnv ?? {})]
  if (values.containerPortEnv) names.push(values.containerPortEnv)
  if (values.nats?.enabled) names.push('NATS_URL')
  if (values.database?.enabled) names.push('DATABASE_URL')
  if (values.logs?.enabled) names.push('LOG_LEVEL')
  if (values.telemetry?.enabled && values.global?.otel?.endpoint) names.push('OTEL_EXPORTER_OTLP_ENDPOINT')
  return names
}
/** literal env names in the library's templates: the model above must know every one */
const LIBRARY_ENV = new Set(['NATS_URL', 'BUS_NAMESPACE', 'DATABASE_URL', 'DATABASE_PASSWORD', 'LOG_LEVEL', 'OTEL_EXPORTER_OTLP_ENDPOINT'])

/** read by libraries the code loads rather than by our sources */
const readByLibraries = (name: string, sources: string) =>
  (name.startsWith('OTEL_') && sources.includes('@opentelemetry/')) || name === 'NODE_ENV' || name === 'NODE_OPTIONS'

test('discovery finds services (not the kit), the gateway, and frontends with a build script', () => {
  const root = mkdtempSync(join(tmpdir(), 'care-discovery-'))
  try {
    const file = (path: string, text = '') => {
      mkdirSync(join(root, path, '..'), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    file('services/kit/src/index.ts')
    file('services/records/src/main.ts')
    file('services/forms/src/service.ts')
    file('gateway/src/main.ts')
    file('frontends/portal-shell/package.json', JSON.stringify({ scripts: { build: 'webpack' } }))
    file('frontends/ui/package.json', JSON.stringify({ scripts: { test: 'x' } }))
    assert.deepEqual(discoverDeployables(root).map((d) => `${d.kind}:${d.dir}`), ['gateway:gateway', 'service:services/records', 'frontend:frontends/portal-shell'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
  const here = deployables.map((d) => d.dir)
  assert.ok(here.includes('gateway') && here.includes('services/identity'), `found ${here.join(', ')}`)
})

test('the umbrella has no alias and skaffold builds no image for a deployable that does not exist', () => {
  const names = new Set(deployables.map((d) => d.name))
  const aliases = loadChart('care-platform').chart.dependencies.filter((d: any) => Object.values(CHART_OF).includes(d.name)).map((d: any) => d.alias)
  for (const alias of aliases) assert.ok(names.has(alias), `charts/care-platform/Chart.yaml: ${alias} is not a deployable in this repo`)
  const images = new Set(deployables.map(imageOf))
  for (const artifact of artifactsOf(app)) assert.ok(images.has(artifact.image), `skaffold builds ${artifact.image}, which is no deployable's image`)
  for (const key of Object.keys(release?.setValueTemplates ?? {})) {
    const alias = key.split('.')[0]
    if (alias !== 'global' && alias !== 'ingress') assert.ok(names.has(alias), `setValueTemplates ${key} points at no deployable`)
  }
})

test('the library injects no env variable the checks do not know about', () => {
  const text = ['_helpers.tpl', '_deployment.tpl', '_migration-job.tpl', '_configmap.tpl'].map((f) => readText(join(ROOT, 'charts/care-lib/templates', f))).join('\n')
  const literal = new Set([...text.matchAll(/(?:- name: |set \$data ")([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]))
  assert.deepEqual([...literal].filter((n) => !LIBRARY_ENV.has(n)), [])
})

for (const d of deployables) {
  describeDeployable(d)
}

function describeDeployable(d: Deployable) {
  const image = imageOf(d)
  const artifact = artifactsOf(app).find((a) => a.image === image)
  const closure = workspaceClosure(d.dir)

  test(`${d.dir}: a dependency of the umbrella (chart ${CHART_OF[d.kind]}, alias ${d.name}) with a values block`, () => {
    const dependency = umbrellaDependency(d.name)
    assert.ok(dependency, `add to charts/care-platform/Chart.yaml: { name: ${CHART_OF[d.kind]}, alias: ${d.name}, version, repository: file://../${CHART_OF[d.kind]}, condition: ${d.name}.enabled }`)
    assert.equal(dependency.name, CHART_OF[d.kind])
    assert.ok(umbrellaValues('base')[d.name], `add a ${d.name}: block to charts/care-platform/values.yaml`)
  })

  test(`${d.dir}: skaffold builds ${image} from it and hands it to the ${d.name} block`, () => {
    assert.ok(artifact, `add a build.artifacts entry for ${image} to skaffold.yaml (config "app")`)
    const dockerfile = join(ROOT, artifact.context ?? '.', artifact.docker?.dockerfile ?? 'Dockerfile')
    assert.ok(existsSync(dockerfile), `${artifact.docker?.dockerfile} exists`)
    assert.equal(artifact.docker?.buildArgs?.APP, d.dir, `${image}: buildArgs.APP`)
    const expected = d.kind === 'frontend' ? 'deploy/Dockerfile.frontend' : 'deploy/Dockerfile.service'
    assert.equal(artifact.docker?.dockerfile, expected)
    assert.equal(release?.setValueTemplates?.[`${d.name}.image.ref`], `{{.IMAGE_FULLY_QUALIFIED_${skaffoldImageKey(image)}}}`)
    for (const profile of PROFILES) assert.equal(effectiveValues(d.name, profile).image.repository, image, `${d.name}.image.repository (${profile})`)
  })

  test(`${d.dir}: probes, resources, PDB and HPA in every profile`, () => {
    for (const profile of PROFILES) {
      const v = effectiveValues(d.name, profile)
      const where = `${d.name} (${profile})`
      assert.equal(v.enabled ?? true, true, `${where} is enabled`)
      assert.equal(v.probes?.liveness?.path, '/healthz', `${where}: liveness`)
      assert.equal(v.probes?.startup?.path, '/healthz', `${where}: startup`)
      assert.equal(v.probes?.readiness?.path, '/readyz', `${where}: readiness`)
      assert.ok(v.resources?.requests?.cpu && v.resources?.requests?.memory && v.resources?.limits?.memory, `${where}: resources`)
      assert.equal(v.pdb?.enabled, true, `${where}: PDB`)
      assert.equal(v.networkPolicy?.enabled, true, `${where}: NetworkPolicy`)
      assert.ok(v.autoscaling && v.autoscaling.minReplicas <= v.autoscaling.maxReplicas, `${where}: HPA bounds`)
      if (profile === 'dev') assert.equal(v.global.replicaCount, 1, `${where}: one replica`)
      else {
        assert.equal(v.autoscaling.enabled, true, `${where}: HPA on`)
        assert.ok(v.autoscaling.minReplicas >= 2, `${where}: at least two replicas`)
      }
    }
  })

  if (d.kind === 'frontend') {
    test(`${d.dir}: an ingress route to it, its image built for that path, no env`, () => {
      // its own path (Prefix); a shell may also answer an Exact path such as /remotes.json
      const routes = umbrellaValues('base').ingress.routes.filter((r: any) => r.deployable === d.name && (r.pathType ?? 'Prefix') === 'Prefix')
      assert.equal(routes.length, 1, `add one ingress.routes entry (pathType Prefix) for ${d.name}`)
      assert.equal(artifact?.docker?.buildArgs?.MOUNT ?? '/', routes[0].path, `${image}: buildArgs.MOUNT is its route`)
      assert.deepEqual(injectedEnv(effectiveValues(d.name, 'base')), [])
    })
    return
  }

  test(`${d.dir}: serves /healthz and /readyz, on the port the chart and the image agree on`, () => {
    const sources = sourcesText(closure)
    assert.ok(sources.includes("'/healthz'") && sources.includes("'/readyz'"), 'the code serves /healthz and /readyz')
    const v = effectiveValues(d.name, 'base')
    const read = envRead(closure)
    assert.ok(read.has(v.containerPortEnv), `${d.name}: the code reads ${v.containerPortEnv}`)
    assert.equal(artifact?.docker?.buildArgs?.PORT_ENV ?? 'HEALTH_PORT', v.containerPortEnv, `${image}: buildArgs.PORT_ENV matches containerPortEnv`)
    assert.equal(Number(artifact?.docker?.buildArgs?.PORT ?? 8081), v.containerPort, `${image}: buildArgs.PORT matches containerPort`)
  })

  test(`${d.dir}: every env variable its values inject is read by its code`, () => {
    const read = envRead(closure)
    const sources = sourcesText(closure)
    for (const profile of PROFILES) {
      const withOtel = effectiveValues(d.name, profile)
      withOtel.global = { ...withOtel.global, otel: { endpoint: 'http://collector:4318' } }
      for (const name of injectedEnv(withOtel)) {
        assert.ok(read.has(name) || readByLibraries(name, sources), `${d.name} (${profile}) sets ${name}, which nothing in ${closure.join(', ')} reads`)
      }
    }
  })

  if (d.kind === 'service') {
    // read by the service itself, or by the kit's process runner its main.ts hands over to
    const main = readText(join(ROOT, d.dir, 'src', 'main.ts'))
    const kitRunnerReadsIt = readText(join(ROOT, 'services', 'kit', 'src', 'runtime', 'service-process.ts')).includes("process.env.MIGRATE_ONLY === '1'")
    const honoured = envRead([d.dir]).has('MIGRATE_ONLY') || (/\brun(Service|ServiceProcess)\(/.test(main) && kitRunnerReadsIt)
    const name = `${d.dir}: its main.ts honours MIGRATE_ONLY for the migration Job`
    // a reminder until the service does: reported as TODO, not as a failure
    if (!honoured) test(name, { todo: `${d.dir}/src/main.ts must apply its migrations and exit when MIGRATE_ONLY=1` }, () => {})
    else test(name, () => assert.equal(effectiveValues(d.name, 'base').migrations.env.MIGRATE_ONLY, '1'))
  }

  const pkg = JSON.parse(readText(join(ROOT, d.dir, 'package.json')))
  const hasTsx = closure.some((dir) => JSON.parse(readText(join(ROOT, dir, 'package.json'))).dependencies?.tsx)
  const name = `${d.dir}: tsx is a runtime dependency (the image runs node --import tsx after npm ci --omit=dev)`
  if (!hasTsx) test(name, { todo: `add tsx to the dependencies of ${pkg.name} (${d.dir}/package.json); the image build stops until then` }, () => {})
  else test(name, () => assert.ok(hasTsx))
}
