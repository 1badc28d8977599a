// The console's Inbox end to end on the messaging service: staff open Jordan's conversation from
// the demo seed (platform/seed-messaging.ts: Jordan's chat with the care team), reply by chat and
// see the reply listed (and stored in Jordan's room), schedule an email and cancel it ('Scheduled for
// …', Cancel send, the record deleted); the templates editor saves a template. Axe at
// 1280 and 360 px. Screenshots go to tests/e2e/artifacts/ (console-inbox-*).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { e2eSkipReason, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-inbox']
const NARROW = { width: 360, height: 740 }

/** no part of the page wider than the viewport (nothing to scroll sideways) */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`

describe('console inbox', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  const list = <T>(collection: string, filter: Record<string, unknown>) => admin.list<T>(collection, filter)

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test("Jordan's conversation from the seed: opened from the inbox, a chat reply sent and listed, a scheduled email cancelled; axe 0 serious, also at 360 px", async () => {
    const [jordan] = await list<{ id: string }>('endusers', { fname: 'Jordan', lname: 'Rivera' })
    assert.ok(jordan, 'the demo clinic has Jordan')
    const rooms = await list<{ id: string }>('chat-rooms', { enduserIds: jordan.id })
    assert.ok(rooms.length, "the demo seed gives Jordan a conversation with the care team")
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/inbox`)
      await page.getByRole('heading', { name: 'Conversations', level: 1 }).waitFor()
      const conversation = page.getByRole('link', { name: /Jordan Rivera/ })
      await conversation.first().waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox conversations')
      await screenshotBoth(page, 'console-inbox-list', settled)

      await conversation.first().click()
      await page.getByRole('heading', { name: 'Jordan Rivera', level: 1 }).waitFor()
      const messages = page.getByRole('list', { name: 'Messages' })
      await messages.getByRole('listitem').first().waitFor()
      const reply = page.getByRole('form', { name: 'Reply' })
      await reply.getByRole('button', { name: 'Chat' }).click()
      const text = unique('Thanks Jordan, see you Tuesday')
      await reply.getByRole('textbox', { name: 'Message' }).fill(text)
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox conversation')
      await reply.getByRole('button', { name: 'Send' }).click()
      await messages.getByText(text).waitFor()
      const [stored] = await list<{ roomId: string; message: string }>('chats', { message: text })
      assert.ok(stored, 'the chat is stored')
      assert.ok(rooms.some((r) => r.id === stored.roomId), "in Jordan's room")

      // a scheduled email: 'Scheduled for …' with Cancel send; cancelled after a confirmation, it is gone
      const later = unique('Your visit is tomorrow at 10:30')
      await reply.getByRole('button', { name: 'Email' }).click()
      await reply.getByRole('textbox', { name: /^Subject/ }).fill('Tomorrow')
      await reply.getByRole('textbox', { name: 'Message' }).fill(later)
      await reply.getByRole('checkbox', { name: 'Send later' }).check()
      await reply.getByLabel('Send at').fill(await page.evaluate(() => {
        const d = new Date(Date.now() + 2 * 3_600_000)
        return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
      }))
      await reply.getByRole('button', { name: 'Schedule' }).click()
      const scheduled = messages.getByRole('listitem').filter({ hasText: later })
      await scheduled.getByText(/^Scheduled for /).waitFor()
      const [email] = await list<{ id: string; sendAt: string; delivered?: boolean }>('emails', { textContent: later })
      assert.ok(email && Date.parse(email.sendAt) > Date.now() && email.delivered !== true, `stored, not sent: ${JSON.stringify(email)}`)
      await scheduled.getByRole('button', { name: /^Cancel send scheduled for / }).click()
      const confirm = page.getByRole('dialog', { name: 'Cancel this scheduled send?' })
      await confirm.waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox cancelling a scheduled send')
      await confirm.getByRole('button', { name: 'Cancel send' }).click()
      await scheduled.waitFor({ state: 'detached' })
      await page.getByRole('status').filter({ hasText: 'Scheduled send cancelled' }).waitFor()
      assert.deepEqual(await list('emails', { textContent: later }), [], 'the scheduled email is deleted')

      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await overflows(page), false, 'the conversation scrolls sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console inbox conversation (360 px)')
      await screenshotBoth(page, 'console-inbox-conversation', settled)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('the templates editor saves a template; axe 0 serious', async () => {
    const title = unique('Lab results ready')
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/inbox/templates`)
      await page.getByRole('heading', { name: 'Message templates', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'New template' }).click()
      const dialog = page.getByRole('dialog', { name: 'New template' })
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title)
      await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Your lab results')
      await dialog.getByRole('textbox', { name: /^Message/ }).fill('Hi {{enduser.fname}}, your results are ready.')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox template editor')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('row').filter({ hasText: title }).waitFor()
      const [stored] = await list<{ subject: string; message: string }>('templates', { title })
      assert.equal(stored?.subject, 'Your lab results')
      assert.equal(stored?.message, 'Hi {{enduser.fname}}, your results are ready.')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox templates')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('team chat (the seeded team room with its members) and webhook settings with the delivery log; axe 0 serious at 1280 and 360 px', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/inbox/team`)
      await page.getByRole('heading', { name: 'Team chat', level: 1 }).waitFor()
      const rooms = page.getByRole('list', { name: 'Team chat' }).getByRole('link')
      await rooms.first().click()
      const room = page.getByRole('region').filter({ has: page.getByRole('list', { name: 'Messages' }) })
      await room.getByRole('list', { name: 'Messages' }).getByRole('listitem').first().waitFor()
      await room.getByRole('img', { name: / is (active|away|unavailable)$/ }).first().waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox team chat')

      await page.getByRole('tab', { name: 'Webhooks' }).click()
      await page.getByRole('heading', { name: 'Webhook settings', level: 2 }).waitFor()
      await page.getByRole('heading', { name: 'Delivery log', level: 2 }).waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console inbox webhooks')

      await page.setViewportSize(NARROW)
      for (const [path, heading] of [['/console/inbox', 'Conversations'], ['/console/inbox/team', 'Team chat'], ['/console/inbox/webhooks', 'Webhooks']] as const) {
        await page.goto(`${e2e.url}${path}`)
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
        await settled(page)
        assert.equal(await overflows(page), false, `${path} scrolls sideways at 360 px`)
        await expectNoSeriousAxeViolations(page, `console inbox ${heading} (360 px)`)
      }
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
