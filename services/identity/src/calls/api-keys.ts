// Partners' API keys: /add-api-key (and the SDK's POST /api-key) answers { id, key } once and keeps
// only a hash; /remove-api-key deletes it and every gateway drops it from its cache at once.
import { forbidden, notFound, unauthenticated } from '@care/contracts/errors'
import { newObjectId } from '@care/kit/ids'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashSecret, newSecret } from '../domain/secrets.ts'
import { REVOKED_BROADCAST, type SessionDeps } from './sessions.ts'
import { repositoriesOf } from '../repositories.ts'

export const addApiKey = (d: SessionDeps): Handler<typeof identityRoutes, 'api_keys.add'> => async (_input, ctx) => {
  const session = ctx.session
  if (!session || session.type !== 'user') throw unauthenticated()
  // a key never mints keys, and a role without create access to api_keys gets none
  if (session.apiKeyId) throw forbidden()
  const repo = repositoriesOf(d.db).apiKeys.systemRepo(session.businessId, { type: 'user', id: session.id })
  repo.assertMay(session, 'create', { businessId: session.businessId, organizationIds: session.organizationIds, creator: session.id })
  const key = newSecret()
  const id = newObjectId()
  await repo.create({ organizationIds: session.organizationIds, hashedKey: hashSecret(key) }, { id, creator: session.id })
  return { id, key }
}

export const removeApiKey = (d: SessionDeps): Handler<typeof identityRoutes, 'api_keys.remove'> => async (input, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  const id = String(input.id ?? '')
  const repo = repositoriesOf(d.db).apiKeys.systemRepo(session.businessId, { type: 'user', id: session.id })
  // creator-only (spec 1 §6); the deleted event carries the record so only its creator hears of it
  const mine = await repo.findRow({ id, creator: session.id })
  const removed = mine ? await repo.delete(id) : false
  if (!removed) throw notFound()
  await d.bus.broadcast(REVOKED_BROADCAST, { sessionIds: [`apikey:${id}`] })
  return {}
}
