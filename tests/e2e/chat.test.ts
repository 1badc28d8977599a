// A patient and a staff member chatting live, each in a browser of their own (issue #26: "patient and
// staff chat in two browser contexts"): the patient in the portal's Communications, the clinic's admin
// in the console's Inbox. The patient's message reaches the inbox live (the conversation's unread
// count becomes 1); the staff member opens the conversation, which marks it read — the server stamps
// readBy and the patient's page shows 'Read' under their message, live. The staff member's reply
// reaches the patient's open room without a reload; the open room is marked read, and the console
// shows 'Read' under the reply, live. Back on 'Your Conversations', a new message from the console
// makes the patient's unread badge 1, live. A chat scheduled from the console's composer ('Send
// later', the next whole minute) is listed there as 'Scheduled for …' and nowhere in the portal, until
// messaging's durable job sends it: the patient's badge becomes 2 and the room lists it. A third
// browser context holds another patient, who cannot open the room. Axe finds nothing serious.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { createPatientAsStaff, e2eSkipReason, newPage, PORTAL_FRONTENDS, signInWithLink, startE2E, uniqueEmail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

interface Room { id: string; infoForUser?: Record<string, { unreadCount: number }> }
interface Chat { id: string; roomId: string; message: string; senderId: string; readBy?: Record<string, string>; heldBack?: boolean }

/** a guard for the scheduled send: its minute, the jobs' polling and a loaded machine (not a timing assertion) */
const SCHEDULED_GUARD_MS = 150_000

/** the next whole minute at least 20 s away, as the browser's datetime-local input takes it (its own time zone) */
const nextMinuteInput = (page: Page) => page.evaluate(() => {
  const d = new Date(Date.now() + 20_000)
  d.setSeconds(0, 0)
  d.setMinutes(d.getMinutes() + 1)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
})

