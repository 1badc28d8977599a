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
import { repositoriesOf } from '../repositories.ts'
import { runtimeOf } from '../runtime.ts'
import { cleanHtmlFields } from './html.ts'

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const mismatch = (field: string, message: string) => badRequest(`Error parsing field ${field}: ${message}`, [{ field, message }])

/** patients reach only the records of public forums */
const patientForums = (db: PrismaClient) => async (ctx: OperationContext) => {
  const session = ctx.session
  if (session?.type !== 'enduser') return
  return { forumId: { in: await publicForumIds(db, session.businessId) } }
}

/** a patient writes only in a public forum (a missing forum is the references check's 400) */
async function checkForumOpen(db: PrismaClient, session: Session | undefined, businessId: string, forumId: unknown) {
  const id = text(forumId)
  if (session?.type !== 'enduser' || !id) return
  const forum = await repositoriesOf(db).forums.systemRepo(businessId).row(id)
  if (forum && forum.publicRead !== true) throw forbidden()
}

// A parent of another business is left to the references check that follows the hooks (the kit's
// tenancy/references.ts), so its refusal names the field that holds it.
const ofBusiness = async (repo: { row(id: string): Promise<unknown> }, id: string | undefined) => Boolean(id && (await repo.row(id)))

/** the post a record names must be in the forum it names */
async function checkPostInForum(db: PrismaClient, businessId: string, record: ApiRecord) {
  const postId = text(record.postId)
  if (!postId || !(await ofBusiness(repositoriesOf(db).forums.systemRepo(businessId), text(record.forumId)))) return
  const post = await repositoriesOf(db).forumPosts.systemRepo(businessId).row(postId)
  if (post && post.forumId !== record.forumId) throw mismatch('postId', 'postId must name a post of forumId')
}

async function checkCommentInPost(db: PrismaClient, businessId: string, record: ApiRecord, field: 'replyTo' | 'threadId' | 'commentId') {
  const commentId = text(record[field])
  if (!commentId || !(await ofBusiness(repositoriesOf(db).forumPosts.systemRepo(businessId), text(record.postId)))) return
  const comment = await repositoriesOf(db).postComments.systemRepo(businessId).row(commentId)
  if (comment && comment.postId !== record.postId) throw mismatch(field, `${field} must name a comment of postId`)
}

/** postedBy: the creator unless staff name someone; a patient always posts as themselves */
function postedBy(record: ApiRecord, session: Session | undefined): ApiRecord['postedBy'] {
  if (!session) return record.postedBy
  if (session.type === 'enduser' || !record.postedBy) return { type: session.type, id: session.id }
  return record.postedBy
}

export const forumHooks = (): CollectionHooks => ({
  readScope(ctx) {
    if (ctx.session?.type === 'enduser') return { publicRead: true }
  },
})

export const forumPostHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    await checkForumOpen(db, ctx.session, String(record.businessId), record.forumId)
    return cleanHtmlFields({ ...record, postedBy: postedBy(record, ctx.session) }, { businessId: record.businessId, iframeHosts: runtimeOf(db).iframeHosts })
  },
  beforeUpdate: (existing, updates) => cleanHtmlFields(updates, { businessId: existing.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
})

export const postCommentHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    const businessId = String(record.businessId)
    await checkForumOpen(db, ctx.session, businessId, record.forumId)
    await checkPostInForum(db, businessId, record)
    await checkCommentInPost(db, businessId, record, 'replyTo')
    await checkCommentInPost(db, businessId, record, 'threadId')
    const threadId = text(record.threadId) ?? text(record.replyTo)
    return cleanHtmlFields({ ...record, ...(threadId ? { threadId } : {}), postedBy: postedBy(record, ctx.session) }, { businessId, iframeHosts: runtimeOf(db).iframeHosts })
  },
  beforeUpdate: (existing, updates) => cleanHtmlFields(updates, { businessId: existing.businessId, iframeHosts: runtimeOf(db).iframeHosts }),
})

export const postLikeHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    const businessId = String(record.businessId)
    await checkForumOpen(db, ctx.session, businessId, record.forumId)
    await checkPostInForum(db, businessId, record)
    // the common case answers the spec's words at once; two likes racing meet the unique index (409 too)
    if (!(await ofBusiness(repositoriesOf(db).forums.systemRepo(businessId), text(record.forumId)))) return
    const liked = await repositoriesOf(db).postLikes.systemRepo(businessId).findRow({ postId: record.postId, creator: record.creator }, { fields: ['id'] })
    if (liked) throw conflict(POST_ALREADY_LIKED, [{ field: 'postId', message: POST_ALREADY_LIKED }])
  },
})

export const commentLikeHooks = (db: PrismaClient): CollectionHooks => ({
  readScope: patientForums(db),
  async beforeCreate(record, ctx) {
    const businessId = String(record.businessId)
    await checkForumOpen(db, ctx.session, businessId, record.forumId)
    await checkPostInForum(db, businessId, record)
    await checkCommentInPost(db, businessId, record, 'commentId')
    const repos = repositoriesOf(db)
    if (!(await ofBusiness(repos.forums.systemRepo(businessId), text(record.forumId))) || !(await ofBusiness(repos.forumPosts.systemRepo(businessId), text(record.postId)))) return
    const liked = await repositoriesOf(db).commentLikes.systemRepo(businessId).findRow({ commentId: record.commentId, creator: record.creator }, { fields: ['id'] })
    if (liked) throw conflict(COMMENT_ALREADY_LIKED, [{ field: 'commentId', message: COMMENT_ALREADY_LIKED }])
  },
})
