// The community's rules (spec 1 §3-§6; spec 2 §2.12; the public SDK's community suite): patients
// reach public forums only — reading them, their posts, comments and likes, and writing in them;
// postedBy defaults to the creator (a patient always posts as themselves); a comment's threadId
// defaults to replyTo; a post, comment or like names a post of its forum (and a comment of its
// post); a second like of the same post answers 409 'This post has already been liked'. Counters
// are kept by the database (migration 002), in the transaction of the like's or comment's write.
import { COMMENT_ALREADY_LIKED } from '@care/contracts/collections/comment-likes'
import { POST_ALREADY_LIKED } from '@care/contracts/collections/post-likes'
import { badRequest, conflict, forbidden } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { PrismaClient } from '../db.ts'
import { publicForumIds } from '../domain/visibility.ts'
import { checkCommunityOpen, communityClosed } from '../domain/community-closed.ts'
import { repositoriesOf } from '../repositories.ts'
import { runtimeOf } from '../runtime.ts'
import { cleanHtmlFields } from './html.ts'

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const mismatch = (field: string, message: string) => badRequest(`Error parsing field ${field}: ${message}`, [{ field, message }])

/** patients reach only the records of public forums */
const patientForums = (db: PrismaClient) => async (ctx: OperationContext) => {
  const session = ctx.session
  if (session?.type !== 'enduser') return
  return { forumId: { in: await publicForumIds(db, session, ctx) } }
}

/**
 * The forum and post a record names, each read once for all of a create's checks. One of another
 * business reads as absent: it is left to the references check that follows the hooks (the kit's
 * tenancy/references.ts), so its refusal names the field that holds it.
 */
async function parentsOf(db: PrismaClient, businessId: string, record: ApiRecord) {
  const repos = repositoriesOf(db)
  const forumId = text(record.forumId)
  const postId = text(record.postId)
  const [forum, post] = await Promise.all([
    forumId ? repos.forums.systemRepo(businessId).row(forumId) : undefined,
    postId ? repos.forumPosts.systemRepo(businessId).row(postId) : undefined,
  ])
  return { forum: forum ?? undefined, post: post ?? undefined }
}
type Parents = Awaited<ReturnType<typeof parentsOf>>

/** a patient writes only in a public forum (a missing forum is the references check's 400) */
function checkForumOpen(session: Session | undefined, { forum }: Parents) {
  if (session?.type === 'enduser' && forum && forum.publicRead !== true) throw forbidden()
}

/** the post a record names must be in the forum it names */
function checkPostInForum(record: ApiRecord, { forum, post }: Parents) {
  if (forum && post && post.forumId !== record.forumId) throw mismatch('postId', 'postId must name a post of forumId')
}

async function checkCommentInPost(db: PrismaClient, businessId: string, record: ApiRecord, field: 'replyTo' | 'threadId' | 'commentId', { post }: Parents) {
  const commentId = text(record[field])
  if (!commentId || !post) return
  const comment = await repositoriesOf(db).postComments.systemRepo(businessId).row(commentId)
  if (comment && comment.postId !== record.postId) throw mismatch(field, `${field} must name a comment of postId`)
}

/** postedBy: the creator unless staff name someone; a patient always posts as themselves */
function postedBy(record: ApiRecord, session: Session | undefined): ApiRecord['postedBy'] {
  if (!session) return record.postedBy
  if (session.type === 'enduser' || !record.postedBy) return { type: session.type, id: session.id }
  return record.postedBy
}

export const forumHooks = (db: PrismaClient): CollectionHooks => ({
  async readScope(ctx) {
    if (ctx.session?.type !== 'enduser') return
    // a portal without Community: no forum at all
    return (await communityClosed(db, ctx.session, ctx)) ? { id: { in: [] } } : { publicRead: true }
  },
  async beforeCreate(_record, ctx) {
    await checkCommunityOpen(db, ctx.session, ctx)
  },
})

export const forumPostHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    await checkCommunityOpen(db, ctx.session, ctx)
    checkForumOpen(ctx.session, await parentsOf(db, String(record.businessId), record))
    return cleanHtmlFields({ ...record, postedBy: postedBy(record, ctx.session) }, { businessId: record.businessId, iframeHosts: runtimeOf(db).iframeHosts })
  },
  beforeUpdate: (existing, updates) => cleanHtmlFields(updates, { businessId: existing.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
})

export const postCommentHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    await checkCommunityOpen(db, ctx.session, ctx)
    const businessId = String(record.businessId)
    const parents = await parentsOf(db, businessId, record)
    checkForumOpen(ctx.session, parents)
    checkPostInForum(record, parents)
    await checkCommentInPost(db, businessId, record, 'replyTo', parents)
    await checkCommentInPost(db, businessId, record, 'threadId', parents)
    const threadId = text(record.threadId) ?? text(record.replyTo)
    return cleanHtmlFields({ ...record, ...(threadId ? { threadId } : {}), postedBy: postedBy(record, ctx.session) }, { businessId, iframeHosts: runtimeOf(db).iframeHosts })
  },
  beforeUpdate: (existing, updates) => cleanHtmlFields(updates, { businessId: existing.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
})

export const postLikeHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    await checkCommunityOpen(db, ctx.session, ctx)
    const businessId = String(record.businessId)
    const parents = await parentsOf(db, businessId, record)
    checkForumOpen(ctx.session, parents)
    checkPostInForum(record, parents)
    // the common case answers the spec's words at once; two likes racing meet the unique index (409 too)
    if (!parents.forum) return
    const liked = await repositoriesOf(db).postLikes.systemRepo(businessId).findRow({ postId: record.postId, creator: record.creator }, { fields: ['id'] })
    if (liked) throw conflict(POST_ALREADY_LIKED, [{ field: 'postId', message: POST_ALREADY_LIKED }])
  },
})

export const commentLikeHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    await checkCommunityOpen(db, ctx.session, ctx)
    const businessId = String(record.businessId)
    const parents = await parentsOf(db, businessId, record)
    checkForumOpen(ctx.session, parents)
    checkPostInForum(record, parents)
    await checkCommentInPost(db, businessId, record, 'commentId', parents)
    if (!parents.forum || !parents.post) return
    const liked = await repositoriesOf(db).commentLikes.systemRepo(businessId).findRow({ commentId: record.commentId, creator: record.creator }, { fields: ['id'] })
    if (liked) throw conflict(COMMENT_ALREADY_LIKED, [{ field: 'commentId', message: COMMENT_ALREADY_LIKED }])
  },
})
