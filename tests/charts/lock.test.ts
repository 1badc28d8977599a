// Chart.lock: every chart with dependencies commits one, in step with its Chart.yaml under Helm's
// own digest, so `helm dependency build` (charts/build-deps.sh) vendors exactly the locked versions
// and refuses nothing. charts/lock.ts rewrites them; these checks make a forgotten rewrite fail.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { expectedLock, helmDigest, lockStatus, renderLock, satisfies } from '../../charts/lock.ts'
import { CHARTS, chartDirs, loadChart, readText } from './repo.ts'

test("the digest is Helm's: a Chart.lock written by Helm (bitnami/postgresql, 2023) checks out", () => {
  const requested = [{ name: 'common', version: '2.x.x', repository: 'oci://registry-1.docker.io/bitnamicharts', tags: ['bitnami-common'] }]
  const locked = [{ name: 'common', repository: 'oci://registry-1.docker.io/bitnamicharts', version: '2.4.0' }]
  assert.equal(helmDigest(requested, locked), 'sha256:8c1a5dc923412d11d4d841420494b499cb707305c8b9f87f45ea1a8bf3172cb3')
  // Go's json.Marshal escapes <, > and & (HTML-safe): a range written with them hashes as Helm hashes it
  const ranged = [{ name: 'nats', version: '>=1.2.0 <2.0.0', repository: 'https://example.test/charts/' }]
  const goBytes = String.raw`[[{"name":"nats","version":"\u003e=1.2.0 \u003c2.0.0","repository":"https://example.test/charts/"}],[]]`
  assert.equal(helmDigest(ranged, []), `sha256:${createHash('sha256').update(goBytes).digest('hex')}`)
})

test('every chart with dependencies commits a Chart.lock in step with its Chart.yaml', () => {
  const withDependencies = chartDirs().filter((dir) => (loadChart(dir).chart.dependencies ?? []).length)
  const status = lockStatus(CHARTS)
  assert.deepEqual(status.map((s) => s.chart), withDependencies)
  for (const s of status) assert.ok(s.upToDate, `charts/${s.chart}/Chart.lock is out of date: run node --import tsx charts/lock.ts`)
  const umbrella = parse(readText(join(CHARTS, 'care-platform', 'Chart.lock')))
  const remote = umbrella.dependencies.filter((d: any) => !d.repository.startsWith('file://'))
  assert.deepEqual(remote.map((d: any) => d.name), ['nats', 'postgresql'], 'the remote charts are locked too')
  for (const d of remote) {
    const range = loadChart('care-platform').chart.dependencies.find((r: any) => r.name === d.name).version
    assert.ok(satisfies(String(d.version), range), `${d.name} ${d.version} within ${range}`)
  }
})

test('a dependency added without refreshing the lock is caught, and a remote one without a locked version is refused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'care-lock-'))
  try {
    cpSync(CHARTS, dir, { recursive: true })
    const chartFile = join(dir, 'care-platform', 'Chart.yaml')
    const chart = parse(readFileSync(chartFile, 'utf8'))
    chart.dependencies.splice(1, 0, { name: 'care-service', alias: 'records', version: '0.1.0', repository: 'file://../care-service', condition: 'records.enabled' })
    writeFileSync(chartFile, stringify(chart))
    const stale = lockStatus(dir).find((s) => s.chart === 'care-platform')!
    assert.equal(stale.upToDate, false)
    // rewriting it (what charts/lock.ts does) brings it back in step, remote versions kept
    writeFileSync(join(dir, 'care-platform', 'Chart.lock'), renderLock(stale.lock!))
    assert.equal(lockStatus(dir).find((s) => s.chart === 'care-platform')!.upToDate, true)
    assert.equal(stale.lock!.dependencies.find((d) => d.name === 'nats')!.version, '1.3.16')

    chart.dependencies.push({ name: 'redis', version: '>=20.0.0 <21.0.0', repository: 'oci://registry-1.docker.io/bitnamicharts', condition: 'redis.enabled' })
    writeFileSync(chartFile, stringify(chart))
    assert.throws(() => expectedLock(join(dir, 'care-platform')), /redis .* needs resolving: helm dependency update/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('version ranges: comparators and exact versions', () => {
  assert.equal(satisfies('1.3.16', '>=1.2.0 <2.0.0'), true)
  assert.equal(satisfies('2.12.1', '>=1.2.0 <2.0.0'), false)
  assert.equal(satisfies('1.1.9', '>=1.2.0 <2.0.0'), false)
  assert.equal(satisfies('0.1.0', '0.1.0'), true)
  assert.equal(satisfies('0.1.1', '0.1.0'), false)
  assert.throws(() => satisfies('1.0.0', '^1.0.0'), /unsupported version range/)
})

test('build-deps.sh vendors from the committed locks (helm dependency build), leaves first', () => {
  const script = readText(join(CHARTS, 'build-deps.sh'))
  assert.match(script, /if \[ -f "\$1\/Chart\.lock" \]; then helm dependency build/)
  assert.ok(script.indexOf('vendor care-platform') > script.indexOf('for chart in */Chart.yaml'), 'the umbrella after its dependencies')
})
