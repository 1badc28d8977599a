// /post-like and /unlike-forum-post (spec 1 §7; spec 2 §7): a like through the caller's own
// repository (every rule of the generic create: the forum open to patients, the post of that forum,
// 'This post has already been liked'); unliking removes the caller's like, if any. The post's
// numLikes moves with the like's row in the same transaction (migration 002's trigger).
import type { contentRoutes } from '@care/contracts/routes/content'
import { POST_ALREADY_LIKED } from '@care/contracts/collections/post-likes'
import { conflict, isApiError, unauthenticated } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { ContentDeps } from './deps.ts'
import { checkCommunityOpen } from '../domain/community-closed.ts'

export const like = (d: ContentDeps): Handler<typeof contentRoutes, 'post_likes.create'> => async ({ postId, forumId }, ctx) => {
  try {
    return await d.repos.postLikes.repo(ctx).create({ postId, forumId })
  } catch (e) {
    // two likes racing past the hook's check meet the unique index: the same answer in the spec's words
    if (isApiError(e) && e.status === 409) throw conflict(POST_ALREADY_LIKED, [{ field: 'postId', message: POST_ALREADY_LIKED }])
    throw e
  }
}

export const unlike = (d: ContentDeps): Handler<typeof contentRoutes, 'post_likes.unlike'> => async ({ postId, forumId }, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  await checkCommunityOpen(d.db, session, ctx)
  const repo = d.repos.postLikes.repo(ctx)
  const mine = await repo.list({ filter: { postId, forumId, creator: session.id } })
  for (const like of mine) await repo.delete(like.id)
  return {}
}
