// What content's named calls are built from (the service's setup).
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Bus } from '@care/kit/bus/types'
import type { PrismaClient } from '../db.ts'
import type { ContentRepositories } from '../repositories.ts'
import type { CommunitySetting } from '../domain/community-setting.ts'

export interface ContentDeps {
  db: PrismaClient
  repos: ContentRepositories
  bus: Bus
  enduserTags(businessId: string, enduserId: string, ctx: Pick<OperationContext, 'requestId' | 'traceparent'>): Promise<string[]>
  /** the Community page setting of a patient's portal, asked of identity */
  community: CommunitySetting
  /** an OpenAI-compatible embeddings endpoint (CONTENT_EMBEDDING_URL) and its model, when configured */
  embedding?: { url: string; model: string; apiKey?: string }
}
