// Rendering with the real Helm (helm.ts: the devDependency's helm 4, unpacked on demand): lint and
// template each deployable chart on its own, as a new user would, and the umbrella in each profile;
// every rendered object is validated against the Kubernetes schemas (kube-schema.ts).
// The umbrella's remote dependencies (the NATS and PostgreSQL charts) need the network: when they
// cannot be fetched, the umbrella is rendered with them switched off by their conditions
// (nats.enabled, postgresql.enabled = false, external NATS and database Secret), and says so.
import { test, type TestContext } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllDocuments, stringify } from 'yaml'
import { helm } from './helm.ts'
import { schemaProblems } from './kube-schema.ts'
import { CHARTS, CHART_OF, PROFILES, discoverDeployables, isMap, readYaml } from './repo.ts'

const HELM = helm()
const skip = 'why' in HELM ? `template rendering skipped: ${HELM.why}` : false
if (skip) console.log(skip)

function run(args: string[]) {
  const r = spawnSync(HELM.path ?? 'helm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { ok: r.status === 0, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}` }
}

/** the charts copied aside, so vendoring dependencies leaves the work tree alone */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'care-charts-'))
  cpSync(CHARTS, dir, { recursive: true, dereference: true })
  for (const chart of Object.values(CHART_OF)) {
    const r = run(['dependency', 'build', join(dir, chart)])
    assert.ok(r.ok, `helm dependency build ${chart}: ${r.err}`)
  }
  return dir
}

const objects = (manifest: string) => parseAllDocuments(manifest).map((d) => d.toJS()).filter(isMap)
const names = (docs: Record<string, any>[]) => docs.map((d) => `${d.kind}/${d.metadata?.name}`)

async function assertValid(docs: Record<string, any>[], what: string) {
  assert.ok(docs.length > 0, `${what} rendered nothing`)
  assert.deepEqual(await schemaProblems(docs), [], `${what}: objects the Kubernetes schemas refuse`)
}

