// The console's Tickets board end to end: the demo clinic's tickets by stage, dragging with the
// mouse and with the keyboard (the order and the stage survive a reload), filters kept in the URL,
// create and close, a change from another session arriving live, the list view remembered, saved
// views of the list (a seeded one chosen, a new one saved and read back after a reload), axe at
// 1280 and 360 px. One platform for the file; each test that changes tickets works on tickets of
// its own (made through the API) or leaves the seeded ones in a state the later tests expect.
// Screenshots go to tests/e2e/artifacts/ (console-tickets-*).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { e2eSkipReason, screenshot, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-patients', 'console-tickets']
const NARROW = { width: 360, height: 740 }

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true })
const card = (page: Page, title: string) => page.locator('li[data-ticket-id]').filter({ has: page.getByRole('button', { name: title, exact: true }) })
/** the titles of a column's cards, top to bottom */
const titlesIn = (page: Page, stage: string) =>
  column(page, stage).locator('li[data-ticket-id]').evaluateAll((lis) => lis.map((li) => li.querySelector('button')?.textContent ?? ''))
const board = (page: Page) => page.getByTestId('tickets-board')
/**
 * The board's titles (sorted) once they are `expected`: a filter applies when its answer arrives, so
 * the board can be empty or hold the previous matches for a moment (polled, then asserted as found).
 */
async function boardShows(page: Page, expected: string[]) {
  const titles = async () => (await board(page).locator('li[data-ticket-id] button.MuiLink-root').allTextContents()).sort()
  const want = [...expected].sort()
  await page.waitForFunction((w) => {
    const shown = [...document.querySelectorAll('[data-testid="tickets-board"] li[data-ticket-id] button.MuiLink-root')].map((b) => b.textContent ?? '').sort()
    return JSON.stringify(shown) === JSON.stringify(w)
  }, want, { timeout: 15_000 }).catch(() => undefined)
  assert.deepEqual(await titles(), want)
}

/** a page of the suite's signed-in session (console-pages.ts) opens the tickets */
async function openTickets(page: Page, e2e: E2E, query = '') {
  await page.goto(`${e2e.url}/console/tickets${query}`)
  await page.getByRole('heading', { name: 'Tickets', level: 1 }).waitFor()
}

/** polls until the column's titles are `expected` (the board follows the cache and live events) */
async function expectTitles(page: Page, stage: string, expected: string[], timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  let seen: string[] = []
  while (Date.now() < until) {
    seen = await titlesIn(page, stage).catch(() => [])
    if (JSON.stringify(seen) === JSON.stringify(expected)) return
    await page.waitForTimeout(100)
  }
  assert.deepEqual(seen, expected, `the ${stage} column`)
}

/** presses the mouse on `from`'s drag handle and moves it in steps onto `to`'s upper part */
async function dragWithMouse(page: Page, from: Locator, to: Locator, o: { below?: boolean } = {}) {
  const a = await from.getByRole('button', { name: /^Move / }).boundingBox()
  const b = await to.boundingBox()
  assert.ok(a && b)
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  // past the 5 px activation distance first, then onto the target
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 })
  await page.mouse.move(b.x + b.width / 2, o.below ? b.y + b.height * 0.8 : b.y + b.height * 0.25, { steps: 15 })
  await page.mouse.move(b.x + b.width / 2, o.below ? b.y + b.height * 0.85 : b.y + b.height * 0.2, { steps: 3 })
  await page.mouse.up()
}

/** polls until the list's column headers are `expected` */
async function waitForHeaders(page: Page, expected: string[]) {
  try {
    await page.waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('table[aria-label="Tickets"] thead th')].map((h) => h.textContent)) === want,
      JSON.stringify(expected),
      { timeout: 10_000 },
    )
  } catch (error) {
    const seen = await page.locator('table[aria-label="Tickets"] thead th').allTextContents()
    assert.deepEqual(seen, expected, String(error))
  }
}

