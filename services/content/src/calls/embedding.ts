// /managed-content-records/generate-embedding: only where a model is configured
// (CONTENT_EMBEDDING_URL, an OpenAI-compatible /embeddings endpoint, with CONTENT_EMBEDDING_MODEL
// and CONTENT_EMBEDDING_KEY); otherwise 400 'Embeddings are not configured…' — search does not need it.
import { EMBEDDINGS_NOT_CONFIGURED, type contentRoutes } from '@care/contracts/routes/content'
import { managedContentRecords } from '@care/contracts/collections/index'
import { ApiError, badRequest, forbidden, unauthenticated } from '@care/contracts/errors'
import { userMayActOn } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { z } from 'zod'
import type { ContentDeps } from './deps.ts'

const answer = z.object({ data: z.array(z.object({ embedding: z.array(z.number()) }).loose()).min(1) }).loose()

export const generateEmbedding = (d: ContentDeps): Handler<typeof contentRoutes, 'managed_content_records.generate-embedding'> => async ({ id }, ctx) => {
  const session = ctx.session
  if (!session) throw unauthenticated()
  if (!d.embedding) throw badRequest(EMBEDDINGS_NOT_CONFIGURED)
  const record = await d.repos.managedContentRecords.repo(ctx).get(id)
  if (!userMayActOn(session, managedContentRecords, 'update', record)) throw forbidden()
  const res = await fetch(d.embedding.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(d.embedding.apiKey ? { authorization: `Bearer ${d.embedding.apiKey}` } : {}) },
    body: JSON.stringify({ model: d.embedding.model, input: `${record.title}\n\n${record.textContent}` }),
    signal: AbortSignal.timeout(30_000),
  })
  const parsed = answer.safeParse(res.ok ? await res.json() : undefined)
  if (!parsed.success) throw new ApiError(502, 'The embedding model did not answer an embedding')
  const updated = await d.repos.managedContentRecords.systemRepo(session.businessId, { type: session.type, id: session.id })
    .update(id, { embedding: parsed.data.data[0]!.embedding, embeddingType: 'text-embedding-ada-002' })
  return { updated }
}
