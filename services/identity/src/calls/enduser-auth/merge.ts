// POST /endusers/merge: a duplicate patient (source) is folded into the one that stays
// (destination): every field the destination lacks is copied, lists (tags, care team, emails,
// organizations, unsubscriptions) are united, custom fields and journeys add the keys the
// destination lacks, and a different source email becomes an alternate email. The source is then
// deleted and its sessions revoked, all in one transaction with the events.
//
// Other services own the source's tickets, notes, responses …: they move them when they see the
// deletion event, which for a merge names the destination:
//   evt.endusers.deleted  records: [{ id: <source>, mergedInto: <destination> }]
// A reaction to evt.endusers.deleted must re-point the records of `id` to `mergedInto` when it is
// present, and delete them (the ordinary cascade) only when it is absent.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { badRequest, notFound, unauthenticated } from '@care/contracts/errors'
import type { Transaction } from '@care/kit/repository/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { Enduser } from '../../generated/prisma/client.ts'
import { revokeAllSessionsOf, type SessionDeps } from '../sessions.ts'
import { repositoriesOf } from '../../repositories.ts'

/** Never copied: the record's identity, and what the merge computes itself. */
const OWN_FIELDS = new Set(['id', 'businessId', 'creator', 'createdAt', 'updatedAt', 'email', 'alternateEmails', 'passwordIsUnset'])
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)

/** The destination's changes: what it lacks from the source, and the union of lists. */
export function mergedFields(source: Enduser, destination: Enduser): Record<string, unknown> {
  const src: Record<string, unknown> = source
  const dst: Record<string, unknown> = destination
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(src)) {
    if (OWN_FIELDS.has(field) || value === null || value === undefined) continue
    const current = dst[field]
    if (Array.isArray(value)) {
      const union = [...new Set([...(Array.isArray(current) ? current : []), ...value])]
      if (union.length !== (Array.isArray(current) ? current.length : 0)) data[field] = union
    } else if (current === null || current === undefined) data[field] = value
    else if (isObject(value) && isObject(current)) data[field] = { ...value, ...current }
  }
  // whether a password is unset follows the password the merged patient ends up with
  if (destination.hashedPassword || source.hashedPassword) {
    if (destination.passwordIsUnset !== false) data.passwordIsUnset = false
  } else if (destination.passwordIsUnset === null && source.passwordIsUnset !== null) data.passwordIsUnset = source.passwordIsUnset
  if (source.email && !destination.email) data.email = source.email
  else if (source.email && source.email !== destination.email) {
    const emails = new Set([...destination.alternateEmails, ...source.alternateEmails, source.email])
    emails.delete(destination.email ?? '')
    data.alternateEmails = [...emails]
  } else if (source.alternateEmails.length) {
    data.alternateEmails = [...new Set([...destination.alternateEmails, ...source.alternateEmails])]
  }
  return data
}

export const mergeEndusers = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.merge'> => async (input, ctx) => {
  const session = ctx.session
  if (session?.type !== 'user') throw unauthenticated()
  if (input.sourceEnduserId === input.destinationEnduserId) throw badRequest(EnduserAuthMessages.sameEnduser)
  const actor = { type: session.type, id: session.id }
  const repo = repositoriesOf(d.db).endusers.systemRepo(session.businessId, actor)
  await d.db.$transaction(async (prismaTx) => {
    const tx: Transaction = prismaTx
    // a fixed lock order, so two merges of the same pair cannot deadlock
    const rows = new Map<string, Enduser | undefined>()
    for (const id of [input.sourceEnduserId, input.destinationEnduserId].sort()) rows.set(id, await repo.row(id, { tx, forUpdate: true }))
    const source = rows.get(input.sourceEnduserId)
    const destination = rows.get(input.destinationEnduserId)
    if (!source || !destination) throw notFound()
    // a patient they may not read does not exist for them (404), whichever of the two; then 403
    repo.assertMay(session, 'read', source)
    repo.assertMay(session, 'read', destination)
    repo.assertMay(session, 'delete', source)
    repo.assertMay(session, 'update', destination)
    // the source goes first, so its email and externalId are free for the destination
    await repo.delete(source.id, { tx, annotate: { mergedInto: destination.id } })
    // the update's event says it is a merge: its journeys are carried over, not started (records' map-written.ts)
    await repo.update(destination.id, mergedFields(source, destination), { tx, annotate: { mergedFrom: source.id } })
  })
  await revokeAllSessionsOf(d, input.sourceEnduserId)
  return {}
}
