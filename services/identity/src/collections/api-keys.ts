// api_keys (spec 1 §6): creator-only (declared in the contract). Keys are made by /add-api-key (the key is answered once) and
// removed by /remove-api-key or DELETE /api-key/:id; the generic createSome and update are refused.
import { ErrorMessages } from '@care/contracts/errors'
import type { Repository } from '@care/kit/repository/index'
import { andThen, guard, prefixed } from './wrap.ts'
import { addApiKey } from '../calls/api-keys.ts'
import { REVOKED_BROADCAST, type SessionDeps } from '../calls/sessions.ts'

// the SDK's text for an action a model does not offer: keys are created with /add-api-key, never updated
export const API_KEYS_CREATED_BY_CALL = ErrorMessages.actionNotAllowed

export function apiKeyOperations(repo: Repository, deps: SessionDeps) {
  const ops = repo.operations
  const refused = guard(ops.createOne, () => false, API_KEYS_CREATED_BY_CALL)
  return prefixed('api_keys', {
    ...ops,
    // the SDK's api_keys.createOne posts to /api-key and expects { id, key }
    createOne: addApiKey(deps),
    createSome: refused,
    updateOne: refused,
    deleteOne: andThen(ops.deleteOne, (p: { id: string }) => deps.bus.broadcast(REVOKED_BROADCAST, { sessionIds: [`apikey:${p.id}`] })),
  })
}
