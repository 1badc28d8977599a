// The one visibility rule (spec 1 §6) for a record in hand, shared by the services' repository
// (services/kit/src/collections), `userMayActOn`, event construction and the gateway's live
// fan-out, so REST answers and live events can never disagree about who sees what:
//   - tenancy: a record of another business is never visible; a staff user of a sub-organization
//     (session organizationIds = the path from the business down to their organization) sees only
//     records whose organizationIds include their own organization (it and those below it);
//   - users: All / Assigned / Default / none per action (admins: All); 'Assigned' means one of the
//     collection's assignment fields holds the user, or the user created the record;
//   - creator-only collections: only the creator, whatever the role (admins included);
//   - endusers: what the collection's `enduserAccess` grants ('own': the record's enduser field
//     holds them; 'all': every record of their business);
//   - projection: hidden fields never leave a service, secrets are answered in their redacted
//     form only, and fields hidden from endusers never reach an enduser (nor what a collection's
//     `enduserView` takes out: the answers of a form response not shared with them).
import type { Collection } from '../collections/define.ts'
import type { AccessLevel, Session } from '../session.ts'

export type AccessAction = 'create' | 'read' | 'update' | 'delete'
type Rec = Record<string, unknown>

/** The part of a collection contract the rule reads. */
export type VisibilityContract = Pick<Collection, 'name'> & Partial<Pick<
  Collection,
  'fields' | 'assignmentFields' | 'defaultAccess' | 'enduserField' | 'enduserAccess' | 'enduserHiddenWhen' | 'creatorOnly' | 'hidden' | 'hiddenFromEndusers' | 'secrets' | 'enduserView' | 'accessVia' | 'enduserLive'
>>

/** The parent a record is read through (the contract's accessVia), when the caller has it in hand. */
export interface ParentInHand {
  contract: VisibilityContract
  record: Rec
}

export function accessLevel(session: Pick<Session, 'isAdmin' | 'permissions'>, collection: string, action: AccessAction): AccessLevel {
  if (session.isAdmin) return 'All'
  const level = session.permissions?.[collection]?.[action]
  return level === undefined ? 'Default' : level
}

/** The field naming the enduser a record belongs to ('id' for endusers), when there is one. */
export function enduserFieldOf(collection: VisibilityContract): string | undefined {
  if (collection.enduserField) return collection.enduserField
  if (collection.name === 'endusers') return 'id'
  return collection.fields && 'enduserId' in collection.fields ? 'enduserId' : undefined
}

const holds = (value: unknown, id: string) => (Array.isArray(value) ? value.includes(id) : value === id)

/** 'Assigned': an assignment field holds the user, or the user created the record. */
export function isAssignedTo(collection: Pick<Collection, 'assignmentFields'>, record: Rec, userId: string): boolean {
  return record.creator === userId || (collection.assignmentFields ?? []).some((f) => holds(record[f], userId))
}

/**
 * The sub-organization a staff session is confined to, or undefined at the business's root: the
 * last of their organizations, however they were stored (the whole path from the business, or only
 * the organization an invitation named).
 */
export function subOrganizationOf(session: Pick<Session, 'type' | 'organizationIds' | 'businessId'>): string | undefined {
  if (session.type !== 'user') return undefined
  const own = session.organizationIds.at(-1)
  return own && own !== session.businessId ? own : undefined
}

/**
 * Staff reach a record declared `accessVia` a parent only when they may read that parent: never
 * when their role has no read access to the parent's collection; under 'Assigned' only when the
 * parent in hand is theirs (without the parent in hand the answer is no: fail closed).
 */
export function mayReachThroughParent(session: Session, collection: VisibilityContract, parent?: ParentInHand): boolean {
  const via = collection.accessVia
  if (!via || session.type !== 'user') return true
  const level = accessLevel(session, via.collection, 'read')
  if (level === null) return false
  if (level !== 'Assigned') return true
  return parent !== undefined && parent.contract.name === via.collection && mayRead(session, parent.contract, parent.record)
}

/** The level that applies: the role's, except that 'Default' on a collection declaring `defaultAccess` is that. */
export function levelFor(collection: Pick<VisibilityContract, 'defaultAccess'>, level: AccessLevel): AccessLevel {
  return level === 'Default' && collection.defaultAccess ? collection.defaultAccess : level
}

/**
 * May `session` do `action` to `record` (already stored; for 'create', the record about to be)?
 * The pure twin of the repository's query conditions (services/kit/src/collections/access.ts).
 */
