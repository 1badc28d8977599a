// The audit trail (issue: "every read and write of patient data lands in user_logs"): every write
// event of a collection holding patient data (its records carry the actor, name and address) and
// every read event the kit's collection engine publishes (services/kit/src/audit) becomes user_logs
// rows — one per record and action; a listing, one per patient listed (its ids in info.ids). Work
// of the platform itself (no signed-in actor) and records that belong to no patient are not logged.
// The rows commit with the "processed" mark of the event: each event is logged exactly once.
import { enduserOf, holdsPatientData } from '@care/contracts/access/audit'
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

/** The user_logs rows an event makes (none for events that touch no patient's data). */
export function logRowsOf(event: BusEvent): LogRow[] {
  const contract = collectionByName.get(event.collection)
  const actor = event.actor
  if (!contract || !holdsPatientData(contract) || !isPrincipal(actor)) return []
  const who = { userId: actor.id, userType: actor.type, ...(actor.name ? { userName: actor.name } : {}), resource: event.collection }
  const ip = actor.ip ? { ip: actor.ip } : {}
  const owned = (event.records as Record<string, unknown>[])
    .map((record) => ({ id: String(record.id ?? ''), enduserId: enduserOf(contract, record) }))
    .filter((r): r is { id: string; enduserId: string } => !!r.id && !!r.enduserId)
  if (event.op === 'read' && event.via === 'list') {
    const byPatient = new Map<string, string[]>()
    for (const r of owned) byPatient.set(r.enduserId, [...(byPatient.get(r.enduserId) ?? []), r.id])
    return [...byPatient].map(([enduserId, ids]) => ({ ...who, action: 'list' satisfies UserLogAction, enduserId, resourceId: ids[0], info: { ...ip, ids, count: ids.length } }))
  }
  const action: UserLogAction = event.op === 'read' ? 'read' : ACTIONS[event.op]
  const changed = new Map((event.changes ?? []).map((c) => [c.id, Object.keys(c.changes)]))
  return owned.map((r) => {
    const fields = changed.get(r.id)
    const info = { ...ip, ...(fields ? { fields } : {}) }
    return { ...who, action, enduserId: r.enduserId, resourceId: r.id, ...(Object.keys(info).length ? { info } : {}) }
  })
}

export const auditTrail = (db: PrismaClient) =>
  onEvent('audit-trail', ['evt.*.created', 'evt.*.updated', 'evt.*.deleted', 'evt.*.read'], async (event, ctx) => {
    const rows = logRowsOf(event)
    if (rows.length) await repositoriesOf(db).userLogs.systemRepo(ctx.businessId, AUDIT_ACTOR).createMany(rows, { tx: ctx.tx })
  })