describe('console tickets', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  const api = (method: string, path: string, body?: unknown) => admin.api<any>(method, path, body)

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test('the board shows the seeded tickets by stage: titles, patients, owners, due dates (overdue in red), priorities, tags', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      assert.equal(await page.title(), 'Tickets · Care console')
      // the stages present in the order they began, then the tickets without one
      const columns = await board(page).locator('section h2').allTextContents()
      assert.deepEqual(columns, ['New', 'In progress', 'Waiting on patient', 'No stage'])
      await expectTitles(page, 'New', ['Refill request: Metformin', 'Book follow-up visit'])
      await expectTitles(page, 'In progress', ['Patient asks about dizziness after Lisinopril', 'Update insurance details'])
      await expectTitles(page, 'Waiting on patient', ['Schedule 3-month HbA1c test', 'Home blood pressure log missing'])
      await expectTitles(page, 'No stage', ['Fax from the pharmacy to triage'])
      // closed tickets are not on the open board
      assert.equal(await card(page, 'Review lab results').count(), 0)

      const refill = card(page, 'Refill request: Metformin')
      for (const text of ['Jordan Rivera', 'Owner: Casey Coordinator', 'Due ', 'High priority', 'refill']) assert.ok((await refill.textContent())?.includes(text), text)
      const overdue = card(page, 'Schedule 3-month HbA1c test')
      assert.match((await overdue.textContent()) ?? '', /Overdue/)
      assert.equal(await overdue.locator('[data-overdue]').count(), 1)
      assert.equal(await refill.locator('[data-overdue]').count(), 0)
      // the overdue date is filled with the theme's error colour; a date still to come is not filled
      const fill = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor)
      assert.match(await overdue.locator('[data-overdue]').getAttribute('class') ?? '', /MuiChip-colorError/)
      assert.notEqual(await fill(overdue.locator('[data-overdue]')), 'rgba(0, 0, 0, 0)')
      assert.equal(await fill(refill.locator('.MuiChip-root').filter({ hasText: 'Due ' })), 'rgba(0, 0, 0, 0)')
      assert.match((await card(page, 'Fax from the pharmacy to triage').textContent()) ?? '', /No patient · Unassigned.*Medium priority/)

      await screenshotBoth(page, 'console-tickets-board', (p) => card(p, 'Refill request: Metformin').waitFor())
      await expectNoSeriousAxeViolations(page, 'tickets board 1280 px')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('drag with the mouse: within a column and into another; the order and the stage survive a reload', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await expectTitles(page, 'Waiting on patient', ['Schedule 3-month HbA1c test', 'Home blood pressure log missing'])
      const saved = page.waitForResponse((r) => r.url().includes('/v1/tickets/update-indexes') && r.request().method() === 'PATCH')
      await dragWithMouse(page, card(page, 'Home blood pressure log missing'), card(page, 'Schedule 3-month HbA1c test'))
      await expectTitles(page, 'Waiting on patient', ['Home blood pressure log missing', 'Schedule 3-month HbA1c test'])
      assert.equal((await saved).status(), 200)

      // into another column, below its last card
      const stageSaved = page.waitForResponse((r) => /\/v1\/ticket\/[0-9a-f]{24}$/.test(r.url()) && r.request().method() === 'PATCH')
      await dragWithMouse(page, card(page, 'Book follow-up visit'), card(page, 'Update insurance details'), { below: true })
      await expectTitles(page, 'In progress', ['Patient asks about dizziness after Lisinopril', 'Update insurance details', 'Book follow-up visit'])
      await expectTitles(page, 'New', ['Refill request: Metformin'])
      assert.equal((await stageSaved).status(), 200)
      await page.waitForLoadState('networkidle')

      await page.reload()
      await card(page, 'Refill request: Metformin').waitFor()
      await expectTitles(page, 'Waiting on patient', ['Home blood pressure log missing', 'Schedule 3-month HbA1c test'])
      await expectTitles(page, 'In progress', ['Patient asks about dizziness after Lisinopril', 'Update insurance details', 'Book follow-up visit'])
      const [moved] = await api('GET', `/tickets?filter=${encodeURIComponent(JSON.stringify({ title: 'Book follow-up visit' }))}`)
      assert.equal(moved.stage, 'In progress')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('drag with the keyboard: Space picks up, arrows move (within and across columns), Space drops; announced; survives a reload', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      // whatever the earlier tests left there: the column's last card goes to the top
      const before = await titlesIn(page, 'In progress')
      assert.ok(before.length >= 2)
      const last = before.at(-1)!
      const handle = card(page, last).getByRole('button', { name: `Move ${last}` })
      assert.equal(await handle.getAttribute('aria-roledescription'), 'sortable')
      const instructions = await handle.getAttribute('aria-describedby')
      assert.match((await page.locator(`[id="${instructions}"]`).textContent()) ?? '', /press Space or Enter/)
      await handle.focus()
      await page.keyboard.press('Space')
      const live = page.locator('[id^="DndLiveRegion"]')
      const heard = (text: string) => live.filter({ hasText: text }).waitFor({ state: 'attached' })
      await heard(`Picked up ticket ${last}`)
      for (let position = before.length - 1; position >= 1; position--) {
        await page.keyboard.press('ArrowUp')
        await heard(`moved to In progress, position ${position} of ${before.length}`)
      }
      await page.keyboard.press('Space')
      await heard(`dropped in In progress, position 1 of ${before.length}`)
      const after = [last, ...before.slice(0, -1)]
      await expectTitles(page, 'In progress', after)
      await page.waitForLoadState('networkidle')

      // across columns: the ticket without a stage goes left, into Waiting on patient
      const fax = card(page, 'Fax from the pharmacy to triage').getByRole('button', { name: 'Move Fax from the pharmacy to triage' })
      await fax.focus()
      await page.keyboard.press('Enter')
      await heard('Picked up ticket Fax from the pharmacy to triage')
      await page.keyboard.press('ArrowLeft')
      await heard('moved to Waiting on patient')
      // the card has joined the column on the page (the board re-measures before the drop)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('section[data-column="Waiting on patient"] li[data-ticket-id] button')].some((b) => b.textContent === 'Fax from the pharmacy to triage'),
      )
      await page.keyboard.press('Enter')
      await heard('dropped in Waiting on patient')
      await page.waitForFunction(() => !document.querySelector('section[data-column="No stage"] li[data-ticket-id]'))
      assert.ok((await titlesIn(page, 'Waiting on patient')).includes('Fax from the pharmacy to triage'))
      await page.waitForLoadState('networkidle')

      await page.reload()
      await card(page, 'Refill request: Metformin').waitFor()
      await expectTitles(page, 'In progress', after)
      assert.ok((await titlesIn(page, 'Waiting on patient')).includes('Fax from the pharmacy to triage'))
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('a drop the server refuses goes back and says so', async () => {
    const { page, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      const before = await titlesIn(page, 'In progress')
      await page.route('**/v1/tickets/update-indexes', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Inaccessible' }) }))
      const last = before.at(-1)!
      const heard = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' })
      await card(page, last).getByRole('button', { name: `Move ${last}` }).focus()
      await page.keyboard.press('Space')
      await heard(`Picked up ticket ${last}`)
      await page.keyboard.press('ArrowUp')
      await heard(`moved to In progress, position ${before.length - 1}`)
      await page.keyboard.press('Space')
      await page.getByRole('alert').filter({ hasText: 'The new order was not saved: Inaccessible' }).waitFor()
      await expectTitles(page, 'In progress', before)
      await page.unroute('**/v1/tickets/update-indexes')
    } finally {
      await close()
    }
  })

  test('filters narrow the board, live in the URL and survive a reload', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      const allCards = await board(page).locator('li[data-ticket-id]').count()

      // due: overdue
      await page.getByRole('combobox', { name: 'Due' }).click()
      await page.getByRole('option', { name: 'Overdue' }).click()
      await card(page, 'Refill request: Metformin').waitFor({ state: 'detached' })
      // overdue against now: the demo's ticket due 'today' (by the end of the day) is overdue too once
      // the day has turned during a run
      const tickets = (await api('GET', `/tickets?limit=1000`)) as unknown as { title: string; dueDateInMS?: number; closedAt?: string }[]
      const overdue = tickets.filter((t) => !t.closedAt && typeof t.dueDateInMS === 'number' && t.dueDateInMS < Date.now()).map((t) => t.title)
      assert.ok(overdue.includes('Schedule 3-month HbA1c test'), JSON.stringify(overdue))
      await boardShows(page, overdue)
      assert.equal(new URL(page.url()).searchParams.get('due'), 'overdue')
      await page.getByRole('combobox', { name: 'Due' }).click()
      await page.getByRole('option', { name: 'Any time' }).click()
      await card(page, 'Refill request: Metformin').waitFor()

      // owner: me (the admin)
      await page.getByRole('combobox', { name: 'Owner' }).click()
      await page.getByRole('option', { name: 'Me' }).click()
      await card(page, 'Refill request: Metformin').waitFor({ state: 'detached' })
      await boardShows(page, ['Book follow-up visit', 'Update insurance details'])

      // owner: a user, plus patient search
      await page.getByRole('combobox', { name: 'Owner' }).click()
      await page.getByRole('option', { name: 'Casey Coordinator' }).click()
      await page.getByRole('searchbox', { name: 'Search by patient' }).fill('sam')
      await card(page, 'Schedule 3-month HbA1c test').waitFor({ state: 'detached' })
      await boardShows(page, ['Home blood pressure log missing', 'Patient asks about dizziness after Lisinopril'])
      await page.waitForURL((u) => u.searchParams.get('patient') === 'sam')
      // only the columns that hold matches
      assert.deepEqual(await board(page).locator('section h2').allTextContents(), ['In progress', 'Waiting on patient'])
      const filtered = new URL(page.url())
      assert.equal(filtered.searchParams.get('owner')?.length, 24)
      await screenshotBoth(page, 'console-tickets-filtered', async (p) => {
        await card(p, 'Home blood pressure log missing').waitFor()
        await settled(p)
      })

      // the URL brings them back
      await page.reload()
      await card(page, 'Home blood pressure log missing').waitFor()
      assert.equal(await card(page, 'Refill request: Metformin').count(), 0)
      assert.equal(await page.getByRole('searchbox', { name: 'Search by patient' }).inputValue(), 'sam')

      // stage
      await page.getByRole('combobox', { name: 'Stage' }).click()
      await page.getByRole('option', { name: 'In progress' }).click()
      await card(page, 'Home blood pressure log missing').waitFor({ state: 'detached' })
      assert.deepEqual(await board(page).locator('section h2').allTextContents(), ['In progress'])
      await page.getByRole('searchbox', { name: 'Search by patient' }).fill('nobody-by-this-name')
      await page.getByText('No tickets match these filters').waitFor()
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="tickets-board"] li[data-ticket-id]').length === n, allCards)
      assert.equal(new URL(page.url()).search, '')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('create a ticket, open it, edit it, close it with one of its reasons; it leaves the open board and is among the closed', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      const title = `Call about referral ${randomBytes(3).toString('hex')}`
      await page.getByRole('button', { name: 'Create ticket' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Create ticket' })
      const create = dialog.getByRole('button', { name: 'Create' })
      assert.equal(await create.isDisabled(), true, 'the title is required')
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Patient').fill('Riley')
      await page.getByRole('option', { name: 'Riley Chen' }).click()
      await dialog.getByLabel('Due date').fill('2020-01-02')
      await dialog.getByLabel('Stage').fill('New')
      await dialog.getByRole('combobox', { name: 'Priority' }).click()
      await page.getByRole('option', { name: 'High' }).click()
      await dialog.getByLabel('Message').fill('The specialist needs the latest notes.')
      await screenshotBoth(page, 'console-tickets-create', settled)
      await expectNoSeriousAxeViolations(page, 'create ticket dialog')
      await create.click()
      await dialog.waitFor({ state: 'detached' })
      const created = card(page, title)
      await column(page, 'New').getByRole('button', { name: title, exact: true }).waitFor()
      for (const text of ['Riley Chen', 'Owner: Avery Admin', 'Overdue', 'High priority']) assert.ok((await created.textContent())?.includes(text), text)

      // the side panel: edit, save
      await created.getByRole('button', { name: title, exact: true }).click()
      const panel = page.getByRole('form', { name: title })
      await panel.waitFor()
      await panel.getByRole('combobox', { name: 'Priority' }).click()
      await page.getByRole('option', { name: 'Low' }).click()
      await panel.getByRole('button', { name: 'Save' }).click()
      await panel.getByRole('button', { name: 'Save' }).and(page.locator('[disabled]')).waitFor()
      await screenshotBoth(page, 'console-tickets-panel', settled)
      await expectNoSeriousAxeViolations(page, 'ticket panel')
      await panel.getByRole('button', { name: 'Close panel' }).click()
      await panel.waitFor({ state: 'detached' })
      // (the board is hidden from the accessibility tree while the panel is open)
      await created.filter({ hasText: 'Low priority' }).waitFor()

      // close with a reason of the ticket's own (the seeded one has closeReasons)
      await card(page, 'Update insurance details').getByRole('button', { name: 'Update insurance details', exact: true }).click()
      const insurance = page.getByRole('form', { name: 'Update insurance details' })
      await insurance.getByRole('button', { name: 'Close ticket' }).click()
      const closeDialog = page.getByRole('dialog', { name: 'Close ticket' })
      assert.equal(await closeDialog.getByRole('button', { name: 'Close ticket' }).isDisabled(), true)
      await closeDialog.getByRole('radio', { name: 'Patient unreachable' }).check()
      // (the button's colour changes as it is enabled: measured once the transition is over)
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'close ticket dialog')
      const closing = page.waitForResponse((r) => r.url().endsWith('/v1/tickets/close'))
      await closeDialog.getByRole('button', { name: 'Close ticket' }).click()
      assert.equal((await closing).status(), 200)
      await card(page, 'Update insurance details').waitFor({ state: 'detached' })
      await page.getByRole('status').filter({ hasText: 'Ticket "Update insurance details" closed' }).waitFor()

      // and the new one with free text (it has no reasons of its own)
      await created.getByRole('button', { name: title, exact: true }).click()
      await page.getByRole('form', { name: title }).getByRole('button', { name: 'Close ticket' }).click()
      await closeDialog.getByLabel('Reason').fill('Referral sent')
      await closeDialog.getByRole('button', { name: 'Close ticket' }).click()
      await created.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Closed', exact: true }).click()
      await card(page, 'Update insurance details').waitFor()
      await card(page, title).waitFor()
      await card(page, 'Review lab results').waitFor()
      assert.equal(await card(page, 'Refill request: Metformin').count(), 0)
      assert.equal(new URL(page.url()).searchParams.get('status'), 'closed')
      await card(page, title).getByRole('button', { name: title, exact: true }).click()
      await page.getByRole('form', { name: title }).getByText(/Closed .*Referral sent/).waitFor()
      const [closed] = await api('GET', `/tickets?filter=${encodeURIComponent(JSON.stringify({ title: 'Update insurance details' }))}`)
      assert.equal(closed.closedForReason, 'Patient unreachable')
      assert.ok(closed.closedAt)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('tickets created, moved and closed in another session arrive without a reload', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'no reload'))
      const title = `Live ticket ${randomBytes(3).toString('hex')}`
      const ticket = await api('POST', '/ticket', { title, stage: 'Waiting on patient', priority: 2, tags: ['live'] })
      await column(page, 'Waiting on patient').getByRole('button', { name: title, exact: true }).waitFor()
      // moved by someone else: to another stage, to the top
      await api('PATCH', `/ticket/${ticket.id}`, { updates: { stage: 'New' } })
      await column(page, 'New').getByRole('button', { name: title, exact: true }).waitFor()
      await api('PATCH', '/tickets/update-indexes', { updates: [{ id: ticket.id, index: -1 }] })
      await page.waitForFunction((t) => document.querySelector('section[data-column="New"] li[data-ticket-id] button')?.textContent === t, title)
      // closed elsewhere: it leaves the board
      await api('POST', '/tickets/close', { ticketId: ticket.id, closedForReason: 'Done elsewhere' })
      await card(page, title).waitFor({ state: 'detached' })
      assert.equal(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'no reload')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("the coordinator's board: only the tickets they own (their role reads tickets by owner), and they may reorder them", async () => {
    const { page, errors, close } = await signedInPage(e2e, { as: 'coordinator', at: '/console/tickets' })
    try {
      await card(page, 'Refill request: Metformin').waitFor()
      const titles = (await board(page).locator('li[data-ticket-id] button.MuiLink-root').allTextContents()).sort()
      assert.deepEqual(titles, ['Home blood pressure log missing', 'Patient asks about dizziness after Lisinopril', 'Refill request: Metformin', 'Schedule 3-month HbA1c test'])
      const before = await titlesIn(page, 'Waiting on patient')
      assert.equal(before.length, 2)
      const saved = page.waitForResponse((r) => r.url().includes('/v1/tickets/update-indexes'))
      await card(page, before[1]).getByRole('button', { name: `Move ${before[1]}` }).focus()
      const heard = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' })
      await page.keyboard.press('Space')
      await heard(`Picked up ticket ${before[1]}`)
      await page.keyboard.press('ArrowUp')
      await heard('moved to Waiting on patient, position 1 of 2')
      await page.keyboard.press('Space')
      assert.equal((await saved).status(), 200)
      await expectTitles(page, 'Waiting on patient', [before[1], before[0]])
      assert.equal(await page.getByRole('alert').count(), 0)

      // a ticket handed to them elsewhere arrives without a reload (as an update of a ticket the
      // board never held). (Taken away again, no event reaches them: the gateway sends events of
      // records a session may read after the change.)
      const title = `Handed over ${randomBytes(3).toString('hex')}`
      const ticket = await api('POST', '/ticket', { title, stage: 'New' })
      const [coordinator] = await api('GET', `/users?filter=${encodeURIComponent(JSON.stringify({ email: e2e.demo.staffEmail }))}`)
      await api('PATCH', `/ticket/${ticket.id}`, { updates: { owner: coordinator.id } })
      await column(page, 'New').getByRole('button', { name: title, exact: true }).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("saved views in the list: the seeded 'Overdue tickets' sets columns and filter (in the URL); a new view with changed columns survives a reload; axe at 1280 and 360 px", async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    let created: string | null = null
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      await page.getByRole('button', { name: 'List', exact: true }).click()
      const list = page.getByRole('table', { name: 'Tickets' })
      await list.getByRole('button', { name: 'Refill request: Metformin', exact: true }).waitFor()
      assert.deepEqual(await list.getByRole('columnheader').allTextContents(), ['Title', 'Patient', 'Owner', 'Stage', 'Due', 'Priority', 'Tags'])

      await page.getByRole('combobox', { name: 'View' }).click()
      await page.getByRole('option', { name: 'Overdue tickets', exact: true }).click()
      await page.locator('[role="listbox"]').waitFor({ state: 'detached' })
      await waitForHeaders(page, ['Title', 'Due', 'Owner', 'Stage'])
      await list.getByRole('button', { name: 'Schedule 3-month HbA1c test', exact: true }).waitFor()
      await list.getByRole('button', { name: 'Refill request: Metformin', exact: true }).waitFor({ state: 'detached' })
      for (const row of await list.locator('tbody tr').allTextContents()) assert.match(row, /Overdue/)
      const url = new URL(page.url())
      assert.match(url.searchParams.get('view') ?? '', /^[0-9a-f]{24}$/)
      assert.equal(url.searchParams.get('due'), 'overdue')
      await expectNoSeriousAxeViolations(page, 'tickets list with a saved view 1280 px')

      // columns by keyboard: hide Stage, carry Owner in front of Due
      await page.getByRole('button', { name: 'Columns', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Columns' })
      await dialog.getByRole('checkbox', { name: 'Stage' }).focus()
      await page.keyboard.press('Space')
      await dialog.getByRole('button', { name: 'Move Owner up' }).focus()
      await page.keyboard.press('Enter')
      await expectNoSeriousAxeViolations(page, 'tickets columns dialog 1280 px')
      await dialog.getByRole('button', { name: 'Done' }).click()
      await dialog.waitFor({ state: 'detached' })
      await waitForHeaders(page, ['Title', 'Owner', 'Due'])

      const title = `Overdue by owner ${randomBytes(3).toString('hex')}`
      await page.getByRole('button', { name: 'Save view', exact: true }).click()
      const save = page.getByRole('dialog', { name: 'Save view' })
      await save.getByRole('textbox', { name: 'Title' }).fill('Overdue tickets')
      await save.getByRole('button', { name: 'Save', exact: true }).click()
      await save.getByText('A view with this title already exists').waitFor()
      await save.getByRole('textbox', { name: 'Title' }).fill(title)
      const sent = page.waitForResponse((r) => r.url().endsWith('/v1/table-view') && r.request().method() === 'POST')
      await save.getByRole('button', { name: 'Save', exact: true }).click()
      assert.equal((await sent).status(), 200)
      await page.getByText(`View "${title}" saved`).waitFor()
      created = new URL(page.url()).searchParams.get('view')
      assert.notEqual(created, url.searchParams.get('view'))

      await page.reload()
      await page.getByRole('table', { name: 'Tickets' }).waitFor()
      await waitForHeaders(page, ['Title', 'Owner', 'Due'])
      assert.equal(await page.getByRole('combobox', { name: 'View' }).textContent(), title)
      assert.equal(new URL(page.url()).searchParams.get('due'), 'overdue')
      await screenshotBoth(page, 'console-tickets-views', (p) => p.getByRole('table', { name: 'Tickets' }).waitFor())
      await expectNoSeriousAxeViolations(page, 'tickets list with a saved view (after reload) 1280 px')

      await page.setViewportSize(NARROW)
      await page.getByRole('combobox', { name: 'View' }).waitFor()
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'the page does not scroll sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'tickets list with a saved view 360 px')
      await page.getByRole('button', { name: 'Columns', exact: true }).click()
      await page.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Done' }).waitFor()
      await expectNoSeriousAxeViolations(page, 'tickets columns dialog 360 px')
      await page.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Done' }).click()
      assert.deepEqual(errors, [])
    } finally {
      if (created) await api('DELETE', `/table-view/${created}`)
      await close()
    }
  })

  test('360 px: the board scrolls sideways, the list view is remembered; axe finds nothing serious', async () => {
    const { page, errors, close } = await signedInPage(e2e, { viewport: NARROW, at: false })
    try {
      await openTickets(page, e2e)
      await card(page, 'Refill request: Metformin').waitFor()
      // the page itself does not scroll sideways; the board's own area does
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true)
      const body = page.getByTestId('tickets-body')
      assert.equal(await body.evaluate((el) => el.scrollWidth > el.clientWidth), true)
      await body.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
      await column(page, 'No stage').getByRole('heading').evaluate((el) => el.scrollIntoView())
      await screenshot(page, 'console-tickets-board-scrolled')
      await expectNoSeriousAxeViolations(page, 'tickets board 360 px')

      await page.getByRole('button', { name: 'List', exact: true }).click()
      const list = page.getByRole('table', { name: 'Tickets' })
      await list.getByRole('button', { name: 'Refill request: Metformin', exact: true }).waitFor()
      assert.match((await list.getByRole('row').filter({ hasText: 'Schedule 3-month HbA1c test' }).textContent()) ?? '', /Overdue/)
      await expectNoSeriousAxeViolations(page, 'tickets list 360 px')
      await page.reload()
      await page.getByRole('table', { name: 'Tickets' }).waitFor()
      assert.equal(await board(page).count(), 0)
      await screenshotBoth(page, 'console-tickets-list', (p) => p.getByRole('table', { name: 'Tickets' }).waitFor())
      await expectNoSeriousAxeViolations(page, 'tickets list 1280 px')
      await page.getByRole('button', { name: 'Board', exact: true }).click()
      await board(page).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