export function mayAct(session: Session, collection: VisibilityContract, action: AccessAction, record: Rec, parent?: ParentInHand): boolean {
  if (!mayReachThroughParent(session, collection, parent)) return false
  if (record.businessId !== undefined && record.businessId !== session.businessId) return false
  const subOrganization = subOrganizationOf(session)
  if (subOrganization && action !== 'create' && !(Array.isArray(record.organizationIds) && record.organizationIds.includes(subOrganization))) return false
  if (collection.creatorOnly && action !== 'create' && record.creator !== session.id) return false
  if (session.type === 'enduser') {
    const access = collection.enduserAccess
    const grant = action === 'create' ? (access?.create ? 'all' : undefined) : access?.[action]
    if (!grant) return false
    // a record the staff hid from its patient does not exist for patients (files: hiddenFromEnduser)
    if (collection.enduserHiddenWhen && action !== 'create' && record[collection.enduserHiddenWhen] === true) return false
    if (grant === 'all') return true
    const field = enduserFieldOf(collection)
    return field !== undefined && holds(record[field], session.id)
  }
  const level = levelFor(collection, accessLevel(session, collection.name, action))
  if (level === null) return false
  // creating is allowed under 'Assigned': there is no record to be assigned to yet
  if (level !== 'Assigned' || action === 'create') return true
  return isAssignedTo(collection, record, session.id)
}

export const mayRead = (session: Session, collection: VisibilityContract, record: Rec, parent?: ParentInHand): boolean => mayAct(session, collection, 'read', record, parent)

/**
 * May `session` hear a live event of `record`? What mayRead allows, and for a patient of a
 * collection whose service narrows their reads (the contract's enduserLive) only what that
 * declaration decides from the record — never a record their REST reads would refuse.
 */
export function mayHearLive(session: Session, collection: VisibilityContract, record: Rec, parent?: ParentInHand): boolean {
  if (!mayRead(session, collection, record, parent)) return false
  const live = collection.enduserLive
  if (session.type !== 'enduser' || live === undefined) return true
  return live !== false && live.visible(session, record)
}

/**
 * The fields mayRead looks at. An update that changes one of them carries their values from before
 * (`previous` in the event), so the live fan-out can tell a session that lost the record (it hears
 * 'deleted') from one that gained it (it hears 'created', with the whole record).
 */
export function accessFieldsOf(collection: VisibilityContract): string[] {
  const enduserField = enduserFieldOf(collection)
  return [...new Set([
    'businessId', 'organizationIds', 'creator', ...(collection.assignmentFields ?? []),
    ...(enduserField && enduserField !== 'id' ? [enduserField] : []), ...(collection.enduserHiddenWhen ? [collection.enduserHiddenWhen] : []),
    ...(collection.enduserLive ? collection.enduserLive.fields : []),
  ])]
}

interface Projection {
  /** removed for everybody */
  hidden: Set<string>
  /** removed for endusers too */
  hiddenFromEndusers: Set<string>
  secrets: [string, (value: unknown) => unknown][]
}
const projections = new WeakMap<object, Projection>()
function projectionOf(collection: VisibilityContract): Projection {
  let p = projections.get(collection)
  if (!p) {
    const hidden = new Set<string>(collection.hidden ?? [])
    p = {
      hidden,
      hiddenFromEndusers: new Set<string>([...hidden, ...(collection.hiddenFromEndusers ?? [])]),
      secrets: Object.entries(collection.secrets ?? {}) as [string, (value: unknown) => unknown][],
    }
    projections.set(collection, p)
  }
  return p
}

/**
 * What may leave the service at all (events, the outbox, answers before the per-session cut):
 * no hidden field, secrets in their redacted form. Returns the same object when nothing changes.
 */
export function projectForSystem(collection: VisibilityContract, record: Rec): Rec {
  return cut(projectionOf(collection).hidden, projectionOf(collection).secrets, record)
}

/** The record as `session` may see it (the same object when nothing is removed). */
export function project(session: Pick<Session, 'type'> | undefined, collection: VisibilityContract, record: Rec): Rec {
  const p = projectionOf(collection)
  if (session?.type !== 'enduser') return cut(p.hidden, p.secrets, record)
  const visible = cut(p.hiddenFromEndusers, p.secrets, record)
  return collection.enduserView ? collection.enduserView(visible) : visible
}

function cut(hidden: Set<string>, secrets: Projection['secrets'], record: Rec): Rec {
  const hasHidden = hidden.size > 0 && Object.keys(record).some((k) => hidden.has(k))
  const hasSecret = secrets.some(([f]) => record[f] !== undefined && record[f] !== null)
  if (!hasHidden && !hasSecret) return record
  const out: Rec = {}
  for (const [k, v] of Object.entries(record)) if (!hidden.has(k)) out[k] = v
  for (const [f, redact] of secrets) if (out[f] !== undefined && out[f] !== null) out[f] = redact(out[f])
  return out
}
