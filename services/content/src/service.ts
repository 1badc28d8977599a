// Content (issue #21): the education library (managed_content_records and their assignments) and
// the community (forums, forum_posts, post_comments, post_likes, comment_likes), declared once with
// the kit's defineService. Its named calls search the library (PostgreSQL full-text search), order
// it, embed a record where a model is configured, and like and unlike posts. Counters follow likes
// and comments in the database (migration 002); deletions cascade by reactions (reactions/).
// Another service's data only through its calls and events: a patient's tags and the portal's
// Community page setting come from identity.
import { fileURLToPath } from 'node:url'
import { routeNamed, callRoute } from '@care/kit/bus/call-route'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { createPrismaClient } from '@care/kit/db/index'
import { defineService, startService, type RunningService, type StartServiceOptions } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { contentCollectionList } from './repositories.ts'
import type { ContentDeps } from './calls/deps.ts'
import { contentOperations } from './calls/index.ts'
import { forumFilteredReads } from './calls/forum-filters.ts'
import { commentRemoved, contentRemoved, enduserRemoved, forumRemoved, postRemoved } from './reactions/cascades.ts'
import { calendarEventShares } from './reactions/event-shares.ts'
import { communityPageSettings } from './reactions/community-page.ts'
import { commentLikeCounterEvents, postCommentCounterEvents, postLikeCounterEvents } from './reactions/counter-events.ts'
import { iframeHostsFromEnv } from './domain/hosts.ts'
import { communitySetting } from './domain/community-setting.ts'
import { registerRuntime } from './runtime.ts'

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const contentService = defineService({
  name: 'content',
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  collections: contentCollectionList,
  setup: (ctx): ContentDeps => {
    const askIdentity = async (businessId: string, enduserId: string, call: Parameters<ContentDeps['enduserTags']>[2]) => {
      const { enduser } = await callRoute(ctx.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId, enduserId }, { requestId: call.requestId, traceparent: call.traceparent })
      const tags = enduser?.tags
      return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : []
    }
    // asked once per request (a search reads its matches back through readScope): never reused across requests
    const perRequest = new Map<string, Promise<string[]>>()
    const enduserTags: ContentDeps['enduserTags'] = (businessId, enduserId, call) => {
      const key = `${call.requestId}:${businessId}:${enduserId}`
      let tags = perRequest.get(key)
      if (!tags) {
        tags = askIdentity(businessId, enduserId, call)
        perRequest.set(key, tags)
        setTimeout(() => perRequest.delete(key), 5_000).unref()
      }
      return tags
    }
    const community = communitySetting(ctx.bus)
    registerRuntime(ctx.db, { enduserTags, iframeHosts: iframeHostsFromEnv(ctx.env), community })
    const url = ctx.env.CONTENT_EMBEDDING_URL
    return {
      db: ctx.db, repos: ctx.repos, bus: ctx.bus, enduserTags, community,
      ...(url ? { embedding: { url, model: ctx.env.CONTENT_EMBEDDING_MODEL || 'text-embedding-ada-002', apiKey: ctx.env.CONTENT_EMBEDDING_KEY || undefined } } : {}),
    }
  },
  operations: (d) => ({ ...contentOperations(d), ...forumFilteredReads(d) }),
  reactions: (d) => [forumRemoved(d.db), postRemoved(d.db), commentRemoved(d.db), contentRemoved(d.db), enduserRemoved(d.db), calendarEventShares(), communityPageSettings(d.community), postLikeCounterEvents(d.db), postCommentCounterEvents(d.db), commentLikeCounterEvents(d.db)],
  expose: (d) => ({ repos: d.repos }),
})

export type ContentService = RunningService<PrismaClient, Pick<ContentDeps, 'repos'>>

export const startContent = (o: StartServiceOptions<Record<string, never>>): Promise<ContentService> => startService(contentService, o)
