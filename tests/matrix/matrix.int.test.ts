// The authorization matrix generated from the contracts (issue #25): every collection of a running
// service (collections.ts) × every principal (tests/support/principals.ts) × create, read one, read
// many, update, delete over REST, and the live column (one socket per principal: who heard
// created / updated / deleted of each record written). Each expected answer is derived from the
// contract through the one visibility rule (expected.ts), except the named rules (named-rules.ts);
// a few facts about the principals (invariants.ts) are checked apart from that rule, so a
// regression in the rule itself is caught too.
// 0 leaks and 0 mismatches; the cell count is printed per collection and in total.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { collectionByName } from '@care/contracts/collections/index'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../support/live-socket.ts'
import { api } from '../support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipal, type MatrixPrincipals } from '../support/principals.ts'
import { matrixCollections, SKIPPED } from './collections.ts'
import { recordGenerator, type Generator, type Rec } from './records.ts'
import { runCollection, type Finding } from './run-collection.ts'
import { checkLive, checkSystemWritten, WriteLog } from './live.ts'
import { provokeSystemRecords } from './system-written.ts'

const COLLECTIONS = matrixCollections()
const LISTENERS = MATRIX_PRINCIPALS.filter((p) => p !== 'anonymous')

describe('authorization matrix generated from the contracts', () => {
  let platform: TestPlatform
  let principals: MatrixPrincipals
  let generator: Generator
  const sockets: Partial<Record<MatrixPrincipal, LiveSocket>> = {}
  const writes = new WriteLog()
  let socketsOpenSince = ''
  const totals = { rest: 0, live: 0, leaks: 0, mismatches: 0 }

  before(async () => {
    platform = await startTestPlatform()
    principals = await matrixPrincipals(platform.url, COLLECTIONS.map((c) => c.name))
    await Promise.all(LISTENERS.map(async (p) => { sockets[p] = await openLiveSocket(platform.url, principals.who[p].authorization!) }))
    socketsOpenSince = new Date().toISOString()
    const asAdmin = async (path: string) => (await api<Rec>(platform.url, principals.who.admin, 'GET', path)).body
    generator = recordGenerator({
      url: platform.url, admin: principals.who.admin, businessA: principals.businessA, subOrganizationId: principals.subOrganizationId,
      staffAssignedId: principals.staffAssignedId, patientSelf: await asAdmin(`/enduser/${principals.patientSelfId}`), organizationA: await asAdmin(`/organization/${principals.businessA}`),
    })
  })
  after(async () => {
    for (const s of Object.values(sockets)) s.close()
    await platform?.close()
    console.log(`authorization matrix: ${totals.rest} REST cells + ${totals.live} live cells = ${totals.rest + totals.live} cells over ${COLLECTIONS.length} collections, ${totals.leaks} leaks, ${totals.mismatches} mismatches`)
    for (const [name, reason] of Object.entries(SKIPPED)) console.log(`  skipped ${name}: ${reason}`)
  })

  const report = (name: string, rest: number, live: number, findings: Finding[], skipped: string[]) => {
    const leaks = findings.filter((f) => f.leak)
    totals.rest += rest
    totals.live += live
    totals.leaks += leaks.length
    totals.mismatches += findings.length - leaks.length
    console.log(`  ${name}: ${rest} REST + ${live} live cells, ${leaks.length} leaks, ${findings.length - leaks.length} mismatches${skipped.length ? `; not run: ${[...new Set(skipped)].join('; ')}` : ''}`)
    const lines = findings.map((f) => `${f.leak ? 'LEAK ' : ''}${f.cell}: expected ${f.expected}, got ${f.actual}`)
    assert.deepEqual(lines, [], `${name}: ${leaks.length} leaks, ${findings.length - leaks.length} mismatches`)
  }

  for (const c of COLLECTIONS) {
    if (c.writtenBySystemOnly) continue
    test(`${c.name}: every principal × create, read one, read many, update, delete, REST and live`, async () => {
      const ctx = { url: platform.url, who: principals.who, sessions: principals.sessions, businessA: principals.businessA, generator, writes, invariants: { subOrganizationId: principals.subOrganizationId } }
      const rest = await runCollection(ctx, c)
      const live = await checkLive(writes, c.name, sockets, principals.sessions, ctx.invariants)
      report(c.name, rest.cells, live.cells, [...rest.findings, ...live.findings], rest.skipped)
    })
  }

  // the system's own collections last: their records are the audit entries of every write above, and
  // the runs of a journey the matrix's patient is enrolled in (./system-written.ts)
  for (const c of COLLECTIONS.filter((c) => c.writtenBySystemOnly)) {
    test(`${c.name} (written by the system): every principal × read one, read many, REST and live`, async () => {
      await provokeSystemRecords(c.name, { url: platform.url, admin: principals.who.admin, patientId: principals.patientSelfId })
      const ctx = { url: platform.url, who: principals.who, sessions: principals.sessions, businessA: principals.businessA, generator, writes, invariants: { subOrganizationId: principals.subOrganizationId } }
      const rest = await runCollection(ctx, c)
      const contract = collectionByName.get(c.name)!
      const knows = (r: Rec) => !contract.accessVia || generator.known.has(String(r[contract.accessVia.field]))
      const live = await checkSystemWritten(c.name, sockets, principals.sessions, (r) => generator.parentOf(contract, r), knows, socketsOpenSince)
      report(c.name, rest.cells, live.cells, [...rest.findings, ...live.findings], rest.skipped)
    })
  }
})
