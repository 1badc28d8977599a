// Content's named calls, each typed from its route (contracts/src/routes/content.ts).
import { contentRoutes } from '@care/contracts/routes/content'
import { operations } from '@care/kit/runtime/typed-operations'
import type { ContentDeps } from './deps.ts'
import { generateEmbedding } from './embedding.ts'
import { updateIndexes } from './indexes.ts'
import { like, unlike } from './likes.ts'
import { search } from './search.ts'

export const contentOperations = (d: ContentDeps) => operations(contentRoutes)({
  'managed_content_records.search': search(d),
  'managed_content_records.update-indexes': updateIndexes(d),
  'managed_content_records.generate-embedding': generateEmbedding(d),
  'post_likes.create': like(d),
  'post_likes.unlike': unlike(d),
})
