// /managed-content-records/update-indexes (the public SDK's update_indexes): the library's order,
// each record's index, written through the caller's repository (records they may not update: 404/403).
import type { contentRoutes } from '@care/contracts/routes/content'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { ContentDeps } from './deps.ts'

export const updateIndexes = (d: ContentDeps): Handler<typeof contentRoutes, 'managed_content_records.update-indexes'> => async ({ updates }, ctx) => {
  const repo = d.repos.managedContentRecords.repo(ctx)
  for (const { id, index } of updates) await repo.update(id, { index })
  return {}
}
