// integrations (spec 1 §6): creator-only, and credentials stay in the service (answers and events
// carry the authentication type, never its tokens) — both declared in the contract and applied by
// the kit's one visibility rule, so the generic calls need nothing of identity's own.
import type { Repository } from '@care/kit/repository/index'
import { prefixed } from './wrap.ts'

export const integrationOperations = (repo: Repository) => prefixed('integrations', repo.operations)
