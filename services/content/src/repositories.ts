// Content's collections, listed once: the kit builds a repository for each, serves their generic
// calls and derives the Prisma model from the name. Entity rules (hooks) sit beside their contract.
import {
  commentLikes, forumPosts, forums, managedContentRecordAssignments, managedContentRecords, postComments, postLikes,
} from '@care/contracts/collections/index'
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from './db.ts'
import { contentRecordHooks } from './collections/managed-content-records.ts'
import { commentLikeHooks, forumHooks, forumPostHooks, postCommentHooks, postLikeHooks } from './collections/community.ts'

export const contentCollectionList = [
  [managedContentRecords, contentRecordHooks],
  managedContentRecordAssignments,
  [forums, forumHooks],
  [forumPosts, forumPostHooks],
  [postComments, postCommentHooks],
  [postLikes, postLikeHooks],
  [commentLikes, commentLikeHooks],
] as const

export type ContentRepositories = RepositoriesOf<typeof contentCollectionList, PrismaClient>

/** the repositories of one database client, built once (the same ones the service serves) */
export const repositoriesOf: (db: PrismaClient) => ContentRepositories = repositoriesFor(contentCollectionList)
