// A post's and a comment's counters move in the database, by the triggers of migration 002, in the
// transaction of the like's or comment's insert or delete — no write of the post itself, so no
// forum_posts event. This reaction publishes that update once the like or comment committed: for
// each post (and parent comment) a like or comment names, an `updated` event carrying its counters
// as stored, so staff sockets (and every subscriber) see numLikes / numComments / numReplies move
// without a reload. Patients hear no post or comment events (their contracts' enduserLive: false):
// the portal reads the post again after the patient's own action.
//
// Two reactions of the same post may run at once (one durable per subject, several replicas): each
// locks the row before reading it and enqueues in the same transaction, so the event enqueued last
// carries the counts of the last commit — the outbox publishes them in that order.
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

/** the counters of a post and of a comment, as the events carry them */
const POST_COUNTERS = ['numLikes', 'numComments'] as const
const COMMENT_COUNTERS = ['numLikes', 'numReplies'] as const

interface Lockable {
  row(id: string, options: { tx: Transaction; forUpdate: true }): Promise<Record<string, unknown> | undefined>
}

/** locks each record, reads it, and enqueues its `updated` event with its counters (a record gone meanwhile: nothing) */
async function publishCounters(tx: Transaction, businessId: string, collection: Collection, repo: Lockable, counters: readonly string[], ids: string[]) {
  // one order for every reaction, so two of them never wait on each other's locks
  for (const id of ids.sort()) {
    const row = await repo.row(id, { tx, forUpdate: true })
    if (!row) continue
    const record = toApiRecord(collection, row) as Record<string, unknown> & { id: string }
    const changes = Object.fromEntries(counters.map((c) => [c, record[c] ?? 0]))
    await enqueueEvents(tx, [{ collection: collection.name, op: 'updated', businessId, records: [record], changes: [{ id: record.id, changes }] }])
  }
}

export const postCounterEvents = (db: PrismaClient) =>
  onEvent('post-counter-events', ['evt.post_likes.created', 'evt.post_likes.deleted', 'evt.post_comments.created', 'evt.post_comments.deleted'], async (event, { tx, businessId }) => {
    const repos = repositoriesOf(db)
    await publishCounters(tx, businessId, forumPosts, repos.forumPosts.systemRepo(businessId), POST_COUNTERS, distinct(event.records.map((r) => text(r.postId))))
    // a reply moves its parent comment's numReplies
    if (event.collection === 'post_comments') {
      await publishCounters(tx, businessId, postComments, repos.postComments.systemRepo(businessId), COMMENT_COUNTERS, distinct(event.records.map((r) => text(r.replyTo))))
    }
  })

export const commentCounterEvents = (db: PrismaClient) =>
  onEvent('comment-counter-events', ['evt.comment_likes.created', 'evt.comment_likes.deleted'], async (event, { tx, businessId }) => {
    const repo = repositoriesOf(db).postComments.systemRepo(businessId)
    await publishCounters(tx, businessId, postComments, repo, COMMENT_COUNTERS, distinct(event.records.map((r) => text(r.commentId))))
  })
