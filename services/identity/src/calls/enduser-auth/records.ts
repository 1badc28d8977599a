// Patient rows as the API answers them. Writes go through identity's repository
// (repositories.ts), which publishes their events.
import { endusers } from '@care/contracts/collections/index'
import { ENDUSER_SESSION_INFO_FIELDS, type enduserSessionInfo } from '@care/contracts/routes/enduser-auth'
import type { Session } from '@care/contracts/session'
import type { z } from 'zod'
import { toApiRecord } from '@care/kit/collections/index'
import type { RowOf } from '@care/kit/repository/index'
import type { Enduser } from '../../generated/prisma/client.ts'
import type { IdentityDb } from '../../db.ts'
import { repositoriesOf } from '../../repositories.ts'

type Actor = { type: string; id: string }

/** The record (hidden fields removed) as answered to the patient or to staff. */
export const enduserRecord = (row: Enduser, audience: Pick<Session, 'type'> = { type: 'enduser' }) =>
  toApiRecord(endusers, row, audience)

/** spec 2 §3 "Enduser session info": only these fields. A patient without a password of their own
 *  reads passwordIsUnset true even when staff created them without saying so. */
export function sessionInfo(row: Enduser): z.input<typeof enduserSessionInfo> {
  const record = enduserRecord(row)
  const info: Partial<RowOf<typeof endusers>> = {}
  for (const field of ENDUSER_SESSION_INFO_FIELDS) if (record[field] !== undefined) Object.assign(info, { [field]: record[field] })
  return { ...info, id: record.id, businessId: record.businessId, passwordIsUnset: row.passwordIsUnset ?? !row.hashedPassword }
}

export const actorOf = (session: Pick<Session, 'type' | 'id'> | undefined, fallback: Actor): Actor =>
  session ? { type: session.type, id: session.id } : fallback

/**
 * The business a patient belongs to, from their id alone: for the public calls whose only proof is
 * a patient id or a link (unsubscribe). A lookup by the unique id: a system repository is bound to
 * one business, and this is what finds it.
 */
export async function businessOfEnduser(db: IdentityDb, id: string): Promise<string | undefined> {
  const row = await repositoriesOf(db).endusers.lookup({ id }, { fields: ['businessId'] })
  return row ? String(row.businessId) : undefined
}
