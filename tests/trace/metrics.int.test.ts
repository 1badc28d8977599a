// GET /metrics on the gateway after a few real calls: the route's counter moved by exactly the
// calls made, its latency histogram is there, labels carry route templates and never ids, and the
// bus and event-lag series of the services (same process in standalone mode) are included.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { BusEvent } from '@care/contracts/bus'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The Prometheus text format's samples (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m) continue
    const labels: Record<string, string> = {}
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!
    samples.push({ name: m[1]!, labels, value: Number(m[3]) })
  }
  return samples
}

const sum = (samples: Sample[], name: string, labels: Record<string, string | RegExp> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => (typeof v === 'string' ? s.labels[k] === v : v.test(s.labels[k] ?? ''))))
    .reduce((total, s) => total + s.value, 0)

describe('the gateway serves Prometheus metrics', () => {
  let platform: TestPlatform
  let auth: Record<string, string>
  const durable = `metrics_test_${randomBytes(4).toString('hex')}`
  const reacted = new Set<string>()

  const scrape = async () => {
    const res = await fetch(`${platform.url}/metrics`)
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    return { text, samples: parseExposition(text) }
  }

  before(async () => {
    // its own platform: the counters must move by exactly this file's calls, and the services' series are this process's
    platform = await startTestPlatform({ fresh: true })
    const staff = await registerStaff(platform.url)
    auth = { authorization: `Bearer ${staff.authToken}`, 'content-type': 'application/json' }
    await platform.bus.subscribeDurable(durable, 'evt.endusers.created', async (e: BusEvent) => {
      for (const r of e.records) reacted.add(String(r.id))
    })
  })
  after(() => platform?.close())

  it('counts and times each call per route template, with bus and event-lag series', async () => {
    const created = { method: 'POST', route: '/v1/enduser', status_class: '2xx' }
    const read = { method: 'GET', route: '/v1/enduser/:id', status_class: '2xx' }
    const handled = { subject: 'svc.identity.endusers.createOne', queue: 'identity', status: /^2\d\d$/ }
    const first = await scrape()

    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${platform.url}/v1/enduser`, { method: 'POST', headers: auth, body: JSON.stringify({ fname: `Metrics${i}` }) })
      assert.equal(res.status, 200)
      ids.push(((await res.json()) as { id: string }).id)
    }
    for (const id of ids) assert.equal((await fetch(`${platform.url}/v1/enduser/${id}`, { headers: auth })).status, 200)
    assert.equal((await fetch(`${platform.url}/v1/enduser/${'f'.repeat(24)}`, { headers: auth })).status, 404)
    const deadline = Date.now() + 15_000
    while (!ids.every((id) => reacted.has(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    assert.ok(ids.every((id) => reacted.has(id)), 'the durable consumer got every created event')

    const second = await scrape()
    const delta = (name: string, labels: Record<string, string | RegExp>) => sum(second.samples, name, labels) - sum(first.samples, name, labels)
    assert.equal(delta('care_http_requests_total', created), 3)
    assert.equal(delta('care_http_request_duration_seconds_count', created), 3)
    assert.equal(delta('care_http_request_duration_seconds_bucket', { ...created, le: '+Inf' }), 3)
    assert.ok(sum(second.samples, 'care_http_request_duration_seconds_sum', created) > 0)
    assert.equal(delta('care_http_requests_total', read), 3)
    assert.equal(delta('care_http_requests_total', { ...read, status_class: '4xx' }), 1)
    for (const id of ids) assert.ok(!second.text.includes(id), 'no label carries a record id')

    assert.equal(delta('care_bus_handled_requests_total', handled), 3, 'identity answered three creates')
    assert.equal(delta('care_bus_requests_total', { subject: handled.subject, status: handled.status }), 3, 'the gateway sent three')
    assert.equal(delta('care_bus_handled_requests_total', { subject: 'svc.identity.endusers.getOne', status: '404' }), 1)
    assert.ok(delta('care_bus_event_lag_seconds_count', { durable }) >= 3, 'one lag sample per delivery to the durable')
    assert.ok(sum(second.samples, 'care_bus_event_lag_seconds_bucket', { durable, le: '+Inf' }) >= 3)
    assert.ok(delta('care_bus_events_published_total', { subject: 'evt.endusers.created' }) >= 3)
    assert.ok(sum(second.samples, 'process_resident_memory_bytes') > 0, 'default process metrics')
  })

  it('is not part of the API: /v1/metrics is an unknown route', async () => {
    assert.equal((await fetch(`${platform.url}/v1/metrics`, { headers: auth })).status, 404)
  })
})
