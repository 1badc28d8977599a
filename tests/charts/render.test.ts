// Rendering with the real Helm, where it is installed: lint and template each deployable chart on
// its own and the umbrella in each profile, then (with kubeconform) validate the manifests against
// the Kubernetes schemas. Without helm the parse-level checks beside this file still run, and this
// file says so instead of passing silently.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllDocuments, stringify } from 'yaml'
import { CHARTS, CHART_OF, PROFILES, discoverDeployables, isMap, readYaml } from './repo.ts'

const has = (bin: string) => spawnSync(bin, ['version'], { stdio: 'ignore' }).status === 0
const HELM = has('helm')
const KUBECONFORM = has('kubeconform')
if (!HELM) console.log('helm not installed: template rendering skipped (parse-level chart checks still ran)')
else if (!KUBECONFORM) console.log('kubeconform not installed: rendered manifests are not validated against the Kubernetes schemas')

function run(cmd: string, args: string[], input?: string) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 })
  return { ok: r.status === 0, out: r.stdout ?? '', err: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}` }
}

/** the charts copied aside, so vendoring dependencies leaves the work tree alone */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'care-charts-'))
  cpSync(CHARTS, dir, { recursive: true, dereference: true })
  for (const chart of Object.values(CHART_OF)) {
    const r = run('helm', ['dependency', 'build', join(dir, chart)])
    assert.ok(r.ok, `helm dependency build ${chart}: ${r.err}`)
  }
  return dir
}

const kinds = (manifest: string) =>
  parseAllDocuments(manifest).map((d) => d.toJS()).filter(isMap).map((d) => `${d.kind}/${d.metadata?.name}`)

function validate(manifest: string, what: string, t: { diagnostic(m: string): void }) {
  if (!KUBECONFORM) return
  const r = run('kubeconform', ['-strict', '-summary', '-ignore-missing-schemas', '-'], manifest)
  if (!r.ok && /(dial tcp|no such host|could not (download|find) schema|failed downloading)/i.test(r.out + r.err)) {
    t.diagnostic(`kubeconform could not fetch the Kubernetes schemas (offline): ${what} not validated`)
    return
  }
  assert.ok(r.ok, `kubeconform ${what}:\n${r.out}${r.err}`)
}

test('each deployable chart lints and renders on its own', { skip: !HELM && 'helm not installed: template rendering skipped' }, (t) => {
  const dir = workspace()
  try {
    for (const d of discoverDeployables()) {
      const chart = join(dir, CHART_OF[d.kind])
      const set = ['--set', `nameOverride=${d.name}`, '--set', `image.repository=care-${d.name}`, '--set', 'global.external.natsUrl=nats://nats:4222', '--set', 'global.external.databaseSecret=care-databases']
      const lint = run('helm', ['lint', chart, ...set])
      assert.ok(lint.ok, `helm lint ${d.name}:\n${lint.out}${lint.err}`)
      const r = run('helm', ['template', d.name, chart, ...set])
      assert.ok(r.ok, `helm template ${d.name}:\n${r.err}`)
      const rendered = kinds(r.out)
      for (const kind of ['Deployment', 'Service', 'ServiceAccount', 'ConfigMap', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'NetworkPolicy']) {
        assert.ok(rendered.some((k) => k.startsWith(`${kind}/`)), `${d.name} renders a ${kind} (got ${rendered.join(', ')})`)
      }
      if (d.kind === 'service') assert.ok(rendered.some((k) => k.startsWith('Job/')), `${d.name} renders its migration Job`)
      validate(r.out, d.name, t)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the umbrella renders in every profile', { skip: !HELM && 'helm not installed: template rendering skipped' }, (t) => {
  const dir = workspace()
  try {
    const umbrella = join(dir, 'care-platform')
    // remote dependencies need the network; offline, render without them (external mode)
    const vendored = run('helm', ['dependency', 'update', umbrella])
    if (!vendored.ok) {
      t.diagnostic(`helm dependency update failed (offline?): rendering without the NATS and PostgreSQL charts\n${vendored.err.trim()}`)
      const chart = readYaml(join(umbrella, 'Chart.yaml'))
      chart.dependencies = chart.dependencies.filter((d: any) => d.repository.startsWith('file://'))
      writeFileSync(join(umbrella, 'Chart.yaml'), stringify(chart))
      // the committed lock names the remote charts too: without it, build resolves the local ones afresh
      rmSync(join(umbrella, 'Chart.lock'), { force: true })
      const local = run('helm', ['dependency', 'build', umbrella])
      assert.ok(local.ok, `helm dependency build care-platform: ${local.err}`)
    }
    for (const profile of PROFILES) {
      const args = ['template', 'care', umbrella, '--namespace', 'care']
      if (profile !== 'base') args.push('-f', join(umbrella, `values-${profile}.yaml`))
      if (profile === 'prod' || !vendored.ok) {
        args.push('--set', 'nats.enabled=false', '--set', 'postgresql.enabled=false', '--set', 'global.secrets.generate=false')
        args.push('--set', 'global.external.natsUrl=nats://nats.messaging:4222', '--set', 'global.external.databaseSecret=care-databases')
      }
      const r = run('helm', args)
      assert.ok(r.ok, `helm template (${profile}):\n${r.err}`)
      const rendered = kinds(r.out)
      for (const d of discoverDeployables()) assert.ok(rendered.includes(`Deployment/care-${d.name}`), `${profile}: Deployment/care-${d.name}`)
      assert.ok(rendered.includes('Ingress/care'), `${profile}: the Ingress`)
      assert.ok(rendered.includes('ConfigMap/care-remotes'), `${profile}: the remote manifest`)
      validate(r.out, `care-platform (${profile})`, t)
    }
    // metrics: scrape annotations on the Node deployables' pods, ServiceMonitors on request
    const external = ['--set', 'nats.enabled=false', '--set', 'postgresql.enabled=false', '--set', 'global.external.natsUrl=nats://nats:4222', '--set', 'global.external.databaseSecret=care-databases']
    const monitored = run('helm', ['template', 'care', umbrella, ...external, '--set', 'global.metrics.serviceMonitor.enabled=true'])
    assert.ok(monitored.ok, `helm template with ServiceMonitors:\n${monitored.err}`)
    const docs = parseAllDocuments(monitored.out).map((d) => d.toJS()).filter(isMap)
    const gateway = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'care-gateway')
    assert.equal(gateway?.spec.template.metadata.annotations['prometheus.io/path'], '/metrics')
    assert.ok(docs.some((d) => d.kind === 'ServiceMonitor' && d.metadata.name === 'care-gateway'))
    assert.ok(!docs.some((d) => d.kind === 'ServiceMonitor' && d.metadata.name === 'care-portal-shell'), 'nginx serves no metrics')

    // a half-configured release is refused
    const refused = run('helm', ['template', 'care', umbrella, '--set', 'nats.enabled=false', '--set', 'global.external.natsUrl='])
    assert.equal(refused.ok, false)
    assert.match(refused.err, /NATS: set nats\.enabled=true/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
