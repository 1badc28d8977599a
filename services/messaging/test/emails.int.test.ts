// emails (issue #26): sent over SMTP to the embedded sink with threading headers, logged, drafted,
// scheduled; 'Missing email'; hostile input answers 4xx naming the field.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { newObjectId } from '@care/kit/ids'
import { eventually, startOutboundFixture, type OutboundFixture } from './emails-fixture.ts'

describe('emails', () => {
  let f: OutboundFixture
  before(async () => {
    f = await startOutboundFixture()
  })
  after(async () => {
    await f?.stop()
  })
  const mailTo = (to: string) => f.service.db.devMail.findMany({ where: { to: { has: to } }, orderBy: { receivedAt: 'asc' } })

  test('an email is sent over SMTP: the sink holds it, the record is delivered with its Message-ID', async () => {
    const to = `jordan-${newObjectId()}@example.com`
    const enduserId = f.patient({ email: to })
    const email = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Welcome', textContent: 'Hello Jordan', cc: ['copy@example.com'] }, f.admin)
    assert.equal(email.delivered, true)
    assert.equal(email.userId, f.admin.id)
    assert.equal(email.threadId, email.id)
    assert.match(String(email.messageId), new RegExp(`^<${email.id}@`))
    const caught = await mailTo(to)
    assert.equal(caught.length, 1)
    assert.equal(caught[0].subject, 'Welcome')
    assert.equal(caught[0].messageId, email.messageId)
    assert.ok(caught[0].to.includes('copy@example.com'))
  })

  test('a reply carries In-Reply-To and References and joins the thread', async () => {
    const to = `thread-${newObjectId()}@example.com`
    const enduserId = f.patient({ email: to })
    const first = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Visit', textContent: 'one' }, f.admin)
    const second = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Re: Visit', textContent: 'two', replyTo: first.id }, f.admin)
    const third = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Re: Visit', textContent: 'three', replyTo: second.id }, f.admin)
    assert.equal(second.threadId, first.id)
    assert.equal(third.threadId, first.id)
    const caught = await mailTo(to)
    assert.equal(caught.length, 3)
    assert.equal(caught[1].inReplyTo, first.messageId)
    assert.deepEqual(caught[1].references, [first.messageId])
    assert.equal(caught[2].inReplyTo, second.messageId)
    assert.deepEqual(caught[2].references, [first.messageId, second.messageId])
  })

  test("'Missing email' when the patient has none; logOnly records without sending", async () => {
    const enduserId = f.patient({})
    const refused = await f.call('emails.createOne', { enduserId, subject: 'x', textContent: 'y' }, f.admin)
    assert.equal(refused.status, 400)
    assert.equal(refused.message, 'Missing email')
    const logged = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Called', textContent: 'logged', logOnly: true }, f.admin)
    assert.equal(logged.delivered, true)
    assert.equal(logged.messageId, undefined)
  })

  test('a draft is kept unsent; sending it (isDraft false) delivers it through the job', async () => {
    const to = `draft-${newObjectId()}@example.com`
    const enduserId = f.patient({ email: to })
    const draft = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Draft', textContent: 'later', isDraft: true }, f.admin)
    assert.equal(draft.delivered, false)
    assert.equal((await mailTo(to)).length, 0)
    await f.ok('emails.updateOne', { id: draft.id, updates: { isDraft: false } }, f.admin)
    await eventually('the draft sent', async () => (await mailTo(to)).length === 1)
    await eventually('the draft marked delivered', async () => (await f.ok<Record<string, unknown>>('emails.getOne', { id: draft.id }, f.admin)).delivered === true)
  })

  test('a scheduled email (sendAt) waits for its time, then is sent once', async () => {
    const to = `later-${newObjectId()}@example.com`
    const enduserId = f.patient({ email: to })
    const sendAt = new Date(Date.now() + 3_000).toISOString()
    const email = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Reminder', textContent: 'soon', sendAt }, f.admin)
    assert.equal(email.delivered, false)
    assert.equal((await mailTo(to)).length, 0)
    await eventually('the scheduled email sent', async () => (await mailTo(to)).length === 1, 60_000)
    const caught = await mailTo(to)
    assert.ok(caught[0].receivedAt.getTime() >= Date.parse(sendAt) - 1000)
    await eventually('marked delivered', async () => (await f.ok<Record<string, unknown>>('emails.getOne', { id: email.id }, f.admin)).delivered === true)
    assert.equal((await mailTo(to)).length, 1)
  })

  test('hostile input: 4xx naming the field, never a 5xx', async () => {
    const enduserId = f.patient({ email: 'h@example.com' })
    const cases: [unknown, number, RegExp][] = [
      [{ subject: 'x', textContent: 'y' }, 400, /enduserId/],
      [{ enduserId, textContent: 'y' }, 400, /subject/],
      [{ enduserId, subject: 'x' }, 400, /textContent/],
      [{ enduserId: 'nope', subject: 'x', textContent: 'y' }, 400, /enduserId/],
      [{ enduserId, subject: 'x'.repeat(1001), textContent: 'y' }, 400, /subject/],
      [{ enduserId, subject: 'x', textContent: 'y', cc: ['not-an-email'] }, 400, /cc/],
      [{ enduserId, subject: 'x', textContent: 'y', delivered: true }, 400, /delivered|cannot be updated/],
      [{ enduserId, subject: { $gt: '' }, textContent: 'y' }, 400, /subject/],
      [{ enduserId: newObjectId(), subject: 'x', textContent: 'y' }, 400, /enduserId/],
    ]
    for (const [payload, status, field] of cases) {
      const reply = await f.call('emails.createOne', payload, f.admin)
      assert.equal(reply.status, status, JSON.stringify({ payload, reply }))
      assert.match(`${reply.message} ${JSON.stringify(reply.validation ?? [])}`, field, JSON.stringify(reply))
    }
  })

  test('another business never sees the emails', async () => {
    const enduserId = f.patient({ email: `own-${newObjectId()}@example.com` })
    const email = await f.ok<Record<string, unknown>>('emails.createOne', { enduserId, subject: 'Private', textContent: 'x' }, f.admin)
    const reply = await f.call('emails.getOne', { id: email.id }, f.stranger())
    assert.equal(reply.status, 404)
  })
})
