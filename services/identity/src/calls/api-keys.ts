// Partners' API keys: /add-api-key (and the SDK's POST /api-key) answers { id, key } once and keeps
// only a hash; /remove-api-key deletes it and every gateway drops it from its cache at once.
import { apiKeys } from '@care/contracts/collections/index'
import { forbidden, notFound, unauthenticated } from '@care/contracts/errors'
import { toApiRecord, userAccessLevel } from '@care/kit/collections/index'
import { newObjectId } from '@care/kit/ids'
import { enqueueEvents } from '@care/kit/outbox/enqueue'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashSecret, newSecret } from '../domain/secrets.ts'
import { REVOKED_BROADCAST, type SessionDeps } from './sessions.ts'

export const addApiKey = (d: SessionDeps): Handler<typeof identityRoutes, 'api_keys.add'> => async (_input, ctx) => {
  const session = ctx.session
  if (!session || session.type !== 'user') throw unauthenticated()
  // a key never mints keys, and a role without create access to api_keys gets none
  if (session.apiKeyId || userAccessLevel(session, 'api_keys', 'create') === null) throw forbidden()
  const key = newSecret()
  const id = newObjectId()
  await d.db.$transaction(async (tx) => {
    const row = await tx.apiKey.create({ data: { id, businessId: session.businessId, organizationIds: session.organizationIds, creator: session.id, hashedKey: hashSecret(key) } })
    await enqueueEvents(tx, [{ collection: 'api_keys', op: 'created', businessId: session.businessId, records: [toApiRecord(apiKeys, row)], actor: { type: 'user', id: session.id } }])
  })
  return { id, key }
}

export const removeApiKey = (d: SessionDeps): Handler<typeof identityRoutes, 'api_keys.remove'> => async (input, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  const id = String(input.id ?? '')
  const removed = await d.db.$transaction(async (tx) => {
    // creator-only (spec 1 §6); the deleted event carries the record so only its creator hears of it
    const row = await tx.apiKey.findFirst({ where: { id, businessId: session.businessId, creator: session.id } })
    if (!row) return 0
    const { count } = await tx.apiKey.deleteMany({ where: { id: row.id } })
    if (count) await enqueueEvents(tx, [{ collection: 'api_keys', op: 'deleted', businessId: session.businessId, records: [toApiRecord(apiKeys, row)], actor: { type: 'user', id: session.id } }])
    return count
  })
  if (!removed) throw notFound()
  await d.bus.broadcast(REVOKED_BROADCAST, { sessionIds: [`apikey:${id}`] })
  return {}
}
