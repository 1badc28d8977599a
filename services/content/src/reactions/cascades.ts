// What deletions take with them (spec 1 §4; the public SDK's dependencies): a forum its posts,
// comments and likes; a post its comments and likes; a comment its likes; content its assignments;
// a patient their assignments (a merge moves them to the patient that stays) and what events shared with them. Each row goes
// through the system repository (its event published) in the reaction's transaction, so a
// cascade is whole or not at all; the counters of what stays follow by the database's triggers.
import { onEvent } from '@care/kit/reactions/index'
import type { Transaction } from '@care/kit/repository/index'
import type { Where } from '@care/kit/collections/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf, type ContentRepositories } from '../repositories.ts'

const PAGE = 500
type Name = 'forumPosts' | 'postComments' | 'postLikes' | 'commentLikes' | 'managedContentRecordAssignments'

/** the two calls a cascade makes of a system repository */
interface Deletable {
  findRows(where: Where, options: { take: number; tx: Transaction; fields: ['id'] }): Promise<{ id: string }[]>
  delete(id: string, options: { tx: Transaction }): Promise<boolean>
}

async function deleteAll(repos: ContentRepositories, name: Name, businessId: string, where: Where, tx: Transaction) {
  const repo: Deletable = repos[name].systemRepo(businessId)
  for (;;) {
    const rows = await repo.findRows(where, { take: PAGE, tx, fields: ['id'] })
    if (!rows.length) return
    for (const row of rows) await repo.delete(row.id, { tx })
  }
}

const ids = (records: { id: string }[]) => records.map((r) => r.id)

export const forumRemoved = (db: PrismaClient) =>
  onEvent('forum-removed', 'evt.forums.deleted', async (event, { tx, businessId }) => {
    const repos = repositoriesOf(db)
    const forumId = { in: ids(event.records) }
    // likes first, then comments, then posts: each delete's trigger finds its parent still there
    for (const name of ['commentLikes', 'postLikes', 'postComments', 'forumPosts'] as const) await deleteAll(repos, name, businessId, { forumId }, tx)
  })

export const postRemoved = (db: PrismaClient) =>
  onEvent('post-removed', 'evt.forum_posts.deleted', async (event, { tx, businessId }) => {
    const repos = repositoriesOf(db)
    const postId = { in: ids(event.records) }
    for (const name of ['commentLikes', 'postLikes', 'postComments'] as const) await deleteAll(repos, name, businessId, { postId }, tx)
  })

export const commentRemoved = (db: PrismaClient) =>
  onEvent('comment-removed', 'evt.post_comments.deleted', async (event, { tx, businessId }) => {
    await deleteAll(repositoriesOf(db), 'commentLikes', businessId, { commentId: { in: ids(event.records) } }, tx)
  })

export const contentRemoved = (db: PrismaClient) =>
  onEvent('content-removed', 'evt.managed_content_records.deleted', async (event, { tx, businessId }) => {
    await deleteAll(repositoriesOf(db), 'managedContentRecordAssignments', businessId, { contentId: { in: ids(event.records) } }, tx)
  })

export const enduserRemoved = (db: PrismaClient) =>
  onEvent('enduser-removed', 'evt.endusers.deleted', async (event, { tx, businessId }) => {
    const repo = repositoriesOf(db).managedContentRecordAssignments.systemRepo(businessId)
    for (const patient of event.records) {
      // what their calendar events shared with them goes too (a merge's events are re-pointed by scheduling, whose events re-share)
      await tx.$executeRawUnsafe('DELETE FROM "content_event_shares" WHERE "businessId" = $1 AND "enduserId" = $2', businessId, patient.id)
      const mergedInto = typeof patient.mergedInto === 'string' ? patient.mergedInto : undefined
      for (const row of await repo.findRows({ enduserId: patient.id }, { tx, fields: ['id', 'contentId'] })) {
        const kept = mergedInto && !(await repo.findRow({ enduserId: mergedInto, contentId: row.contentId }, { tx, fields: ['id'] }))
        if (kept) await repo.update(row.id, { enduserId: mergedInto }, { tx })
        else await repo.delete(row.id, { tx })
      }
    }
  })
