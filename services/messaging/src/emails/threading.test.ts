import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mailDomainOf, messageIdFor, threadHeaders } from './threading.ts'

test('a first email names its own thread and carries no reply headers', () => {
  assert.deepEqual(threadHeaders('a1', undefined), { threadId: 'a1', references: [] })
})

test('a reply joins the answered email’s thread with In-Reply-To and References', () => {
  const h = threadHeaders('b2', { id: 'a1', messageId: '<a1@x>', threadId: 'a1' }, ['<z0@x>'])
  assert.deepEqual(h, { threadId: 'a1', inReplyTo: '<a1@x>', references: ['<z0@x>', '<a1@x>'] })
})

test('a reply to an email with no thread yet uses that email as the thread', () => {
  assert.equal(threadHeaders('b2', { id: 'a1', messageId: null, threadId: null }).threadId, 'a1')
})

test('References keep the last 20', () => {
  const chain = Array.from({ length: 30 }, (_, i) => `<m${i}@x>`)
  const h = threadHeaders('b', { id: 'a', messageId: '<a@x>', threadId: 't' }, chain)
  assert.equal(h.references.length, 20)
  assert.equal(h.references.at(-1), '<a@x>')
})

test('message ids and domains', () => {
  assert.equal(messageIdFor('abc', 'care.localhost'), '<abc@care.localhost>')
  assert.equal(mailDomainOf('Care platform <no-reply@care.localhost>'), 'care.localhost')
  assert.equal(mailDomainOf('x@Example.org'), 'example.org')
  assert.equal(mailDomainOf('nobody'), 'care.localhost')
})
