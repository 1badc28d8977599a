// What one cell of the matrix must answer, derived from the collection's contract through the one
// visibility rule (contracts/src/access/visibility.ts: accessLevel, mayAct) with the principal's
// session and the record as stored, plus the named rules (named-rules.ts) for what the contracts
// cannot say. The order is the platform's: no session 401; a patient on a collection without
// enduserAccess 403 (the route's callers); a named guard; no access level / no grant 403; a patient
// naming another patient 400/403; a reference into another business 400; then the record: not
// visible 404 (a list leaves it out), visible → the named rules on the loaded record, else success.
import type { Collection } from '@care/contracts/collections/define'
import { accessLevel, enduserFieldOf, mayAct, type ParentInHand } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import { patientMaySee, rulesOf } from './named-rules.ts'

export type MatrixAction = 'create' | 'read' | 'list' | 'update' | 'delete'
/** a status, or for a list: '+' the record is in it, '-' it is not */
export type Outcome = number | '+' | '-'

export interface CellInput {
  session: Session | undefined
  collection: Collection
  action: MatrixAction
  record: Record<string, unknown>
  sent: Record<string, unknown>
  parent?: ParentInHand
  /** on create: the parent the new record names (forms' parents.ts checks the caller may read it) */
  createParent?: ParentInHand
  /** whether the payload names records (references) of business A */
  namesRecordsOf?: string
}

const SUCCESS: Record<MatrixAction, Outcome> = { create: 200, read: 200, list: '+', update: 200, delete: 204 }

function gate(session: Session, c: Collection, action: MatrixAction): boolean {
  const act = action === 'list' ? 'read' : action
  if (session.type === 'user') return accessLevel(session, c.name, act) !== null
  const access = c.enduserAccess
  return act === 'create' ? Boolean(access?.create) : Boolean(access?.[act])
}

export function expectedOutcome(i: CellInput): Outcome {
  const { session, collection: c, action } = i
  if (!session) return 401
  if (session.type === 'enduser' && !c.enduserAccess) return 403
  const named = i.createParent ?? i.parent
  // a parent the owning service narrows for patients (PATIENT_VISIBILITY: a calendar event an RSVP names) counts as unreadable where they cannot see it
  const mayReadParent = named ? mayAct(session, named.contract, 'read', named.record) && patientMaySee(named.contract.name, session, named.record) : undefined
  const rule = { session, action, record: i.record, sent: i.sent, mayReadParent }
  for (const r of rulesOf(c.name, 'guard')) {
    const status = r.status(rule)
    if (status !== undefined) return status
  }
  if (!gate(session, c, action)) return 403
  if (action === 'create') {
    for (const r of rulesOf(c.name, 'parent')) {
      const status = r.status(rule)
      if (status !== undefined) return status
    }
    const field = enduserFieldOf(c)
    if (session.type === 'enduser' && field && field !== 'id' && i.sent[field] !== undefined && i.sent[field] !== session.id) return c.enduserMismatchMessage ? 400 : 403
    if (i.namesRecordsOf && i.namesRecordsOf !== session.businessId) return 400
  }
  const act = action === 'list' ? 'read' : action
  if (!mayAct(session, c, act, i.record, i.parent)) return action === 'list' ? '-' : 404
  if (action !== 'create' && !patientMaySee(c.name, session, i.record)) return action === 'list' ? '-' : 404
  for (const r of rulesOf(c.name, 'loaded')) {
    const status = r.status(rule)
    if (status !== undefined) return status
  }
  return SUCCESS[action]
}

/** A refusal (anything but success) that a principal got as success is a leak; the reverse is a wrong refusal. */
export const isSuccess = (o: Outcome) => o === '+' || (typeof o === 'number' && o < 300)
