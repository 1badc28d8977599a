// A post's and a comment's counters move in the database, by the triggers of migration 002, in the
// transaction of the like's or comment's insert or delete — no write of the post itself, so no
// forum_posts event. This reaction publishes that update once the like or comment committed: for
// each post (and parent comment) a like or comment names, an `updated` event carrying its counters
// as stored, so staff sockets (and every subscriber) see numLikes / numComments / numReplies move
// without a reload. Patients hear no post or comment events (their contracts' enduserLive: false):
// the portal reads the post again after the patient's own action.
//
// Each counter is published by one reaction only — numLikes of a post by the post_likes one,
// numComments (and a parent comment's numReplies) by the post_comments one, a comment's numLikes by
// the comment_likes one — with only that counter in the event's changes. Within a replica a
// durable hands its events one at a time, so a counter's events leave in the order of its reads;
// across replicas (and a like's created and deleted durables) a transaction-scoped advisory lock
// of the record and counter orders them: the event enqueued last carries the count of the last
// commit. An advisory lock, not the row's: the likes' and comments' own transactions update the
// row at their commit and never wait for these reactions, and reactions of different counters never
// wait for each other.
import { forumPosts, postComments } from '@care/contracts/collections/index'
import type { Collection } from '@care/contracts/collections/define'
import { toApiRecord } from '@care/kit/collections/serialize'
import { enqueueEvents } from '@care/kit/outbox/index'
import { onEvent } from '@care/kit/reactions/index'
import type { Transaction } from '@care/kit/repository/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]

interface Readable {
  row(id: string, options: { tx: Transaction }): Promise<Record<string, unknown> | undefined>
}

/** serializes the publications of one record's counter (released at the transaction's end) */
const lockCounter = (tx: Transaction, collection: string, counter: string, id: string) =>
  tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', `counter-events:${collection}:${counter}:${id}`)

/** for each record: lock its counter's publications, read it, and enqueue its `updated` event with that counter (a record gone meanwhile: nothing) */
async function publishCounter(tx: Transaction, businessId: string, collection: Collection, repo: Readable, counter: string, ids: string[]) {
  // one order for every reaction, so two of them never wait on each other's locks
  for (const id of ids.sort()) {
    await lockCounter(tx, collection.name, counter, id)
    const row = await repo.row(id, { tx })
    if (!row) continue
    const record = toApiRecord(collection, row) as Record<string, unknown> & { id: string }
    await enqueueEvents(tx, [{ collection: collection.name, op: 'updated', businessId, records: [record], changes: [{ id: record.id, changes: { [counter]: record[counter] ?? 0 } }] }])
  }
}

/** a post's numLikes, after a like or unlike */
export const postLikeCounterEvents = (db: PrismaClient) =>
  onEvent('post-like-counter-events', ['evt.post_likes.created', 'evt.post_likes.deleted'], async (event, { tx, businessId }) => {
    const posts = repositoriesOf(db).forumPosts.systemRepo(businessId)
    await publishCounter(tx, businessId, forumPosts, posts, 'numLikes', distinct(event.records.map((r) => text(r.postId))))
  })

/** a post's numComments and, for a reply, its parent comment's numReplies, after a comment or its deletion */
export const postCommentCounterEvents = (db: PrismaClient) =>
  onEvent('post-comment-counter-events', ['evt.post_comments.created', 'evt.post_comments.deleted'], async (event, { tx, businessId }) => {
    const repos = repositoriesOf(db)
    await publishCounter(tx, businessId, forumPosts, repos.forumPosts.systemRepo(businessId), 'numComments', distinct(event.records.map((r) => text(r.postId))))
    await publishCounter(tx, businessId, postComments, repos.postComments.systemRepo(businessId), 'numReplies', distinct(event.records.map((r) => text(r.replyTo))))
  })

/** a comment's numLikes, after a comment like or its deletion */
export const commentLikeCounterEvents = (db: PrismaClient) =>
  onEvent('comment-like-counter-events', ['evt.comment_likes.created', 'evt.comment_likes.deleted'], async (event, { tx, businessId }) => {
    const comments = repositoriesOf(db).postComments.systemRepo(businessId)
    await publishCounter(tx, businessId, postComments, comments, 'numLikes', distinct(event.records.map((r) => text(r.commentId))))
  })
