// The load journeys, checked for correctness (never timings): each journey once against a platform
// with the demo clinic, every step's status and shape as the journey expects; the runner failing a
// step on a wrong status or shape and refusing non-loopback targets; the k6 script bundling to
// JavaScript that imports nothing but k6 and type-checking against @types/k6 alone.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { DEMO, demoClinic, seedDemo } from '@care/platform/seed'
import { SEEDED_FORMS } from '@care/platform/seed-forms'
import { startTestPlatform } from '../support/platform.ts'
import { DEMO_CLINIC, JOURNEYS, judge, query, requestFor, type Journey } from './journeys/index.ts'
import { assertLoopback, runJourney } from './node/runner.ts'
import { bundleK6Script } from './k6/bundle.ts'

test('each journey once against the demo clinic: every step answers its status and shape', async () => {
  // a demo clinic of its own on the shared platform (seeded through its bus): the form journey
  // submits answers as the demo patient, which other suites read in theirs
  const platform = await startTestPlatform({ bus: true })
  try {
    const demo = await seedDemo(platform, demoClinic(randomBytes(4).toString('hex')))
    const vars = {
      ...DEMO_CLINIC, subdomain: demo.subdomain, patientEmail: demo.patientEmail, patientPassword: demo.patientPassword,
      staffEmail: demo.adminEmail, staffPassword: demo.adminPassword,
    }
    for (const journey of JOURNEYS) {
      const figures = await runJourney(journey, { origin: platform.url, vus: 1, iterations: 1, seconds: 60, vars })
      assert.deepEqual(
        { journey: figures.journey, failures: figures.failures, iterations: figures.iterations, requests: figures.requests, stoppedBy: figures.stoppedBy },
        { journey: journey.name, failures: [], iterations: 1, requests: journey.steps.length, stoppedBy: 'budget' },
      )
    }
  } finally {
    await platform.close()
  }
})

test('the journeys default to the demo clinic the platform seeds', () => {
  assert.deepEqual(DEMO_CLINIC, {
    subdomain: DEMO.subdomain, patientEmail: DEMO.patientEmail, patientPassword: DEMO.patientPassword,
    staffEmail: DEMO.adminEmail, staffPassword: DEMO.adminPassword, formTitle: SEEDED_FORMS.survey,
  })
})

test('a step builds its request from what earlier steps kept, with queries as @care/sdk writes them', () => {
  const step = JOURNEYS.find((j) => j.name === 'staff-patients')!.steps.find((s) => s.name === 'GET /v1/notes')!
  const req = requestFor(step, 'http://127.0.0.1:1', { staffToken: 'tok', openedPatientId: 'p1' })
  assert.deepEqual(req, {
    method: 'GET', url: `http://127.0.0.1:1/v1/notes?filter=${encodeURIComponent('{"enduserId":"p1"}')}&sort=newFirst&limit=500`, headers: { authorization: 'Bearer tok' },
  })
  assert.equal(query({ a: undefined, b: [1] }), '?b=%5B1%5D')
  assert.throws(() => requestFor(step, 'http://127.0.0.1:1', { openedPatientId: 'p1' }), /no 'staffToken' kept/)
})

const probe: Journey = {
  name: 'probe',
  summary: 'two steps against a stub',
  setup: [],
  steps: [
    { name: 'GET /one', method: 'GET', path: () => '/one', status: 200, check: (b) => (Array.isArray(b) ? undefined : 'not a list'), keep: (b) => ({ first: b[0] }) },
    { name: 'POST /two', method: 'POST', path: () => '/two', body: (v) => ({ first: v.first }), status: 200 },
  ],
}

async function stub(answer: (path: string, n: number) => { status: number; body: string }) {
  const seen: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`.trim())
      const { status, body } = answer(req.url ?? '', seen.length)
      res.writeHead(status, { 'content-type': 'application/json' }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) }
}

test('the runner passes kept values on, and a wrong status or shape fails the step and ends its iteration', async () => {
  const good = await stub(() => ({ status: 200, body: '["x"]' }))
  try {
    const figures = await runJourney(probe, { origin: good.origin, vus: 2, iterations: 3, seconds: 60, vars: {} })
    assert.deepEqual([figures.iterations, figures.requests, figures.failed, figures.stoppedBy], [3, 6, 0, 'budget'])
    assert.ok(good.seen.includes('POST /two {"first":"x"}'))
  } finally {
    await good.close()
  }

  const wrongStatus = await stub(() => ({ status: 500, body: '{"message":"Internal error"}' }))
  try {
    const figures = await runJourney(probe, { origin: wrongStatus.origin, vus: 1, iterations: 2, seconds: 60, vars: {} })
    assert.deepEqual([figures.iterations, figures.failed, figures.failures], [0, 2, ['GET /one: 500 instead of 200: {"message":"Internal error"}']])
    assert.deepEqual(wrongStatus.seen, ['GET /one', 'GET /one'], 'the iteration ends at its failed step')
  } finally {
    await wrongStatus.close()
  }

  const wrongShape = await stub(() => ({ status: 200, body: '{"id":"x"}' }))
  try {
    const figures = await runJourney(probe, { origin: wrongShape.origin, vus: 1, iterations: 1, seconds: 60, vars: {} })
    assert.deepEqual(figures.failures, ['GET /one: not a list'])
  } finally {
    await wrongShape.close()
  }
})

test('a check that reads a missing field is a wrong answer, not a crash', () => {
  const verdict = judge(probe.steps[0], 200, '[]', {})
  assert.equal(verdict.problem, undefined)
  const crash = judge({ ...probe.steps[0], check: (b) => (b.deep.field ? undefined : 'x') }, 200, '{}', {})
  assert.match(crash.problem ?? '', /^GET \/one: unexpected answer/)
  assert.match(judge(probe.steps[0], 200, '<html>', {}).problem ?? '', /not JSON/)
})

test('the runner drives loopback only', async () => {
  assert.doesNotThrow(() => assertLoopback('http://127.0.0.1:8080'))
  assert.doesNotThrow(() => assertLoopback('http://localhost:8080'))
  assert.doesNotThrow(() => assertLoopback('http://[::1]:8080'))
  await assert.rejects(runJourney(probe, { origin: 'http://example.com', vus: 1, iterations: 1, seconds: 1, vars: {} }), /loopback only/)
})

test('the k6 script bundles to JavaScript importing only k6, and type-checks against @types/k6 alone', async () => {
  const code = await bundleK6Script()
  const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])
  assert.deepEqual(imports.sort(), ['k6', 'k6/execution', 'k6/http'])
  // what k6 looks for: options, setup() and the scenarios' exec function
  assert.deepEqual(code.match(/^export \{([^}]*)\};$/m)?.[1].split(',').map((s) => s.trim()), ['iteration', 'options', 'setup'])
  for (const journey of JOURNEYS) assert.ok(code.includes(journey.name), journey.name)

  const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'))
  const checked = spawnSync(process.execPath, [tsc, '-p', fileURLToPath(new URL('./k6/tsconfig.json', import.meta.url)), '--noEmit'], { encoding: 'utf8' })
  assert.equal(checked.status, 0, checked.stdout + checked.stderr)
})
