// integrations (spec 1 §6): creator-only; credentials stay in the service (answers carry the
// authentication type, never its tokens).
import { integrations } from '@care/contracts/collections/index'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { IdentityDb } from '../db.ts'
import { creatorOnly, prefixed } from './wrap.ts'

export function integrationOperations(db: IdentityDb) {
  return prefixed('integrations', createCollectionOperations({
    collection: integrations,
    prisma: db,
    model: 'integration',
    hooks: {
      readScope: creatorOnly,
      afterRead(record) {
        const auth = record.authentication as { type?: string } | undefined
        return auth ? { ...record, authentication: { type: auth.type } } : record
      },
    },
  }))
}
