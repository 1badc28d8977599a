// Patient rows as the API answers them, and the events their writes publish (through the outbox,
// inside the write's transaction, like the collection engine's own writes).
import { endusers } from '@care/contracts/collections/index'
import { ENDUSER_SESSION_INFO_FIELDS } from '@care/contracts/routes/enduser-auth'
import type { Session } from '@care/contracts/session'
import { toApiRecord, type ApiRecord } from '@care/kit/collections/index'
import { changedFields } from '@care/kit/collections/events'
import { enqueueEvents } from '@care/kit/outbox/enqueue'
import type { SqlExecutor } from '@care/kit/outbox/types'
import type { Enduser } from '../../generated/prisma/client.ts'

type Actor = { type: string; id: string }

/** The record (hidden fields removed) as answered to the patient or to staff. */
export const enduserRecord = (row: Enduser, audience: Pick<Session, 'type'> = { type: 'enduser' }) =>
  toApiRecord(endusers, row as unknown as Record<string, unknown>, audience)

/** spec 2 §3 "Enduser session info": only these fields. A patient without a password of their own
 *  reads passwordIsUnset true even when staff created them without saying so. */
export function sessionInfo(row: Enduser): ApiRecord {
  const record = enduserRecord(row)
  const info: ApiRecord = {}
  for (const field of ENDUSER_SESSION_INFO_FIELDS) if (record[field] !== undefined) info[field] = record[field]
  info.passwordIsUnset = row.passwordIsUnset ?? !row.hashedPassword
  return info
}

export const actorOf = (session: Pick<Session, 'type' | 'id'> | undefined, fallback: Actor): Actor =>
  session ? { type: session.type, id: session.id } : fallback

export const publishEnduserCreated = (tx: SqlExecutor, row: Enduser, actor: Actor) =>
  enqueueEvents(tx, [{ collection: 'endusers', op: 'created', businessId: row.businessId, records: [enduserRecord(row, { type: 'user' })], actor }])

export function publishEnduserUpdated(tx: SqlExecutor, before: Enduser, after: Enduser, actor: Actor) {
  const record = enduserRecord(after, { type: 'user' })
  const changes = changedFields(enduserRecord(before, { type: 'user' }), record)
  if (!Object.keys(changes).length) return Promise.resolve([])
  return enqueueEvents(tx, [{ collection: 'endusers', op: 'updated', businessId: after.businessId, records: [record], changes: [{ id: after.id, changes }], actor }])
}

/** Locks a patient's row for the rest of the transaction, so read-modify-write updates queue up. */
export const lockEnduser = (tx: { $queryRawUnsafe(sql: string, ...values: unknown[]): Promise<unknown> }, id: string) =>
  tx.$queryRawUnsafe('SELECT id FROM endusers WHERE id = $1 FOR UPDATE', id)
