// A patient listing the posts or comments of a forum they may not read is refused (403), as the
// public SDK's community suite expects ('enduser cannot access private posts'), instead of an empty
// page: the generic getSome of forum_posts and post_comments, wrapped. Everything else about the
// read (tenancy, readScope: public forums only) stays the engine's.
import { forbidden } from '@care/contracts/errors'
import type { Operation } from '@care/kit/runtime/operation'
import { checkCommunityOpen } from '../domain/community-closed.ts'
import { repositoriesOf } from '../repositories.ts'
import type { ContentDeps } from './deps.ts'

const forumIdOf = (payload: unknown): string | undefined => {
  if (!payload || typeof payload !== 'object' || !('filter' in payload)) return undefined
  const { filter } = payload
  if (!filter || typeof filter !== 'object' || !('forumId' in filter)) return undefined
  return typeof filter.forumId === 'string' ? filter.forumId : undefined
}

const guarded = (d: ContentDeps, getSome: Operation): Operation => async (payload, ctx) => {
  const forumId = forumIdOf(payload)
  await checkCommunityOpen(d.db, ctx.session, ctx)
  if (ctx.session?.type === 'enduser' && forumId) {
    const forum = await repositoriesOf(d.db).forums.systemRepo(ctx.session.businessId).row(forumId)
    if (!forum || forum.publicRead !== true) throw forbidden()
  }
  return getSome(payload, ctx)
}

export const forumFilteredReads = (d: ContentDeps): Record<string, Operation> => ({
  'forum_posts.getSome': guarded(d, d.repos.forumPosts.operations.getSome),
  'post_comments.getSome': guarded(d, d.repos.postComments.operations.getSome),
})