describe('patient and staff chat live, in two browsers', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  let patientEmail: string
  let patientId: string
  let otherEmail: string
  let roomId: string

  const unreadOf = async (id: string) => (await admin.api<Room>('GET', `/chat-room/${roomId}`)).infoForUser?.[id]?.unreadCount
  const chatNamed = async (message: string) => (await admin.list<Chat>('chats', { roomId })).find((c) => c.message === message)

  before(async () => {
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-communications', 'console-shell', 'console-inbox'] })
    admin = await adminApi(e2e)
    patientEmail = uniqueEmail('chat-live')
    otherEmail = uniqueEmail('chat-other')
    const signed = { termsSigned: new Date().toISOString(), termsVersion: '1.0' }
    patientId = (await createPatientAsStaff(e2e, { email: patientEmail, fname: 'Lee', lname: 'Live', ...signed })).id
    await createPatientAsStaff(e2e, { email: otherEmail, fname: 'Oli', lname: 'Other', ...signed })
    roomId = (await admin.api<Room>('POST', '/chat-room', { title: 'Questions for your nurse', type: 'external', userIds: [admin.user.id], enduserIds: [patientId] })).id
  })
  after(() => e2e?.close())

  test("the patient's message reaches the inbox live and is read there; the reply reaches the patient's room, read back live; badges on both sides; a scheduled chat waits for its minute", async () => {
    const staff = await signedInPage(e2e, { at: '/console/inbox' })
    const patient = await newPage(e2e.browser)
    const other = await newPage(e2e.browser)
    try {
      // the staff member watches the inbox: Lee's conversation (their room), nothing unread
      await staff.page.getByRole('heading', { name: 'Conversations', level: 1 }).waitFor()
      const conversation = staff.page.locator(`a[data-conversation="${patientId}"]`)
      await conversation.waitFor()
      assert.equal(await conversation.locator('[data-unread]').count(), 0)

      // the patient opens the room and writes
      await signInWithLink(patient.page, e2e, patientEmail)
      await patient.page.getByRole('heading', { name: 'Welcome, Lee' }).waitFor()
      await patient.page.goto(`${e2e.url}/communications/${roomId}`)
      await patient.page.getByRole('heading', { level: 1, name: 'Questions for your nurse' }).waitFor()
      await patient.page.getByRole('textbox', { name: 'Type a message' }).fill('Is the lab open on Saturday?')
      await patient.page.getByRole('button', { name: 'Send' }).click()
      const log = patient.page.getByRole('log', { name: 'Messages' })
      const question = log.locator('li[data-own="true"]', { hasText: 'Is the lab open on Saturday?' })
      await question.waitFor()

      // the inbox hears it: the conversation's unread count becomes 1 without a reload
      await conversation.locator('[data-unread="1"]').waitFor()
      await settled(staff.page)
      await expectNoSeriousAxeViolations(staff.page, 'console inbox with an unread conversation')

      // the staff member opens it: read (the server stamps readBy), and the patient's page says 'Read' live
      await conversation.click()
      await staff.page.getByRole('heading', { name: 'Lee Live', level: 1 }).waitFor()
      const messages = staff.page.getByRole('list', { name: 'Messages' })
      await messages.getByText('Is the lab open on Saturday?').waitFor()
      await question.getByText('Read', { exact: true }).waitFor()
      assert.equal(await unreadOf(admin.user.id), 0)
      assert.ok((await chatNamed('Is the lab open on Saturday?'))?.readBy?.[admin.user.id], 'readBy[staff] on the patient\'s message')

      // the reply from the composer reaches the patient's open room; the room is read there, and the console says 'Read' live
      const reply = staff.page.getByRole('form', { name: 'Reply' })
      await reply.getByRole('button', { name: 'Chat' }).click()
      await reply.getByRole('textbox', { name: 'Message' }).fill('Yes, from 8 to noon.')
      await reply.getByRole('button', { name: 'Send' }).click()
      await log.locator('li[data-own="false"]', { hasText: 'Yes, from 8 to noon.' }).waitFor()
      const answer = messages.getByRole('listitem').filter({ hasText: 'Yes, from 8 to noon.' })
      await answer.getByText('Read', { exact: true }).waitFor()
      assert.equal(await unreadOf(patientId), 0)
      await expectNoSeriousAxeViolations(patient.page, 'a live conversation (patient)')
      await settled(staff.page)
      await expectNoSeriousAxeViolations(staff.page, 'a live conversation (staff)')

      // on 'Your Conversations', a new message from the console makes the patient's badge 1, live
      await patient.page.goto(`${e2e.url}/communications`)
      await patient.page.getByRole('heading', { level: 1, name: 'Your Conversations' }).waitFor()
      const row = patient.page.getByRole('link', { name: /Questions for your nurse/ })
      await row.waitFor()
      assert.equal(await row.getByTestId('unread-badge').count(), 0)
      await reply.getByRole('textbox', { name: 'Message' }).fill('Bring your insurance card.')
      await reply.getByRole('button', { name: 'Send' }).click()
      await row.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor()

      // a chat scheduled for the next minute: 'Scheduled for …' in the console, nowhere in the portal until it is sent
      await reply.getByRole('textbox', { name: 'Message' }).fill('Remember to fast after midnight.')
      await reply.getByRole('checkbox', { name: 'Send later' }).check()
      await reply.getByLabel('Send at').fill(await nextMinuteInput(staff.page))
      await reply.getByRole('button', { name: 'Schedule' }).click()
      const scheduled = messages.getByRole('listitem').filter({ hasText: 'Remember to fast after midnight.' })
      await scheduled.getByText(/^Scheduled for /).waitFor()
      const held = await chatNamed('Remember to fast after midnight.')
      assert.equal(held?.heldBack, true, 'held back until its time')
      assert.equal(await patient.page.getByText('Remember to fast after midnight.').count(), 0)
      assert.equal(await row.getByTestId('unread-badge').getByText('1', { exact: true }).count(), 1, 'the scheduled chat is not counted yet')

      // meanwhile, another patient in a browser context of their own cannot open the room
      await signInWithLink(other.page, e2e, otherEmail)
      await other.page.getByRole('heading', { name: 'Welcome, Oli' }).waitFor()
      await other.page.goto(`${e2e.url}/communications/${roomId}`)
      await other.page.getByText('This conversation is not available').waitFor()
      assert.equal(await other.page.getByText('Is the lab open on Saturday?').count(), 0)

      // sent by the job: the patient's badge becomes 2 and the list shows it; the console no longer says 'Scheduled'
      await row.getByTestId('unread-badge').getByText('2', { exact: true }).waitFor({ timeout: SCHEDULED_GUARD_MS })
      await row.getByText('Remember to fast after midnight.').waitFor()
      await scheduled.getByText(/^Scheduled for /).waitFor({ state: 'detached' })
      await row.click()
      await log.locator('li[data-own="false"]', { hasText: 'Remember to fast after midnight.' }).waitFor()
      await expectNoSeriousAxeViolations(patient.page, "the patient's room with the scheduled message")

      for (const { errors } of [patient, other]) assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
      assert.deepEqual(staff.errors, [])
    } finally {
      await staff.close()
      await patient.context.close()
      await other.context.close()
    }
  })
})
