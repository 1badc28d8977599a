// The medication lookup (spec 3 §7) through the gateway, against a local RxNav-shaped server:
// drug names for a term, a name's RxNorm code, a code's NDCs; answers cached; RxNav down → 503
// 'Drug lookup is unavailable' and nothing invented.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DRUG_LOOKUP_UNAVAILABLE } from '@care/contracts/routes/records'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

const RXNAV: Record<string, unknown> = {
  '/drugs.json?name=metformin': {
    drugGroup: {
      name: 'metformin',
      conceptGroup: [
        { tty: 'BPCK' },
        { tty: 'SCD', conceptProperties: [
          { rxcui: '861007', name: 'metformin hydrochloride 500 MG Oral Tablet', synonym: 'Metformin 500 MG Oral Tablet', tty: 'SCD' },
          { rxcui: '861010', name: 'metformin hydrochloride 850 MG Oral Tablet', synonym: '', tty: 'SCD' },
        ] },
        { tty: 'SBD', conceptProperties: [{ rxcui: '861008', name: 'metformin hydrochloride 500 MG Oral Tablet [Glucophage]', tty: 'SBD' }] },
      ],
    },
  },
  '/drugs.json?name=zzzz': { drugGroup: { name: null } },
  '/rxcui.json?name=Metformin%20500%20MG%20Oral%20Tablet&allsrc=1': { idGroup: { rxnormId: ['861007'] } },
  '/rxcui/861007/ndcs.json': { ndcGroup: { rxnormId: '861007', ndcList: { ndc: ['00093104801', '00093104810'] } } },
}

describe('records: medication lookup (RxNav)', () => {
  let rxnav: Server
  const hits: string[] = []
  let platform: TestPlatform
  let staff: Principal

  const lookup = (path: string, query: Record<string, unknown>, as: Principal = staff) => api<Record<string, unknown>>(platform.url, as, 'GET', path, query)

  before(async () => {
    rxnav = createServer((req, res) => {
      hits.push(req.url!)
      const body = RXNAV[req.url!]
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }))
    })
    await new Promise<void>((r) => rxnav.listen(0, '127.0.0.1', r))
    // its own platform: records reads RXNAV_URL (this stub) when it starts
    process.env.RXNAV_URL = `http://127.0.0.1:${(rxnav.address() as AddressInfo).port}/`
    platform = await startTestPlatform({ fresh: true })
    staff = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
  })
  after(async () => {
    await platform?.close()
    rxnav?.closeAllConnections()
    await new Promise((r) => rxnav?.close(r))
  })

  test('drug names for a term, each once, in RxNav order; answers are cached', async () => {
    const res = await lookup('/drug-lookup/drugs', { name: ' metformin ' })
    assert.equal(res.status, 200)
    assert.deepEqual((res.body.drugs as { rxcui: string }[]).map((d) => d.rxcui), ['861007', '861010', '861008'])
    assert.deepEqual((res.body.drugs as object[])[0], { rxcui: '861007', name: 'metformin hydrochloride 500 MG Oral Tablet', synonym: 'Metformin 500 MG Oral Tablet', tty: 'SCD' })
    await lookup('/drug-lookup/drugs', { name: 'metformin' })
    assert.equal(hits.filter((h) => h.startsWith('/drugs.json?name=metformin')).length, 1, 'the second lookup came from the cache')
    assert.deepEqual((await lookup('/drug-lookup/drugs', { name: 'zzzz' })).body, { drugs: [] }, 'no match is an empty list')
  })

  test("a name's RxNorm code and a code's NDCs; bad input 400, no session 401", async () => {
    assert.deepEqual((await lookup('/drug-lookup/rxcui', { name: 'Metformin 500 MG Oral Tablet' })).body, { rxNormCode: '861007' })
    assert.deepEqual((await lookup('/drug-lookup/ndcs', { rxcui: '861007' })).body, { ndcs: ['00093104801', '00093104810'] })
    const bad = await lookup('/drug-lookup/ndcs', { rxcui: '../x' })
    assert.deepEqual([bad.status, (bad.body as { message: string }).message], [400, 'Error parsing field rxcui: Invalid RxNorm code'])
    assert.equal((await lookup('/drug-lookup/drugs', { name: '   ' })).status, 400)
    assert.equal((await lookup('/drug-lookup/drugs', { name: 'metformin' }, {})).status, 401)
  })

  test("RxNav down: 503 'Drug lookup is unavailable' for anything not cached, never a guess", async () => {
    rxnav.closeAllConnections()
    await new Promise((r) => rxnav.close(r))
    const res = await lookup('/drug-lookup/drugs', { name: 'lisinopril' })
    assert.deepEqual([res.status, (res.body as { message: string }).message], [503, DRUG_LOOKUP_UNAVAILABLE])
    // what was looked up before still answers
    assert.equal((await lookup('/drug-lookup/drugs', { name: 'metformin' })).status, 200)
  })
})
