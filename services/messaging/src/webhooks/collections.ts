// The webhooks part's collections, spread into messaging's list (../repositories.ts): the
// configuration (one per business) and the delivery log. Both are written only by this folder.
import { webhookLogs, webhooks } from '@care/contracts/collections/webhooks'
import type { RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from '../db.ts'

export const webhookCollectionList = [webhooks, webhookLogs] as const

export type WebhookRepositories = RepositoriesOf<typeof webhookCollectionList, PrismaClient>
