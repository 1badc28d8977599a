// The query conditions (src/collections/access.ts) are the twin of the contracts' one visibility
// rule (contracts/src/access/visibility.ts): on generated records of two businesses, several
// organizations, creators, assignments and patients, every session reads by REST (getSome, getOne)
// exactly the records mayRead lets it read — so REST and the live fan-out (which calls mayRead)
// cannot disagree. Sessions include a sub-organization's staff stored both as the path and as the
// sub-organization alone (issue #18 item 3), and each staff access level.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { mayRead } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import { createCollectionOperations } from '../src/collections/index.ts'
import { newObjectId } from '../src/ids.ts'
import { ctx, enduserSession, openHarness, userSession, type Harness } from './fixture/harness.ts'
import { items } from './fixture/items.ts'

const B = newObjectId()
const OTHER = newObjectId()
const WEST = newObjectId()
const WEST_CLINIC = newObjectId()
const STAFF = [newObjectId(), newObjectId(), newObjectId()]
const PATIENTS = [newObjectId(), newObjectId()]

/** A small deterministic generator (mulberry32), so a failure names a reproducible seed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const SEED = 18_003

describe('visibility: the rule and its query version agree on generated records', () => {
  let h: Harness
  const records: Record<string, unknown>[] = []
  const level = (l: 'All' | 'Assigned' | null) => ({ items: { create: l, read: l, update: l, delete: l } })
  const sessions: Record<string, Session> = {
    'root admin': userSession({ businessId: B, id: STAFF[0], isAdmin: true, roles: ['Admin'] }),
    'sub-organization admin (path)': userSession({ businessId: B, id: STAFF[1], isAdmin: true, roles: ['Admin'], organizationIds: [B, WEST] }),
    'sub-organization admin (stored as [sub] by an invitation)': userSession({ businessId: B, id: STAFF[1], isAdmin: true, roles: ['Admin'], organizationIds: [WEST] }),
    'deeper clinic staff': userSession({ businessId: B, id: STAFF[2], organizationIds: [B, WEST, WEST_CLINIC] }),
    'staff All': userSession({ businessId: B, id: STAFF[1], permissions: level('All') }),
    'staff Assigned': userSession({ businessId: B, id: STAFF[1], permissions: level('Assigned') }),
    'staff Default': userSession({ businessId: B, id: STAFF[2] }),
    'staff Assigned in the sub-organization': userSession({ businessId: B, id: STAFF[2], organizationIds: [WEST], permissions: level('Assigned') }),
    'patient': enduserSession(B, PATIENTS[0]),
    "another business's admin": userSession({ businessId: OTHER, id: newObjectId(), isAdmin: true, roles: ['Admin'] }),
  }

  before(async () => {
    h = await openHarness('coll_visibility')
    const next = random(SEED)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
    const paths = [[B], [B, WEST], [B, WEST, WEST_CLINIC], [B, WEST_CLINIC]]
    for (let i = 0; i < 120; i++) {
      const businessId = next() < 0.85 ? B : OTHER
      const data = {
        id: newObjectId(), businessId, organizationIds: businessId === B ? pick(paths) : [OTHER],
        creator: pick(STAFF), title: `item ${i}`,
        assignedTo: next() < 0.4 ? [pick(STAFF)] : [], ownerId: next() < 0.3 ? pick(STAFF) : null,
        enduserId: next() < 0.6 ? pick(PATIENTS) : null, done: false,
      }
      await h.prisma.item.create({ data })
      records.push(data)
    }
  })
  after(() => h.close())

  for (const [name, session] of Object.entries(sessions)) {
    it(`${name}: getSome and getOne answer exactly what mayRead allows`, async () => {
      const expected = records.filter((r) => mayRead(session, items, { ...r, ownerId: r.ownerId ?? undefined, enduserId: r.enduserId ?? undefined })).map((r) => r.id).sort()
      const listed = (await h.ops.getSome({ limit: 1000 }, ctx(session))).map((r) => r.id).sort()
      assert.deepEqual(listed, expected, `seed ${SEED}`)
      for (const r of records.slice(0, 30)) {
        const readable = expected.includes(r.id)
        const got = await h.ops.getOne({ id: String(r.id) }, ctx(session)).then(() => true, () => false)
        assert.equal(got, readable, `getOne ${String(r.id)} (seed ${SEED})`)
      }
    })
  }

  it('the generated records exercise both answers for the confined sessions', () => {
    const invited = sessions['sub-organization admin (stored as [sub] by an invitation)']!
    const seen = records.filter((r) => mayRead(invited, items, r)).length
    assert.ok(seen > 0 && seen < records.filter((r) => r.businessId === B).length)
  })
})

// defaultAccess 'Assigned' (patients, tickets, meetings, calendar events, chat rooms, chats): a role that
// sets nothing for the collection reaches what is assigned to it or what it created.
describe("visibility: 'Default' meaning 'Assigned' (defaultAccess), the rule and its query agree", () => {
  let h: Harness
  const contract = { ...items, defaultAccess: 'Assigned' as const }
  const me = STAFF[2]!
  const rows = [
    { title: 'with a patient, not mine', tags: ['p'], assignedTo: [], creator: STAFF[0] },
    { title: 'staff only, not mine', tags: [], assignedTo: [STAFF[0]], creator: STAFF[0] },
    { title: 'staff only, assigned to me', tags: [], assignedTo: [me], creator: STAFF[0] },
    { title: 'staff only, created by me', tags: [], assignedTo: [], creator: me },
  ]
  before(async () => {
    h = await openHarness('coll_visibility_default')
    for (const r of rows) await h.prisma.item.create({ data: { id: newObjectId(), businessId: B, organizationIds: [B], done: false, ...r } })
  })
  after(() => h.close())

  for (const [name, session] of [
    ["staff Default (the declaration's case)", userSession({ businessId: B, id: me })],
    ['staff All', userSession({ businessId: B, id: me, permissions: level('All') })],
    ['staff Assigned', userSession({ businessId: B, id: me, permissions: level('Assigned') })],
  ] as const) {
    it(`${name}: getSome answers exactly what mayRead allows`, async () => {
      const ops = createCollectionOperations({ collection: contract, prisma: h.prisma, model: 'item' })
      const stored = await h.prisma.item.findMany({ where: { businessId: B } })
      const expected = stored.filter((r) => mayRead(session, contract, r as Record<string, unknown>)).map((r) => r.title).sort()
      const listed = (await ops.getSome({ limit: 100 }, ctx(session))).map((r) => r.title).sort()
      assert.deepEqual(listed, expected)
    })
  }

  it("under 'Default' a record is the assigned's and creator's only", async () => {
    const ops = createCollectionOperations({ collection: contract, prisma: h.prisma, model: 'item' })
    const listed = (await ops.getSome({ limit: 100 }, ctx(userSession({ businessId: B, id: me })))).map((r) => r.title).sort()
    assert.deepEqual(listed, ['staff only, assigned to me', 'staff only, created by me'])
  })
})

function level(l: 'All' | 'Assigned' | null) {
  return { items: { create: l, read: l, update: l, delete: l } }
}
