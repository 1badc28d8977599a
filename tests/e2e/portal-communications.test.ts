// The portal's Communications (spec 2 §2.5, §2.11; issue #26) in a real browser, on the messaging
// service: the care team opens a conversation with a new patient and writes to them, and ends an
// older one. The patient sees Home's 'You have 1 unread message(s)' banner, opens Communications
// ('Your Conversations': the room with its unread badge, the ended one apart), opens the room (the
// care team's message under their name; the room is marked read — the server's count is 0 and the
// banner counts one less), sends a message with Enter (stored, sent by the patient), and opens the
// ended room: 'This conversation has been ended' with no send box; back Home, no banner. Axe finds nothing serious; at 360 px nothing
// overflows.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { createPatientAsStaff, e2eSkipReason, newPage, PORTAL_FRONTENDS, signInWithLink, startE2E, uniqueEmail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const NARROW = { width: 360, height: 740 }
const ENDED = 'This conversation has been ended'

interface Room { id: string; infoForUser?: Record<string, { unreadCount: number }> }
interface Chat { id: string; message: string; senderId: string; enduserId?: string }

describe('portal communications', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let staff: Principal
  let staffId: string
  let patientEmail: string
  let patientId: string
  let roomId: string
  let endedId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  before(async () => {
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-communications'] })
    const login = await call<{ authToken: string; user: { id: string } }>({}, 'POST', '/users/login', { email: e2e.demo.adminEmail, password: e2e.demo.adminPassword })
    staff = { authorization: `Bearer ${login.authToken}` }
    staffId = login.user.id
    patientEmail = uniqueEmail('pat-chat')
    patientId = (await createPatientAsStaff(e2e, { email: patientEmail, fname: 'Pat', lname: 'Chat', termsSigned: new Date().toISOString(), termsVersion: '1.0' })).id
    roomId = (await call<Room>(staff, 'POST', '/chat-room', { title: 'Your care team', type: 'external', userIds: [staffId], enduserIds: [patientId] })).id
    await call(staff, 'POST', '/chat', { roomId, message: 'Hi Pat, how did the new dose go?' })
    endedId = (await call<Room>(staff, 'POST', '/chat-room', { title: 'Intake questions', type: 'external', userIds: [staffId], enduserIds: [patientId] })).id
    await call(staff, 'POST', '/chat', { roomId: endedId, message: 'Your intake is complete' })
    await call(staff, 'PATCH', `/chat-room/${endedId}`, { updates: { endedAt: new Date().toISOString() } })
  })
  after(() => e2e?.close())

  test("Home's unread banner, 'Your Conversations' with the badge, the room read and answered, the ended room without a send box; axe at each step", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signInWithLink(page, e2e, patientEmail)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    // one unread message in each room (the ended one's was written before it ended)
    await page.getByRole('link', { name: 'You have 2 unread message(s)' }).waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Communications', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Your Conversations' }).waitFor()
    const open = page.getByRole('list', { name: 'Your Conversations' })
    const row = open.getByRole('link', { name: /Your care team/ })
    await row.waitFor()
    await row.getByText('1 unread').waitFor()
    await row.getByText('Hi Pat, how did the new dose go?').waitFor()
    await page.getByRole('list', { name: 'Ended conversations' }).getByRole('link', { name: /Intake questions/ }).waitFor()
    await expectNoSeriousAxeViolations(page, 'your conversations')

    await row.click()
    await page.getByRole('heading', { level: 1, name: 'Your care team' }).waitFor()
    const log = page.getByRole('log', { name: 'Messages' })
    await log.getByText('Hi Pat, how did the new dose go?').waitFor()
    // marked read on open: the server's count for the patient is 0
    await waitForServer(async () => (await call<Room>(staff, 'GET', `/chat-room/${roomId}`)).infoForUser?.[patientId]?.unreadCount === 0, 'the room was not marked read')
    const box = page.getByRole('textbox', { name: 'Type a message' })
    await box.fill('Much better, thank you')
    await box.press('Enter')
    await log.getByText('Much better, thank you').waitFor()
    const chats = await call<Chat[]>(staff, 'GET', '/chats', { filter: { roomId } })
    const mine = chats.find((c) => c.message === 'Much better, thank you')
    assert.ok(mine, 'the message was not stored')
    assert.equal(mine.senderId, patientId)
    // the box empties once the server has the message (it may show in the log a moment before)
    await waitForServer(async () => (await box.inputValue()) === '', 'the message box was not emptied after sending')
    await expectNoSeriousAxeViolations(page, 'a conversation')

    await page.getByRole('link', { name: 'Back to Your Conversations' }).click()
    await page.getByRole('list', { name: 'Ended conversations' }).getByRole('link', { name: /Intake questions/ }).click()
    await page.getByText(ENDED).waitFor()
    await page.getByText('Your intake is complete').waitFor()
    assert.equal(await page.getByRole('textbox', { name: 'Type a message' }).count(), 0)
    await expectNoSeriousAxeViolations(page, 'an ended conversation')

    // both rooms were opened, so marked read: Home no longer counts them
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    await page.getByRole('link', { name: /unread message/ }).waitFor({ state: 'detached' })
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })

  test('at 360 px the list and the room fit the width', async () => {
    const { page, context, errors } = await newPage(e2e.browser, { viewport: NARROW })
    await signInWithLink(page, e2e, patientEmail)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    for (const [path, ready] of [['/communications', 'Your Conversations'], [`/communications/${roomId}`, 'Your care team']] as const) {
      await page.goto(`${e2e.url}${path}`)
      await page.getByRole('heading', { level: 1, name: ready }).waitFor()
      if (path !== '/communications') await page.getByRole('textbox', { name: 'Type a message' }).waitFor()
      assert.ok((await overflow(page)) <= 0, `${path} overflows at 360 px`)
      await expectNoSeriousAxeViolations(page, `${path} at 360 px`)
    }
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })
})

/** polls the server (no sleeps of fixed length: a short pause between reads), failing after 10 s */
async function waitForServer(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > until) throw new Error(what)
    await new Promise((r) => setTimeout(r, 100))
  }
}
