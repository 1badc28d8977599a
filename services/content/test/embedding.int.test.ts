// /managed-content-records/generate-embedding where a model is configured (CONTENT_EMBEDDING_URL, an
// OpenAI-compatible /embeddings endpoint; here a local stub): the record's title and text are sent
// with the model's name and key, the embedding is stored (read-only to callers, hidden from
// patients); a model that answers no embedding is a 502, and nothing is stored.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startFixture, type Fixture } from './fixture.ts'

type Rec = Record<string, unknown> & { id: string }

describe('content: embeddings with a configured model', () => {
  let f: Fixture
  let server: Server
  const seen: { body: Record<string, unknown>; authorization?: string }[] = []
  let broken = false
  before(async () => {
    server = createServer((req, res) => {
      let text = ''
      req.on('data', (c: Buffer) => { text += c.toString() })
      req.on('end', () => {
        seen.push({ body: JSON.parse(text) as Record<string, unknown>, authorization: req.headers.authorization })
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(broken ? { error: 'overloaded' } : { data: [{ embedding: [0.25, -0.5, 1] }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    f = await startFixture({ CONTENT_EMBEDDING_URL: `http://127.0.0.1:${port}/v1/embeddings`, CONTENT_EMBEDDING_MODEL: 'stub-model', CONTENT_EMBEDDING_KEY: 'k-123' })
  })
  after(async () => {
    await f?.stop()
    server?.close()
  })

  it('stores the embedding the model answers; patients never see it; a broken answer stores nothing', async () => {
    const r = await f.ok<Rec>('managed_content_records.createOne', { title: 'Sleep', textContent: 'Keep a regular bedtime.', assignmentType: 'All' }, f.admin)
    const { updated } = await f.ok<{ updated: Rec }>('managed_content_records.generate-embedding', { id: r.id }, f.admin)
    assert.deepEqual(updated.embedding, [0.25, -0.5, 1])
    assert.deepEqual(seen[0], { body: { model: 'stub-model', input: 'Sleep\n\nKeep a regular bedtime.' }, authorization: 'Bearer k-123' })
    const patient = f.patient()
    assert.equal((await f.ok<Rec>('managed_content_records.getOne', { id: r.id }, patient)).embedding, undefined)
    assert.equal((await f.call('managed_content_records.updateOne', { id: r.id, updates: { embedding: [1] } }, f.admin)).status, 400)

    broken = true
    const other = await f.ok<Rec>('managed_content_records.createOne', { title: 'Other', textContent: 'x' }, f.admin)
    const reply = await f.call('managed_content_records.generate-embedding', { id: other.id }, f.admin)
    assert.equal(reply.status, 502)
    assert.deepEqual((await f.ok<Rec>('managed_content_records.getOne', { id: other.id }, f.admin)).embedding, [], 'nothing stored')
  })
})
