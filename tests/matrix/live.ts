// The live column: every principal has one socket; the matrix's writes are logged here, and once a
// collection's writes are done every socket is settled and compared: a principal hears created /
// updated / deleted of a record exactly when it may hear of it (the contracts' mayHearLive with its
// session, within what a patient's REST reads show: named-rules' PATIENT_VISIBILITY), and no event carries a field hidden from it. Events of records the system wrote
// (the audit trail) are checked the same way against what any socket heard of them.
import type { Collection } from '@care/contracts/collections/define'
import { collectionByName } from '@care/contracts/collections/index'
import type { ParentInHand } from '@care/contracts/access/visibility'
import { mayHearLive } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import { patientMaySee } from './named-rules.ts'
import type { LiveSocket } from '../support/live-socket.ts'
import type { MatrixPrincipal } from '../support/principals.ts'
import type { Finding } from './run-collection.ts'
import { forbiddenFields } from './run-collection.ts'
import type { Rec } from './records.ts'
import { neverReaches, type Invariants } from './invariants.ts'

interface Written {
  collection: Collection
  record: Rec
  parent?: ParentInHand
  ops: Set<'created' | 'updated' | 'deleted'>
}

export class WriteLog {
  readonly records = new Map<string, Written>()
  created(collection: Collection, record: Rec, parent?: ParentInHand) {
    this.records.set(record.id as string, { collection, record, parent, ops: new Set(['created']) })
  }
  updated(collection: Collection, record: Rec, parent?: ParentInHand) {
    const id = record.id as string
    const w = this.records.get(id)
    if (w) w.ops.add('updated')
    // an existing record (a principal, the business): known from now on as updated only
    else this.records.set(id, { collection, record, parent, ops: new Set(['updated']) })
  }
  deleted(_collection: Collection, id: string) {
    this.records.get(id)?.ops.add('deleted')
  }
}

const idOf = (d: unknown) => (typeof d === 'string' ? d : (d as { id?: string }).id)

/** ops each socket heard, by collection and record id */
function heardBy(socket: LiveSocket, collection: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const m of socket.events) {
    const [op, ...rest] = m.event.split('-')
    if (rest.join('-') !== collection) continue
    for (const d of m.data) {
      const id = idOf(d)
      if (!id) continue
      if (!out.has(id)) out.set(id, new Set())
      out.get(id)!.add(op!)
    }
  }
  return out
}

export interface LiveCheck {
  cells: number
  findings: Finding[]
}

/** What each listener must have heard of the logged writes of `collection`. */
function expectations(log: WriteLog, collection: string, sessions: Record<MatrixPrincipal, Session | undefined>, listeners: MatrixPrincipal[]) {
  const out: { id: string; principal: MatrixPrincipal; ops: string[] }[] = []
  for (const [id, w] of log.records) {
    if (w.collection.name !== collection) continue
    for (const p of listeners) {
      const may = mayHearLive(sessions[p]!, w.collection, w.record, w.parent) && patientMaySee(w.collection.name, sessions[p]!, w.record)
      out.push({ id, principal: p, ops: may ? [...w.ops].sort() : [] })
    }
  }
  return out
}

/**
 * Polls (settling every socket, no sleeps) until every expected event arrived or `deadlineMs`
 * passed, then compares: a heard event nobody expected is a leak, an expected one not heard is missing.
 */
