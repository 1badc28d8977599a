// Messaging's collections, listed once: the kit builds a repository for each, serves their generic
// calls and derives the Prisma model from the name. Each part of messaging (chat and notifications,
// outbound messages, webhooks) lists its own collections in its folder and is spread in here.
import { repositoriesFor, type RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from './db.ts'
import { chatCollectionList } from './chat/collections.ts'
import { notificationCollectionList } from './notifications/collections.ts'
import { webhookCollectionList } from './webhooks/index.ts'
import { outboundCollectionList } from './emails/outbound.ts'

export const messagingCollectionList = [
  ...chatCollectionList,
  ...notificationCollectionList,
  ...webhookCollectionList,
  ...outboundCollectionList,
] as const

export type MessagingRepositories = RepositoriesOf<typeof messagingCollectionList, PrismaClient>

/** the repositories of one database client, built once (the same ones the service serves) */
export const repositoriesOf: (db: PrismaClient) => MessagingRepositories = repositoriesFor(messagingCollectionList)
