// The audit trail (issue: "every read and write of patient data lands in user_logs"; issue #18
// item 14: every create, update and delete of any record): every write event of any collection
// made by a signed-in user or patient (its records carry the actor, name and address) and every
// read event of patient data the kit's collection engine publishes (services/kit/src/audit) becomes
// user_logs rows — one per record and action, naming the record's patient when it has one; a
// listing, one per patient listed (its ids in info.ids). Work of the platform itself (no signed-in
// actor) is not logged, nor the trail itself. The rows commit with the "processed" mark of the
// event: each event is logged exactly once, whether it came through this reaction or through the
// writer's hand-off before it answered (calls/audit/record-writes.ts).
import { AUDIT_COLLECTION, enduserOf, holdsPatientData } from '@care/contracts/access/audit'
import type { BusEvent } from '@care/contracts/bus'
import { collectionByName } from '@care/contracts/collections/index'
import type { UserLogAction } from '@care/contracts/collections/user-logs'
import { onEvent } from '@care/kit/reactions/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export const AUDIT_ACTOR = { type: 'system', id: 'records' }
const ACTIONS = { created: 'create', updated: 'update', deleted: 'delete' } as const

type LogRow = Record<string, unknown>

const isPrincipal = (actor: BusEvent['actor']): actor is NonNullable<BusEvent['actor']> & { type: 'user' | 'enduser' } =>
  actor?.type === 'user' || actor?.type === 'enduser'

/** The user_logs rows an event makes (none for system work, the trail itself, or reads of other than patient data). */
export function logRowsOf(event: BusEvent): LogRow[] {
  const contract = collectionByName.get(event.collection)
  const actor = event.actor
  if (!contract || contract.name === AUDIT_COLLECTION || !isPrincipal(actor)) return []
  // reads are logged for patient data only (the kit publishes no others); writes for every collection
  if (event.op === 'read' && !holdsPatientData(contract)) return []
  const who = { userId: actor.id, userType: actor.type, ...(actor.name ? { userName: actor.name } : {}), resource: event.collection }
  const ip = actor.ip ? { ip: actor.ip } : {}
  const listed = event.records
    .map((record) => ({ id: String(record.id ?? ''), enduserId: enduserOf(contract, record) }))
    .filter((r) => !!r.id)
  const owned = listed.filter((r): r is { id: string; enduserId: string } => !!r.enduserId)
  if (event.op === 'read' && event.via === 'list') {
    const byPatient = new Map<string, string[]>()
    for (const r of owned) byPatient.set(r.enduserId, [...(byPatient.get(r.enduserId) ?? []), r.id])
    return [...byPatient].map(([enduserId, ids]) => ({ ...who, action: 'list' satisfies UserLogAction, enduserId, resourceId: ids[0], info: { ...ip, ids, count: ids.length } }))
  }
  const action: UserLogAction = event.op === 'read' ? 'read' : ACTIONS[event.op]
  const changed = new Map((event.changes ?? []).map((c) => [c.id, Object.keys(c.changes)]))
  return (event.op === 'read' ? owned : listed).map((r) => {
    const fields = changed.get(r.id)
    const info = { ...ip, ...(fields ? { fields } : {}) }
    return { ...who, action, ...(r.enduserId ? { enduserId: r.enduserId } : {}), resourceId: r.id, ...(Object.keys(info).length ? { info } : {}) }
  })
}

export const auditTrail = (db: PrismaClient) =>
  onEvent('audit-trail', ['evt.*.created', 'evt.*.updated', 'evt.*.deleted', 'evt.*.read'], async (event, ctx) => {
    const rows = logRowsOf(event)
    if (rows.length) await repositoriesOf(db).userLogs.systemRepo(ctx.businessId, AUDIT_ACTOR).createMany(rows, { tx: ctx.tx })
  })
