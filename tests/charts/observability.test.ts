// Metrics in the cluster: every Node deployable serves Prometheus metrics on the port the chart
// scrapes, the library annotates its pods (or renders a ServiceMonitor on request) and lets the
// scraper through the NetworkPolicy; nginx frontends are left out. Tracing: the OTLP endpoint is a
// global switch the library turns into OTEL_EXPORTER_OTLP_ENDPOINT.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { CHARTS, PROFILES, discoverDeployables, effectiveValues, scanChartTemplates, sourcesText, umbrellaValues, workspaceClosure } from './repo.ts'

const defines = new Map([...scanChartTemplates(join(CHARTS, 'care-lib')).values()].flatMap((s) => [...s.defines]))

for (const d of discoverDeployables()) {
  if (d.kind === 'frontend') {
    test(`${d.dir}: not scraped (nginx serves no metrics)`, () => {
      for (const profile of PROFILES) assert.equal(effectiveValues(d.name, profile).metrics?.enabled, false, `${d.name} (${profile})`)
    })
    continue
  }
  test(`${d.dir}: serves /metrics, and the chart scrapes it in every profile`, () => {
    assert.ok(sourcesText(workspaceClosure(d.dir)).includes("'/metrics'"), `${d.dir} (or the kit it runs on) serves GET /metrics`)
    for (const profile of PROFILES) {
      const v = effectiveValues(d.name, profile)
      assert.equal(v.metrics?.enabled, true, `${d.name} (${profile}): metrics.enabled`)
      assert.equal(v.metrics.path, '/metrics')
    }
  })
}

test('the library annotates scraped pods, renders a ServiceMonitor on request and lets Prometheus in', () => {
  const annotations = defines.get('care-lib.scrapeAnnotations') ?? ''
  for (const key of ['prometheus.io/scrape', 'prometheus.io/port', 'prometheus.io/path']) assert.ok(annotations.includes(key), key)
  assert.ok(defines.get('care-lib.deployment')?.includes('include "care-lib.scrapeAnnotations"'), 'the pod template carries them')
  const monitor = defines.get('care-lib.serviceMonitor') ?? ''
  assert.match(monitor, /dig "metrics" "serviceMonitor" "enabled" false \$g/, 'off unless global.metrics.serviceMonitor.enabled')
  assert.match(monitor, /port: http/)
  const policy = (defines.get('care-lib.networkPolicyPeers') ?? '') + (defines.get('care-lib.networkPolicy') ?? '')
  assert.match(policy, /"prometheus" \(list/, 'a prometheus peer')
  assert.match(policy, /if and \.Values\.metrics\.enabled \(not \(has "prometheus" \$ingressFrom\)\)/, 'let in wherever metrics are on')
})

test('global switches: scrape annotations on, ServiceMonitors off, tracing off until an OTLP endpoint is set', () => {
  const g = umbrellaValues('base').global
  assert.equal(g.metrics.annotations, true)
  assert.equal(g.metrics.serviceMonitor.enabled, false)
  assert.equal(g.otel.endpoint, '')
  assert.match(defines.get('care-lib.configData') ?? '', /"OTEL_EXPORTER_OTLP_ENDPOINT"/)
})
