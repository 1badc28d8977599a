// The medication lookup (spec 3 §7) through the gateway, against a local RxNav-shaped server
// (@care/kit/testing/rxnav-stub: under `npm test` the shared platform's, else one of this file's own):
// drug names for a term, a name's RxNorm code, a code's NDCs; answers cached; RxNav unreachable →
// 503 'Drug lookup is unavailable' and nothing invented.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError } from '@care/contracts/errors'
import { DRUG_LOOKUP_UNAVAILABLE } from '@care/contracts/routes/records'
import { registerStaff, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { METFORMIN_DRUGS, startTestPlatformWithRxNav, type RxNavStub } from '@care/kit/testing/rxnav-stub'
import { createRxNavLookup } from '../src/drug-lookup/rxnav.ts'

/** a port nothing listens on (bound, then released) */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('records: medication lookup (RxNav)', () => {
  let started: Awaited<ReturnType<typeof startTestPlatformWithRxNav>>
  let platform: TestPlatform
  let rxnav: RxNavStub
  let staff: Principal
  // terms of this run only: the shared platform's cache outlives a file
  const term = `metformin ${randomBytes(3).toString('hex')}`

  const lookup = (path: string, query: Record<string, unknown>, as: Principal = staff) => api<Record<string, unknown>>(platform.url, as, 'GET', path, query)

  before(async () => {
    started = await startTestPlatformWithRxNav()
    ;({ platform, rxnav } = started)
    staff = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(() => started?.close())

  test('drug names for a term, each once, in RxNav order; answers are cached', async () => {
    const res = await lookup('/drug-lookup/drugs', { name: ` ${term} ` })
    assert.equal(res.status, 200)
    assert.deepEqual((res.body.drugs as { rxcui: string }[]).map((d) => d.rxcui), ['861007', '861010', '861008'])
    assert.deepEqual((res.body.drugs as object[])[0], METFORMIN_DRUGS[0])
    assert.deepEqual((res.body.drugs as object[])[1], { rxcui: '861010', name: 'metformin hydrochloride 850 MG Oral Tablet', tty: 'SCD' }, 'an empty synonym is left out')
    await lookup('/drug-lookup/drugs', { name: term })
    const asked = (await rxnav.requests()).filter((path) => path === `/drugs.json?name=${encodeURIComponent(term)}`)
    assert.equal(asked.length, 1, 'the second lookup came from the cache')
    assert.deepEqual((await lookup('/drug-lookup/drugs', { name: `zzzz ${term}` })).body, { drugs: [] }, 'no match is an empty list')
  })

  test("a name's RxNorm code and a code's NDCs; bad input 400, no session 401", async () => {
    assert.deepEqual((await lookup('/drug-lookup/rxcui', { name: 'Metformin 500 MG Oral Tablet' })).body, { rxNormCode: '861007' })
    assert.deepEqual((await lookup('/drug-lookup/ndcs', { rxcui: '861007' })).body, { ndcs: ['00093104801', '00093104810'] })
    const bad = await lookup('/drug-lookup/ndcs', { rxcui: '../x' })
    assert.deepEqual([bad.status, (bad.body as { message: string }).message], [400, 'Error parsing field rxcui: Invalid RxNorm code'])
    assert.equal((await lookup('/drug-lookup/drugs', { name: '   ' })).status, 400)
    assert.equal((await lookup('/drug-lookup/drugs', { name: term }, {})).status, 401)
  })

  test("RxNav unreachable: 503 'Drug lookup is unavailable' for anything not cached, never a guess", async () => {
    // the stub drops the connection for terms starting with 'offline'
    const res = await lookup('/drug-lookup/drugs', { name: `offline lisinopril ${term}` })
    assert.deepEqual([res.status, (res.body as { message: string }).message], [503, DRUG_LOOKUP_UNAVAILABLE])
    // what was looked up before still answers
    assert.equal((await lookup('/drug-lookup/drugs', { name: term })).status, 200)
    // nothing listening at RXNAV_URL at all (connection refused): the same 503
    const nobody = createRxNavLookup({ baseUrl: `http://127.0.0.1:${await closedPort()}` })
    await assert.rejects(nobody.drugs('metformin'), (e: unknown) => e instanceof ApiError && e.status === 503 && e.message === DRUG_LOOKUP_UNAVAILABLE)
  })
})
