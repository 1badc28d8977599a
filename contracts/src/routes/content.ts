// The content service's named calls (spec 1 §7 "Other"; spec 2 §7), in the public SDK's paths
// and shapes (@tellescope/schema managed_content_records and post_likes custom actions):
// full-text search of the library, the library's order (update-indexes), an embedding (only
// where a model is configured), liking and unliking a post.
import { z } from 'zod'
import { managedContentRecords } from '../collections/managed-content-records.ts'
import { postLikes } from '../collections/post-likes.ts'
import { enumeration, idValidator, listValidator, maxLengthString, nonNegativeNumberValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call } = routesOf('content')

/** most matches a search answers */
export const CONTENT_SEARCH_LIMIT = 50
export const EMBEDDINGS_NOT_CONFIGURED = 'Embeddings are not configured: no embedding model is set up for this platform'

export const contentSearchInput = z.object({
  query: maxLengthString(1000),
  /** 'enduser' (default): content for patients; 'internal': content forInternalUse (staff only) */
  type: enumeration(['enduser', 'internal'] as const).optional(),
}).loose()

export const contentRoutes = [
  call({
    operation: 'managed_content_records.search', method: 'POST', path: '/managed-content-records/search', callers: ['user', 'enduser', 'apiKey'],
    input: contentSearchInput,
    output: z.object({ record: managedContentRecords.record.optional(), matches: z.array(managedContentRecords.record), response: z.string() }),
    summary: "Full-text search of the content the caller may read (title weighted over body, ranked): record is the best match, matches all of them (at most 50), response '' (no AI answer without a model)",
  }),
  call({
    operation: 'managed_content_records.update-indexes', method: 'PATCH', path: '/managed-content-records/update-indexes', callers: ['user', 'apiKey'],
    input: z.object({ updates: listValidator(z.object({ id: idValidator, index: nonNegativeNumberValidator }).loose()) }).loose(),
    output: z.object({}).loose(),
    summary: "Sets the library's order: each record's index (records the caller may not update are refused)",
  }),
  call({
    operation: 'managed_content_records.generate-embedding', method: 'POST', path: '/managed-content-records/generate-embedding', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({ updated: managedContentRecords.record }),
    summary: "Computes a record's embedding with the configured model; 400 'Embeddings are not configured…' when none is (search works without)",
  }),
  call({
    operation: 'post_likes.create', method: 'POST', path: '/post-like', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ postId: idValidator, forumId: idValidator }).loose(),
    output: postLikes.record,
    summary: "Likes a post: the post's numLikes grows by 1 with the like; 409 'This post has already been liked' for a second like",
  }),
  call({
    operation: 'post_likes.unlike', method: 'POST', path: '/unlike-forum-post', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ postId: idValidator, forumId: idValidator }).loose(),
    output: z.object({}).loose(),
    summary: "Removes the caller's like of a post (its numLikes shrinks by 1 with it); nothing to remove is not an error",
  }),
] as const

export const contentCalls: RouteDef[] = [...contentRoutes]
/** calls other services make to content on the bus only (none yet) */
export const contentBusRoutes: BusRouteDef[] = []