test('each deployable chart lints and renders on its own, every object valid', { skip }, async () => {
  const dir = workspace()
  try {
    for (const chart of Object.values(CHART_OF)) {
      // a new user's first step, without any value set: the values schema must accept Helm's own
      // additions (the library's values block), which failed every install before
      const bare = run(['lint', join(dir, chart)])
      assert.ok(bare.ok, `helm lint ${chart}:\n${bare.out}${bare.err}`)
    }
    for (const d of discoverDeployables()) {
      const chart = join(dir, CHART_OF[d.kind])
      const set = ['--set', `nameOverride=${d.name}`, '--set', `image.repository=care-${d.name}`, '--set', 'global.external.natsUrl=nats://nats:4222', '--set', 'global.external.databaseSecret=care-databases']
      const lint = run(['lint', '--strict', chart, ...set])
      assert.ok(lint.ok, `helm lint --strict ${d.name}:\n${lint.out}${lint.err}`)
      const r = run(['template', d.name, chart, ...set])
      assert.ok(r.ok, `helm template ${d.name}:\n${r.err}`)
      const docs = objects(r.out)
      const rendered = names(docs)
      for (const kind of ['Deployment', 'Service', 'ServiceAccount', 'ConfigMap', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy']) {
        assert.ok(rendered.some((k) => k.startsWith(`${kind}/`)), `${d.name} renders a ${kind} (got ${rendered.join(', ')})`)
      }
      if (d.kind === 'service') assert.ok(rendered.some((k) => k.startsWith('Job/')), `${d.name} renders its migration Job`)
      await assertValid(docs, d.name)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** The umbrella with its dependencies vendored; false when the remote ones could not be fetched. */
function vendorUmbrella(umbrella: string, t: TestContext): boolean {
  const vendored = run(['dependency', 'build', umbrella])
  if (vendored.ok) return true
  const message = 'the umbrella\'s remote dependencies (NATS, PostgreSQL charts) cannot be fetched here: rendered with them switched off (nats.enabled=false, postgresql.enabled=false, external NATS and database Secret)'
  t.diagnostic(`${message}\n${vendored.err.trim()}`)
  console.log(message)
  // Helm wants every listed dependency present whatever its condition: the copy lists the local ones only
  const chart = readYaml(join(umbrella, 'Chart.yaml'))
  chart.dependencies = chart.dependencies.filter((d: any) => d.repository.startsWith('file://'))
  writeFileSync(join(umbrella, 'Chart.yaml'), stringify(chart))
  rmSync(join(umbrella, 'Chart.lock'), { force: true })
  const local = run(['dependency', 'build', umbrella])
  assert.ok(local.ok, `helm dependency build care-platform: ${local.err}`)
  return false
}

const EXTERNAL = ['--set', 'nats.enabled=false', '--set', 'postgresql.enabled=false', '--set', 'global.external.natsUrl=nats://nats.messaging:4222', '--set', 'global.external.databaseSecret=care-databases']

test('the umbrella lints and renders in every profile, every object valid', { skip }, async (t) => {
  const dir = workspace()
  try {
    const umbrella = join(dir, 'care-platform')
    const remote = vendorUmbrella(umbrella, t)
    for (const profile of PROFILES) {
      const values = profile === 'base' ? [] : ['-f', join(umbrella, `values-${profile}.yaml`)]
      const switches = profile === 'prod' || !remote ? [...EXTERNAL, '--set', 'global.secrets.generate=false'] : []
      const lint = run(['lint', umbrella, ...values, ...switches])
      assert.ok(lint.ok, `helm lint care-platform (${profile}):\n${lint.out}${lint.err}`)
      const r = run(['template', 'care', umbrella, '--namespace', 'care', ...values, ...switches])
      assert.ok(r.ok, `helm template (${profile}):\n${r.err}`)
      const docs = objects(r.out)
      const rendered = names(docs)
      for (const d of discoverDeployables()) assert.ok(rendered.includes(`Deployment/care-${d.name}`), `${profile}: Deployment/care-${d.name}`)
      assert.ok(rendered.includes('Ingress/care'), `${profile}: the Ingress`)
      assert.ok(rendered.includes('ConfigMap/care-remotes'), `${profile}: the remote manifest`)
      await assertValid(docs, `care-platform (${profile})`)
    }

    // metrics: scrape annotations on the Node deployables' pods, ServiceMonitors on request
    const monitored = run(['template', 'care', umbrella, ...EXTERNAL, '--set', 'global.metrics.serviceMonitor.enabled=true'])
    assert.ok(monitored.ok, `helm template with ServiceMonitors:\n${monitored.err}`)
    const docs = objects(monitored.out)
    await assertValid(docs, 'care-platform with ServiceMonitors')
    const gateway = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'care-gateway')
    assert.equal(gateway?.spec.template.metadata.annotations['prometheus.io/path'], '/metrics')
    assert.ok(docs.some((d) => d.kind === 'ServiceMonitor' && d.metadata.name === 'care-gateway'))
    assert.ok(!docs.some((d) => d.kind === 'ServiceMonitor' && d.metadata.name === 'care-portal-shell'), 'nginx serves no metrics')

    // a half-configured release is refused
    const refused = run(['template', 'care', umbrella, '--set', 'nats.enabled=false', '--set', 'global.external.natsUrl='])
    assert.equal(refused.ok, false)
    assert.match(refused.err, /NATS: set nats\.enabled=true/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('service databases are named after the platform\'s database, as DATABASE_URL names them in standalone mode', { skip }, (t) => {
  const dir = workspace()
  try {
    const umbrella = join(dir, 'care-platform')
    const remote = vendorUmbrella(umbrella, t)
    // in-cluster PostgreSQL: the services' URLs and the bootstrap Job's list; rendering it needs the
    // PostgreSQL chart only for the Secret it names, so with it switched off the names are still ours
    const inCluster = ['--set', 'global.external.natsUrl=nats://nats:4222', '--set', 'nats.enabled=false', ...(remote ? [] : ['--set', 'postgresql.enabled=true'])]
    const envOf = (docs: Record<string, any>[], deployment: string) =>
      docs.find((d) => d.kind === 'Deployment' && d.metadata.name === deployment)?.spec.template.spec.containers[0].env ?? []
    const urlOf = (docs: Record<string, any>[], deployment: string) => envOf(docs, deployment).find((e: any) => e.name === 'DATABASE_URL')?.value as string
    const bootstrap = (docs: Record<string, any>[]) =>
      docs.find((d) => d.kind === 'Job' && d.metadata.name === 'care-create-databases')?.spec.template.spec.containers[0].env.find((e: any) => e.name === 'DATABASES')?.value as string

    const byDefault = run(['template', 'care', umbrella, ...inCluster])
    assert.ok(byDefault.ok, byDefault.err)
    assert.match(urlOf(objects(byDefault.out), 'care-identity'), /@care-postgresql:5432\/care_identity$/)
    assert.equal(bootstrap(objects(byDefault.out)), 'care_identity care_messaging care_records care_forms care_content care_scheduling care_billing')

    const named = run(['template', 'care', umbrella, ...inCluster, '--set', 'global.postgresql.auth.database=clinic-b'])
    assert.ok(named.ok, named.err)
    assert.match(urlOf(objects(named.out), 'care-records'), /@care-postgresql:5432\/clinic_b_records$/)
    assert.equal(bootstrap(objects(named.out)), 'clinic_b_identity clinic_b_messaging clinic_b_records clinic_b_forms clinic_b_content clinic_b_scheduling clinic_b_billing')

    // two releases on one NATS: every process of the release gets the same BUS_NAMESPACE
    const configOf = (docs: Record<string, any>[], name: string) => docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === name)?.data ?? {}
    assert.equal(configOf(objects(byDefault.out), 'care-gateway').BUS_NAMESPACE, undefined)
    const spaced = run(['template', 'care', umbrella, ...inCluster, '--set', 'global.busNamespace=clinic_b'])
    assert.ok(spaced.ok, spaced.err)
    for (const name of ['care-gateway', 'care-identity', 'care-records', 'care-forms', 'care-messaging']) {
      assert.equal(configOf(objects(spaced.out), name).BUS_NAMESPACE, 'clinic_b', name)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
