// Authorization where data access is created (STYLE.md): each call opens one Scope for its action,
// and every query it runs is built from that scope, so tenancy and access cannot be forgotten.
// Spec 1 §6: users get All / Assigned / Default / none per action (admins: All); endusers get what
// the collection's `enduserAccess` grants, usually their own records only; creator-only
// collections answer only their creator. These query conditions are the twin of the pure rule in
// contracts/src/access/visibility.ts (test/collections-visibility.int.test.ts checks they agree).
import type { AccessLevel, Session } from '@care/contracts/session'
import { accessLevel, levelFor, mayAct, subOrganizationOf, type VisibilityContract } from '@care/contracts/access/visibility'
import { badRequest, forbidden, unauthenticated } from '@care/contracts/errors'
import type { OperationContext } from '../runtime/operation.ts'
import type { CollectionModel } from './model.ts'
import type { AccessAction, ApiRecord, CollectionHooks, Where } from './types.ts'

export type SessionContext = OperationContext & { session: Session }

export interface Scope {
  ctx: SessionContext
  session: Session
  action: AccessAction
  enduser: boolean
  /** tenancy, access and the service's readScope, combined with `more` */
  where(...more: Where[]): Where
  /** one record by id: a single indexed lookup on (id, businessId) when access adds nothing */
  byId(id: string): Where
  /** true when tenancy is the only condition (admins, All access, Default where it means every record, no readScope) */
  tenancyOnly: boolean
}

export const userAccessLevel = (session: Session, collection: string, action: AccessAction): AccessLevel => accessLevel(session, collection, action)

/**
 * The same rule as the queries below, for a record already in hand (calls outside the generic
 * engine): may this user do `action` to `record` of `collection`? It is the contracts' one
 * visibility rule (`mayAct`), restricted to staff sessions.
 */
export function userMayActOn(session: Session, collection: VisibilityContract, action: AccessAction, record: Record<string, unknown>): boolean {
  return session.type === 'user' && mayAct(session, collection, action, record)
}

const holds = (model: CollectionModel, field: string, id: string): Where => {
  const column = model.columns.get(field)
  return column?.list ? { [field]: { has: id } } : { [field]: id }
}

/** The access conditions for `session` doing `action`, or a 403 / 401. */
function accessConditions(model: CollectionModel, session: Session, action: AccessAction): Where[] {
  const creatorOnly: Where[] = model.collection.creatorOnly && action !== 'create' ? [{ creator: session.id }] : []
  const subOrganization = subOrganizationOf(session)
  const confined: Where[] = subOrganization && action !== 'create' ? [{ organizationIds: { has: subOrganization } }] : []
  return [...confined, ...creatorOnly, ...throughParent(model, session), ...roleConditions(model, session, action)]
}

/**
 * The contract's accessVia (visibility's mayReachThroughParent): a staff role without read access
 * to the parent's collection reaches no record (404 like a missing one). Under 'Assigned' the
 * parents that are theirs live in the owning service's tables: its readScope hook narrows to them.
 */
function throughParent(model: CollectionModel, session: Session): Where[] {
  const via = model.collection.accessVia
  if (!via || session.type !== 'user') return []
  return accessLevel(session, via.collection, 'read') === null ? [{ id: { in: [] } }] : []
}

function roleConditions(model: CollectionModel, session: Session, action: AccessAction): Where[] {
  if (session.type === 'enduser') {
    const access = model.collection.enduserAccess
    const grant = action === 'create' ? (access?.create ? 'all' : undefined) : access?.[action]
    if (!grant) throw forbidden()
    const hiddenWhen = model.collection.enduserHiddenWhen
    const unhidden: Where[] = hiddenWhen && action !== 'create' ? [{ OR: [{ [hiddenWhen]: false }, { [hiddenWhen]: null }] }] : []
    if (grant === 'all') return unhidden
    // describeCollection guarantees an enduser column whenever 'own' is granted
    return [holds(model, model.enduserColumn!.name, session.id), ...unhidden]
  }
  const level = levelFor(model.collection, userAccessLevel(session, model.name, action))
  if (level === null) throw forbidden()
  // creating is allowed under 'Assigned': there is no record to be assigned to yet
  if (level !== 'Assigned' || action === 'create') return []
  return [{ OR: [...model.assignmentColumns.map((c) => holds(model, c.name, session.id)), { creator: session.id }] }]
}

export async function openScope(model: CollectionModel, hooks: CollectionHooks, ctx: OperationContext, action: AccessAction): Promise<Scope> {
  const session = ctx.session
  if (!session) throw unauthenticated()
  const sessionCtx = ctx as SessionContext
  const conditions = accessConditions(model, session, action)
  const extra = await hooks.readScope?.(sessionCtx, action)
  if (extra && Object.keys(extra).length) conditions.push(extra)
  const businessId = session.businessId

  // extra conditions live under AND so that no caller-built key (id, businessId) can override them
  const where = (...more: Where[]): Where => {
    const all = [...conditions, ...more]
    return all.length ? { businessId, AND: all } : { businessId }
  }
  return {
    ctx: sessionCtx,
    session,
    action,
    enduser: session.type === 'enduser',
    where,
    byId: (id) => ({ id, ...where() }),
    tenancyOnly: conditions.length === 0,
  }
}

/**
 * An enduser creates records for themselves only: the enduser field is filled with the caller's id,
 * and naming someone else is refused. (The endusers collection itself is keyed by `id`, which the
 * server assigns, so there is nothing to claim.)
 */
export function claimForEnduser(model: CollectionModel, scope: Scope, record: ApiRecord): void {
  const column = model.enduserColumn
  if (!scope.enduser || !column || column.name === 'id') return
  const id = scope.session.id
  const value = record[column.name]
  if (column.list) {
    const list = Array.isArray(value) ? (value as unknown[]) : []
    if (list.some((v) => v !== id)) throw forbidden()
    record[column.name] = [id]
  } else {
    if (value !== undefined && value !== null && value !== '' && value !== id) throw mismatch(model, column.name)
    record[column.name] = id
  }
}

function mismatch(model: CollectionModel, field: string) {
  const message = model.collection.enduserMismatchMessage
  return message ? badRequest(message, [{ field, message }]) : forbidden()
}

/** An enduser may not hand a record of theirs to someone else. */
export function checkEnduserUpdate(model: CollectionModel, scope: Scope, updates: ApiRecord): void {
  const column = model.enduserColumn
  if (!scope.enduser || !column || !(column.name in updates)) return
  const value = updates[column.name]
  const ok = column.list ? Array.isArray(value) && value.every((v) => v === scope.session.id) && value.length > 0 : value === scope.session.id
  if (!ok) throw forbidden()
}
