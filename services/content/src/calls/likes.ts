// /post-like and /unlike-forum-post (spec 1 §7; spec 2 §7): a like through the caller's own
// repository (every rule of the generic create: the forum open to patients, the post of that forum,
// 'This post has already been liked'); unliking checks the forum and post the same way, then
// removes the caller's like, if any. The post's
// numLikes moves with the like's row in the same transaction (migration 002's trigger).
import type { contentRoutes } from '@care/contracts/routes/content'
import { POST_ALREADY_LIKED } from '@care/contracts/collections/post-likes'
import { badRequest, conflict, forbidden, isApiError, unauthenticated } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import { referenceRefusal } from '@care/kit/tenancy/references'
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

/**
 * The forum and post an unlike names, checked as a like's are: each of the caller's business (400
 * naming the field, the references check's words), the post of that forum, a patient's forum
 * public (403) — so an id of another business is refused, not answered as nothing to unlike.
 */
async function checkUnlikeTarget(d: ContentDeps, session: Session, forumId: string, postId: string) {
  const [forum, post] = await Promise.all([
    d.repos.forums.systemRepo(session.businessId).row(forumId),
    d.repos.forumPosts.systemRepo(session.businessId).row(postId),
  ])
  if (!forum) throw badRequest(referenceRefusal('forumId', 'forums'), [{ field: 'forumId', message: referenceRefusal('forumId', 'forums') }])
  if (!post) throw badRequest(referenceRefusal('postId', 'forum_posts'), [{ field: 'postId', message: referenceRefusal('postId', 'forum_posts') }])
  if (post.forumId !== forumId) throw badRequest('Error parsing field postId: postId must name a post of forumId', [{ field: 'postId', message: 'postId must name a post of forumId' }])
  if (session.type === 'enduser' && forum.publicRead !== true) throw forbidden()
}

export const unlike = (d: ContentDeps): Handler<typeof contentRoutes, 'post_likes.unlike'> => async ({ postId, forumId }, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  await checkCommunityOpen(d.db, session, ctx)
  await checkUnlikeTarget(d, session, forumId, postId)
  const repo = d.repos.postLikes.repo(ctx)
  const mine = await repo.list({ filter: { postId, forumId, creator: session.id } })
  for (const like of mine) await repo.delete(like.id)
  return {}
}
