// One collection's rows of the matrix: every principal × create, read one, read many, update,
// delete over REST, each answer compared with the outcome derived from the contract (expected.ts);
// the writes' live events are checked afterwards by live.ts.
import type { Collection } from '@care/contracts/collections/define'
import { collectionByName } from '@care/contracts/collections/index'
import { mayRead, type ParentInHand } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import { api, type Principal } from '../support/http.ts'
import { MATRIX_PRINCIPALS, type MatrixPrincipal } from '../support/principals.ts'
import { expectedOutcome, isSuccess, type MatrixAction, type Outcome } from './expected.ts'
import { paths, type Generator, type Rec, type Variant } from './records.ts'
import type { WriteLog } from './live.ts'
import { MADE_WITH_UPDATE } from './collections.ts'
import { neverReaches, type Invariants } from './invariants.ts'

export interface Finding {
  cell: string
  expected: Outcome | string
  actual: Outcome | string
  leak: boolean
}

export interface CollectionResult {
  cells: number
  findings: Finding[]
  skipped: string[]
}

export interface RunContext {
  url: string
  who: Record<MatrixPrincipal, Principal>
  sessions: Record<MatrixPrincipal, Session | undefined>
  businessA: string
  generator: Generator
  writes: WriteLog
  invariants: Invariants
}

/** fields the principal must never get in an answer or event */
export function forbiddenFields(c: Collection, session: Session | undefined): string[] {
  return [...(c.hidden ?? []), ...(session?.type === 'enduser' ? c.hiddenFromEndusers ?? [] : [])]
}