export async function checkLive(
  log: WriteLog, collection: string, sockets: Partial<Record<MatrixPrincipal, LiveSocket>>,
  sessions: Record<MatrixPrincipal, Session | undefined>, invariants: Invariants, deadlineMs = 10_000,
): Promise<LiveCheck> {
  const listeners = Object.keys(sockets) as MatrixPrincipal[]
  const expected = expectations(log, collection, sessions, listeners)
  const deadline = Date.now() + deadlineMs
  let heard = new Map<MatrixPrincipal, Map<string, Set<string>>>()
  for (;;) {
    await Promise.all(listeners.map((p) => sockets[p]!.settle()))
    heard = new Map(listeners.map((p) => [p, heardBy(sockets[p]!, collection)]))
    const complete = expected.every((e) => e.ops.every((op) => heard.get(e.principal)!.get(e.id)?.has(op)))
    if (complete || Date.now() > deadline) break
  }
  const findings: Finding[] = []
  for (const e of expected) {
    const got = [...(heard.get(e.principal)!.get(e.id) ?? [])].sort()
    if (got.join() !== e.ops.join()) {
      findings.push({ cell: `${collection} live ${e.id} × ${e.principal}`, expected: e.ops.join() || 'nothing', actual: got.join() || 'nothing', leak: got.some((o) => !e.ops.includes(o)) })
    }
  }
  // independent of the rule the expectations come from (./invariants.ts)
  for (const [id, w] of log.records) {
    if (w.collection.name !== collection) continue
    for (const p of listeners) {
      const got = [...(heard.get(p)!.get(id) ?? [])]
      const never = got.length ? neverReaches(invariants, p, collection, w.record, 'live') : undefined
      if (never) findings.push({ cell: `${collection} live ${id} × ${p}`, expected: `never: ${never}`, actual: got.sort().join(), leak: true })
    }
  }
  const c = collectionByName.get(collection)!
  for (const p of listeners) {
    const hidden = forbiddenFields(c, sessions[p])
    for (const m of sockets[p]!.events) {
      if (!m.event.endsWith(`-${collection}`)) continue
      for (const d of m.data) {
        for (const f of hidden) if (d && typeof d === 'object' && f in d) findings.push({ cell: `${collection} live ${idOf(d)} × ${p}: field ${f}`, expected: 'absent', actual: 'present', leak: true })
      }
    }
  }
  return { cells: expected.length, findings }
}

/**
 * Records only the system wrote (the audit trail): everything any socket heard of them, with the
 * record from a created event (written once every socket was open, `since`); each listener must
 * hear it exactly when it may read it. Polls
 * (settling every socket) until every reader heard every entry or `deadlineMs` passed.
 */
export async function checkSystemWritten(
  collection: string, sockets: Partial<Record<MatrixPrincipal, LiveSocket>>, sessions: Record<MatrixPrincipal, Session | undefined>,
  parentOf: (record: Rec) => ParentInHand | undefined, knowsParent: (record: Rec) => boolean, since: string, deadlineMs = 10_000,
): Promise<LiveCheck> {
  const listeners = Object.keys(sockets) as MatrixPrincipal[]
  const c = collectionByName.get(collection)!
  const deadline = Date.now() + deadlineMs
  let judged: { id: string; principal: MatrixPrincipal; may: boolean; got: boolean }[]
  for (;;) {
    await Promise.all(listeners.map((p) => sockets[p]!.settle()))
    const records = new Map<string, Rec>()
    for (const p of listeners) {
      for (const m of sockets[p]!.events) if (m.event === `created-${collection}`) for (const d of m.data) records.set(idOf(d)!, d as Rec)
    }
    const heard = new Map(listeners.map((p) => [p, heardBy(sockets[p]!, collection)]))
    judged = []
    for (const [id, record] of records) {
      // a record read through a parent the matrix did not make (another business's patient) is not judged here
      if (c.accessVia && record[c.accessVia.field] && !knowsParent(record)) continue
      // written while the sockets were still opening: not every socket was there to hear it
      if (String(record.createdAt) < since) continue
      for (const p of listeners) judged.push({ id, principal: p, may: mayHearLive(sessions[p]!, c, record, parentOf(record)) && patientMaySee(c.name, sessions[p]!, record), got: heard.get(p)!.get(id)?.has('created') ?? false })
    }
    if (judged.every((j) => !j.may || j.got) || Date.now() > deadline) break
  }
  const findings: Finding[] = judged.filter((j) => j.may !== j.got).map((j) => ({
    cell: `${collection} live ${j.id} × ${j.principal}`, expected: j.may ? 'created' : 'nothing', actual: j.got ? 'created' : 'nothing', leak: j.got && !j.may,
  }))
  return { cells: judged.length, findings }
}
