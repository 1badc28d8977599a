// templates (issue #26): title unique, subject and message required, type 'enduser' by default;
// /templated-message fills {{enduser.*}}, {{user.*}}, {{organization.*}} for each channel with safe
// HTML; suggested replies and embeddings answer 503 'not configured' (no model in this platform).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { newObjectId } from '@care/kit/ids'
import { OutboundMessages } from '@care/contracts/routes/outbound'
import { startOutboundFixture, type OutboundFixture } from './emails-fixture.ts'

describe('templates', () => {
  let f: OutboundFixture
  before(async () => {
    f = await startOutboundFixture()
  })
  after(async () => {
    await f?.stop()
  })

  test("title unique within the business; type defaults to 'enduser'", async () => {
    const title = `Welcome ${newObjectId()}`
    const t = await f.ok<Record<string, unknown>>('templates.createOne', { title, subject: 'Welcome', message: 'Hi {{enduser.fname}}' }, f.admin)
    assert.equal(t.type, 'enduser')
    const dup = await f.call('templates.createOne', { title, subject: 's', message: 'm' }, f.admin)
    assert.equal(dup.status, 409, JSON.stringify(dup))
    assert.equal((await f.call('templates.createOne', { title, subject: 's', message: 'm' }, f.stranger())).status, 200)
  })

  test('required fields and hostile input answer 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ subject: 's', message: 'm' }, /title/],
      [{ title: `t${newObjectId()}`, message: 'm' }, /subject/],
      [{ title: `t${newObjectId()}`, subject: 's' }, /message/],
      [{ title: 'x'.repeat(101), subject: 's', message: 'm' }, /title/],
      [{ title: `t${newObjectId()}`, subject: 's', message: 'm', type: 'bogus' }, /type/],
      [{ title: `t${newObjectId()}`, subject: 's', message: 'm', forChannels: ['Fax'] }, /forChannels/],
      [{ title: { a: { b: { c: 1 } } }, subject: 's', message: 'm' }, /title/],
    ]
    for (const [payload, field] of cases) {
      const reply = await f.call('templates.createOne', payload, f.admin)
      assert.equal(reply.status, 400, JSON.stringify({ payload, reply }))
      assert.match(`${reply.message} ${JSON.stringify(reply.validation ?? [])}`, field)
    }
  })

  test('/templated-message fills the patient, the sender and the organization, per channel, with safe HTML', async () => {
    const enduserId = f.patient({ fname: '<b>Jordan</b>', email: 'j@example.com' })
    const body = await f.ok<Record<string, unknown>>('templates.templated-message', {
      message: 'Hi {{enduser.fname}}, {{user.fname}} at {{organization.name}} here.',
      html: '<p>Hi {{enduser.fname}}</p><img src=x onerror="alert(1)">',
      subject: 'From {{organization.name}}', userId: f.admin.id, enduserId, channel: 'Email',
    }, f.admin)
    assert.equal(body.plaintext, 'Hi <b>Jordan</b>, Ada at Sunrise Clinic here.')
    assert.equal(body.subject, 'From Sunrise Clinic')
    assert.equal(body.html, '<p>Hi &lt;b&gt;Jordan&lt;/b&gt;</p><img src="x">')
    assert.deepEqual(body.linkOpenTrackingIds, [])
    const sms = await f.ok<Record<string, unknown>>('templates.templated-message', { message: '{{enduser.fname}}\nsee you', userId: f.admin.id, enduserId, channel: 'SMS' }, f.admin)
    assert.equal(sms.plaintext, '<b>Jordan</b>\nsee you')
    assert.equal(sms.html, '&lt;b&gt;Jordan&lt;/b&gt;<br />see you')
  })

  test('/templated-message: patients and users of another business are refused by name', async () => {
    const enduserId = f.patient({})
    const noPatient = await f.call('templates.templated-message', { message: 'x', userId: f.admin.id, enduserId: newObjectId() }, f.admin)
    assert.equal(noPatient.status, 400)
    assert.equal(noPatient.message, OutboundMessages.enduserNotFound)
    const noUser = await f.call('templates.templated-message', { message: 'x', userId: newObjectId(), enduserId }, f.admin)
    assert.equal(noUser.status, 400)
    assert.equal(noUser.message, OutboundMessages.userNotFound)
    const stranger = await f.call('templates.templated-message', { message: 'x', userId: f.admin.id, enduserId }, f.stranger())
    assert.equal(stranger.status, 400)
    assert.equal((await f.call('templates.templated-message', { message: 'x', userId: 'bad', enduserId }, f.admin)).status, 400)
    assert.equal((await f.call('templates.templated-message', { message: 'x', userId: f.admin.id, enduserId, channel: 'Fax' }, f.admin)).status, 400)
  })

  test("suggested replies and embeddings: 503 'not configured'", async () => {
    for (const [operation, payload] of [
      ['templates.suggested-reply', { messages: [{ role: 'user', content: 'hello' }] }],
      ['templates.create-embedding', { templateId: newObjectId() }],
      ['templates.embedding-search', { content: 'hello' }],
    ] as const) {
      const reply = await f.call(operation, payload, f.admin)
      assert.equal(reply.status, 503, operation)
      assert.equal(reply.message, OutboundMessages.aiNotConfigured)
    }
    assert.equal((await f.call('templates.suggested-reply', { messages: [] }, f.admin)).status, 400)
  })
})