export async function runCollection(ctx: RunContext, c: Collection): Promise<CollectionResult> {
  const result: CollectionResult = { cells: 0, findings: [], skipped: [] }
  const g = ctx.generator
  const { one, many } = paths(c)
  const writable = !c.writtenBySystemOnly
  const updates = g.update(c)
  if (!writable) result.skipped.push('create, update, delete: written by the system only (no such routes); read through the audit entries of the matrix writes')
  else if (!updates) result.skipped.push('update: every field is fixed after create (updatesDisabled/required)')

  const check = (cell: string, expected: Outcome, actual: Outcome, p: MatrixPrincipal, action: MatrixAction, record: Rec) => {
    result.cells++
    if (expected !== actual) result.findings.push({ cell, expected, actual, leak: !isSuccess(expected) && isSuccess(actual) })
    // independent of the rule `expected` comes from (./invariants.ts)
    const never = isSuccess(actual) ? neverReaches(ctx.invariants, p, c.name, record, action) : undefined
    if (never) result.findings.push({ cell, expected: `never: ${never}`, actual, leak: true })
  }
  const noHidden = (cell: string, p: MatrixPrincipal, body: unknown) => {
    const records = Array.isArray(body) ? body : [body]
    for (const r of records) {
      for (const f of forbiddenFields(c, ctx.sessions[p])) {
        if (r && typeof r === 'object' && f in r) result.findings.push({ cell: `${cell}: field ${f}`, expected: 'absent', actual: 'present', leak: true })
      }
    }
  }
  const outcome = (p: MatrixPrincipal, action: MatrixAction, record: Rec, sent: Rec, parent?: ParentInHand, names?: string) =>
    expectedOutcome({ session: ctx.sessions[p], collection: c, action, record, sent, parent, namesRecordsOf: names, createParent: action === 'create' ? g.requiredParentOf(c, record) : undefined })

  const madeByAdmin = (record: Rec) => {
    ctx.writes.created(c, record, g.parentOf(c, record))
    if (c.name in MADE_WITH_UPDATE) ctx.writes.updated(c, record, g.parentOf(c, record))
  }
  // targets: per variant one shared record (read, list, update, refused deletes) and a fresh one per principal whose delete must succeed
  interface Target { variant: Variant; shared: Rec; fresh: Partial<Record<MatrixPrincipal, Rec>> }
  const targets: Target[] = []
  const variants = writable ? g.variants(c) : []
  const toMake: { variant: Variant; principal?: MatrixPrincipal; payload: Rec }[] = []
  for (const variant of variants) {
    if (variant.existing) continue
    toMake.push({ variant, payload: { ...(await g.payload(c)), ...variant.fields } })
  }
  const sharedMade = toMake.length ? await g.make(c, toMake.map((m) => m.payload)) : []
  for (const variant of variants) {
    const shared = variant.existing ?? sharedMade[toMake.findIndex((m) => m.variant === variant)]!
    if (!variant.existing) madeByAdmin(shared)
    targets.push({ variant, shared, fresh: {} })
  }
  const freshWanted: { target: Target; principal: MatrixPrincipal; payload: Rec }[] = []
  for (const t of targets) {
    if (t.variant.existing) continue
    for (const p of MATRIX_PRINCIPALS) {
      if (isSuccess(outcome(p, 'delete', t.shared, {}, g.parentOf(c, t.shared)))) freshWanted.push({ target: t, principal: p, payload: { ...(await g.payload(c)), ...t.variant.fields } })
    }
  }
  if (freshWanted.length) {
    const made = await g.make(c, freshWanted.map((f) => f.payload))
    freshWanted.forEach((f, i) => {
      f.target.fresh[f.principal] = made[i]!
      madeByAdmin(made[i]!)
    })
  }
  if (!writable) {
    // the records the system wrote (the audit trail's entries of the matrix's earlier writes, a journey's
    // runs): one about patientSelf, one about no patient
    const logs = (await api<Rec[]>(ctx.url, ctx.who.admin, 'GET', many, { limit: 200 })).body
    const aboutPatient = logs.find((l) => l.enduserId === ctx.generator.known.get(String(l.enduserId))?.id)
    const aboutNoPatient = logs.find((l) => !l.enduserId)
    for (const [name, existing] of [['about a patient', aboutPatient], ['about no patient', aboutNoPatient]] as const) {
      if (existing) targets.push({ variant: { name, fields: {}, existing }, shared: existing, fresh: {} })
      else result.skipped.push(`${c.name} ${name}: no such entry was written`)
    }
  }

  await Promise.all(MATRIX_PRINCIPALS.map(async (p) => {
    const as = ctx.who[p]
    if (writable) {
      const sent = await g.payload(c)
      const session = ctx.sessions[p]
      const asStored = { ...sent, businessId: session?.businessId, organizationIds: session?.organizationIds, creator: session?.id }
      // a record of business A named by id, in a list of ids or as an element's id (calendar_events' attendees)
      const namesKnown = (x: unknown) => (typeof x === 'string' && g.known.has(x)) || (!!x && typeof x === 'object' && typeof (x as Rec).id === 'string' && g.known.has((x as Rec).id as string))
      const names = Object.values(sent).some((v) => (Array.isArray(v) ? v : [v]).some(namesKnown)) ? ctx.businessA : undefined
      const expected = outcome(p, 'create', asStored, sent, g.parentOf(c, asStored), names)
      const res = await api<Rec>(ctx.url, as, 'POST', one, sent)
      check(`${c.name} create × ${p}`, expected, res.status, p, 'create', asStored)
      if (res.status === 200) {
        noHidden(`${c.name} create × ${p}`, p, res.body)
        // a call that answers less than the record (an API key's { id, key }): read it back as its creator
        const stored = res.body.creator ? res.body : (await api<Rec>(ctx.url, as, 'GET', `${one}/${res.body.id as string}`)).body
        ctx.writes.created(c, stored, g.parentOf(c, stored))
      }
    }
    for (const t of targets) {
      const cell = `${c.name} (${t.variant.name})`
      const id = t.shared.id as string
      const parent = g.parentOf(c, t.shared)
      const read = await api<Rec>(ctx.url, as, 'GET', `${one}/${id}`)
      check(`${cell} read × ${p}`, outcome(p, 'read', t.shared, {}, parent), read.status, p, 'read', t.shared)
      if (read.status === 200) noHidden(`${cell} read × ${p}`, p, read.body)
      else if (JSON.stringify(read.body ?? '').includes(id)) result.findings.push({ cell: `${cell} read × ${p}`, expected: 'no record in a refusal', actual: 'the id', leak: true })
      const list = await api<Rec[]>(ctx.url, as, 'GET', many, { ids: [id] })
      const listed: Outcome = list.status !== 200 ? list.status : list.body.some((r) => r.id === id) ? '+' : '-'
      check(`${cell} read many × ${p}`, outcome(p, 'list', t.shared, {}, parent), listed, p, 'list', t.shared)
      if (list.status === 200) {
        noHidden(`${cell} read many × ${p}`, p, list.body)
        for (const r of list.body) {
          if (r.businessId !== ctx.sessions[p]?.businessId) result.findings.push({ cell: `${cell} read many × ${p}`, expected: 'own business only', actual: String(r.id), leak: true })
        }
      }
      if (writable && updates) {
        const res = await api<Rec>(ctx.url, as, 'PATCH', `${one}/${id}`, { updates })
        check(`${cell} update × ${p}`, outcome(p, 'update', t.shared, updates, parent), res.status, p, 'update', t.shared)
        if (res.status === 200) ctx.writes.updated(c, t.shared, parent)
      }
    }
  }))
  // deletes last: a refused one leaves the shared record to the next principal
  if (writable) {
    await Promise.all(MATRIX_PRINCIPALS.map(async (p) => {
      for (const t of targets) {
        const cell = `${c.name} (${t.variant.name}) delete × ${p}`
        const parent = g.parentOf(c, t.shared)
        const expected = outcome(p, 'delete', t.shared, {}, parent)
        const target = isSuccess(expected) ? t.fresh[p] : t.shared
        if (!target) {
          result.skipped.push(`${cell}: the record is ${t.variant.name} (never deleted)`)
          continue
        }
        const res = await api(ctx.url, ctx.who[p], 'DELETE', `${one}/${target.id as string}`)
        check(cell, expected, res.status, p, 'delete', target)
        if (res.status === 204) ctx.writes.deleted(c, target.id as string)
      }
    }))
  }
  return result
}

/** may `session` read `record` of `collection` (the parent, when needed, from what the generator knows) */
export function readable(session: Session | undefined, collection: string, record: Rec, generator: Generator): boolean {
  const c = collectionByName.get(collection)!
  return session !== undefined && mayRead(session, c, record, generator.parentOf(c, record))
}
