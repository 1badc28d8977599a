// The record generator: valid records of any collection made by business A's admin, as clients
// make them (createSome in one batch; API keys by their call; files through their upload link),
// with the parents they need made first and their patient set to patientSelf, in the variants that
// decide who sees them (assigned to staffAssigned, of the sub-organization, hidden from the patient).
import assert from 'node:assert/strict'
import type { Collection } from '@care/contracts/collections/define'
import { collectionByName } from '@care/contracts/collections/index'
import { enduserFieldOf, type ParentInHand } from '@care/contracts/access/visibility'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { api, type Principal } from '../support/http.ts'
import { uploadFile } from '../../services/records/test/support/upload.ts'
import { harmlessUpdate, nextUnique, requiredPayload, unwrap } from './payloads.ts'
import { FRESH_PARENTS, PAYLOAD_EXTRAS, parentsOf, VARIANT_EXTRAS } from './collections.ts'

export type Rec = Record<string, unknown>

export interface Variant {
  name: string
  /** fields beyond the payload */
  fields: Rec
  /** an existing record instead of new ones (never deleted: it is a principal or the business) */
  existing?: Rec
}

export interface Generator {
  /** a create payload with parents and patient filled in */
  payload(c: Collection): Promise<Rec>
  /** the parent a record of `c` is read through, when its contract declares one */
  parentOf(c: Collection, record: Rec): ParentInHand | undefined
  /** the parent a new record of `c` must name (a field's form, a record's database), when it has one */
  requiredParentOf(c: Collection, record: Rec): ParentInHand | undefined
  /** makes records as business A's admin; answers them as stored (the admin's view) */
  make(c: Collection, payloads: Rec[]): Promise<Rec[]>
  variants(c: Collection): Variant[]
  update(c: Collection): Rec | undefined
  /** records known by id (to find a parent in hand) */
  known: Map<string, Rec>
}

export interface GeneratorContext {
  url: string
  admin: Principal
  businessA: string
  subOrganizationId: string
  staffAssignedId: string
  patientSelf: Rec
  organizationA: Rec
}

/** Updates no field of which may change: the call is refused whatever it sends. */
const UPDATE_OVERRIDES: Record<string, { updates: Rec; reason: string }> = {
  api_keys: { updates: {}, reason: 'no field of a key may change: every update is refused' },
  meetings: { updates: { publicRead: true }, reason: "publicRead is a meeting's one field staff change (the rest is the server's)" },
}

export function recordGenerator(g: GeneratorContext): Generator {
  const known = new Map<string, Rec>([[g.patientSelf.id as string, g.patientSelf]])
  const parents = new Map<string, Rec>()

  async function parent(name: string): Promise<Rec> {
    const made = parents.get(name)
    if (made) return made
    const c = collectionByName.get(name)!
    const [record] = await make(c, [await payload(c)])
    parents.set(name, record!)
    return record!
  }

  async function payload(c: Collection): Promise<Rec> {
    const n = nextUnique()
    const out: Rec = { ...requiredPayload(c, n), ...PAYLOAD_EXTRAS[c.name]?.fields(n, g) }
    for (const [field, target] of parentsOf(c)) {
      const fresh = FRESH_PARENTS[c.name]?.field === field
      out[field] = (fresh ? (await make(collectionByName.get(target)!, [await payload(collectionByName.get(target)!)]))[0]! : await parent(target)).id
    }
    const enduserField = enduserFieldOf(c)
    // a record whose patient is its creator (forum posts, likes) is the admin's: the server stamps creator
    // an enduser field the service derives (calendar_events' enduserIds from attendees: PAYLOAD_EXTRAS) is not sent
    if (enduserField && enduserField !== 'id' && enduserField !== 'creator' && !c.readonly?.includes(enduserField)) out[enduserField] = unwrap((c.fields as Rec)[enduserField]).type === 'array' ? [g.patientSelf.id] : g.patientSelf.id
    return out
  }

  async function make(c: Collection, payloads: Rec[]): Promise<Rec[]> {
    let made: Rec[]
    if (c.name === 'files') {
      // the upload sets size and type from the bytes it sends
      made = await Promise.all(payloads.map(({ size: _size, type: _type, ...p }) => uploadFile(g.url, g.admin, { ...p, name: String(p.name) }) as Promise<Rec>))
      // the upload answers the prepared record; read it back as stored
      made = await Promise.all(made.map(async (f) => (await api<Rec>(g.url, g.admin, 'GET', `/file/${f.id as string}`)).body))
    } else if (c.name === 'api_keys') {
      made = await Promise.all(payloads.map(async (p) => {
        const res = await api<Rec>(g.url, g.admin, 'POST', '/api-key', p)
        assert.equal(res.status, 200, JSON.stringify(res.body))
        return (await api<Rec>(g.url, g.admin, 'GET', `/api-key/${res.body.id as string}`)).body
      }))
    } else {
      const res = await api<{ created: Rec[]; errors: unknown[] }>(g.url, g.admin, 'POST', `/${pluralPath(c.name)}`, { create: payloads })
      assert.equal(res.status, 200, `${c.name} createSome: ${JSON.stringify(res.body)}`)
      assert.deepEqual(res.body.errors, [], `${c.name} createSome`)
      made = res.body.created
    }
    for (const r of made) known.set(r.id as string, r)
    return made
  }

  function parentOf(c: Collection, record: Rec): ParentInHand | undefined {
    const via = c.accessVia
    if (!via) return undefined
    const id = record[via.field]
    const parentRecord = typeof id === 'string' ? known.get(id) : undefined
    return parentRecord ? { contract: collectionByName.get(via.collection)!, record: parentRecord } : undefined
  }

  function requiredParentOf(c: Collection, record: Rec): ParentInHand | undefined {
    const [field, collection] = parentsOf(c)[0] ?? []
    const parentRecord = field ? known.get(String(record[field])) : undefined
    return parentRecord ? { contract: collectionByName.get(collection!)!, record: parentRecord } : undefined
  }

  function variants(c: Collection): Variant[] {
    if (c.name === 'organizations') return [{ name: 'business A', fields: {}, existing: g.organizationA }]
    const out: Variant[] = [{ name: 'plain', fields: {} }]
    // an assignment field the service derives (calendar_events' userIds from attendees: PAYLOAD_EXTRAS) is not sent
    for (const f of (c.assignmentFields ?? []).filter((a) => !c.readonly?.includes(a))) {
      const list = unwrap((c.fields as Rec)[f]).type === 'array'
      out.push({ name: `${f}: staffAssigned`, fields: { [f]: list ? [g.staffAssignedId] : g.staffAssignedId } })
    }
    // users' organizationIds are set by invitations only ('User organizationIds are readonly')
    if (c.name !== 'users') out.push({ name: 'of the sub-organization', fields: { organizationIds: [g.businessA, g.subOrganizationId] } })
    for (const v of VARIANT_EXTRAS[c.name] ?? []) out.push({ name: v.name, fields: v.fields })
    if (c.name === 'endusers') out.push({ name: "patientSelf's own record", fields: {}, existing: g.patientSelf })
    return out
  }

  const update = (c: Collection) => UPDATE_OVERRIDES[c.name]?.updates ?? harmlessUpdate(c, nextUnique())

  return { payload, parentOf, requiredParentOf, make, variants, update, known }
}

export const paths = (c: Collection) => ({ one: `/${singularPath(c.name)}`, many: `/${pluralPath(c.name)}` })
