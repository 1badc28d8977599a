// integrations (spec 1 §6): creator-only, and credentials stay in the service (answers and events
// carry the authentication type, never its tokens) — both declared in the contract and applied by
// the kit's one visibility rule.
import { integrations } from '@care/contracts/collections/index'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { IdentityDb } from '../db.ts'
import { prefixed } from './wrap.ts'

export function integrationOperations(db: IdentityDb) {
  return prefixed('integrations', createCollectionOperations({ collection: integrations, prisma: db, model: 'integration' }))
}
