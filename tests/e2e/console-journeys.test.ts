// The console's Journeys area end to end on records (issue #23): staff create a journey, build three
// steps in the editor — on start set the state, 0 Seconds later send the seeded welcome email, an
// hour after that add a tag — drawn as a flowchart (four nodes, three edges); the simulator for a
// seeded patient shows three 'fires' rows and a row highlights its node; the patient is enrolled from
// the Patients tab, their state shows (the start step runs and moves them) and the welcome email
// reaches the development mailbox; triggers — a time trigger ('On Birthday' at a time of day) made at
// 360 px — and background errors; steps linked by drawing lines on the flowchart. Axe at 1280 and 360 px on each screen, the page never wider than
// 360 px. A clinic of its own: it enrolls a seeded patient. Screenshots: console-journeys-*.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { e2eSkipReason, screenshot, screenshotBoth, startE2E, waitForMail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-journeys']
const WIDE = { width: 1280, height: 900 }
const NARROW = { width: 360, height: 740 }
const WELCOME_TEMPLATE = 'Welcome to Demo Clinic'

/** the page itself is no wider than the viewport (a table may scroll inside its container) */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** chooses `option` in the MUI select labelled `label` inside `scope` */
async function choose(scope: Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  await page.getByRole('listbox').waitFor({ state: 'hidden' })
}

describe('console journeys', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  const axe = async (page: Page, where: string) => {
    await settled(page)
    await expectNoSeriousAxeViolations(page, where)
  }
  /** axe at 1280 and at 360 px, where the page does not scroll sideways */
  const axeBoth = async (page: Page, where: string) => {
    await page.setViewportSize(WIDE)
    await axe(page, where)
    await page.setViewportSize(NARROW)
    await settled(page)
    assert.equal(await pageOverflows(page), false, `${where}: the page does not scroll sideways at 360 px`)
    await axe(page, `${where} at 360 px`)
    await page.setViewportSize(WIDE)
  }

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test('steps linked by drawing on the flowchart: a line from Step 1 to Step 2 makes Step 2 follow it after the delay chosen; a loop is not offered; a line to empty space starts a new step after', async () => {
    const title = `Linked journey ${randomBytes(3).toString('hex')}`
    const journey = await admin.api<{ id: string }>('POST', '/journey', { title })
    const start = [{ type: 'onJourneyStart', info: {} }]
    const first = await admin.api<{ id: string }>('POST', '/automation-step', { journeyId: journey.id, events: start, action: { type: 'addEnduserTags', info: { tags: ['first'] } } })
    const second = await admin.api<{ id: string }>('POST', '/automation-step', { journeyId: journey.id, events: start, action: { type: 'addEnduserTags', info: { tags: ['second'] } } })
    const { page, errors, close } = await signedInPage(e2e, { at: false, viewport: WIDE })
    /** drags with the mouse from the lower handle of `from` to the upper handle of `to` (or to a point) */
    const drawLine = async (from: string, to: string | { x: number; y: number }) => {
      const source = await page.locator(`.react-flow__node[data-id="${from}"] .react-flow__handle.source`).boundingBox()
      const target = typeof to === 'string' ? await page.locator(`.react-flow__node[data-id="${to}"] .react-flow__handle.target`).boundingBox() : { ...to, width: 0, height: 0 }
      assert.ok(source && target, 'both ends are on screen')
      await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2)
      await page.mouse.down()
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
      await page.mouse.up()
    }
    try {
      await page.goto(`${e2e.url}/console/journeys/${journey.id}`)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      const chart = page.getByTestId('flowchart')
      await chart.locator('.react-flow__node').nth(2).waitFor()
      // both steps start with the journey: Start → Step 1, Start → Step 2
      assert.equal(await chart.locator('.react-flow__edge').count(), 2)

      await drawLine(first.id, second.id)
      const edit = page.getByRole('dialog', { name: 'Edit Step 2' })
      await edit.getByText('Now follows Step 1: choose when, then save.').waitFor()
      await edit.getByRole('combobox', { name: /^After step/ }).filter({ hasText: 'Step 1' }).waitFor()
      await edit.getByRole('textbox', { name: /^Delay/ }).fill('3')
      await choose(edit, page, 'Unit', 'Hours')
      await axe(page, 'console journeys step dialog opened by a line drawn on the flowchart')
      await edit.getByRole('button', { name: 'Save' }).click()
      await edit.waitFor({ state: 'hidden' })
      await chart.locator('.react-flow__edge-text', { hasText: /^3 Hours$/ }).waitFor()
      const stored = (await admin.list<{ id: string; events: unknown }>('automation-steps', { journeyId: journey.id })).find((s) => s.id === second.id)
      assert.deepEqual(stored?.events, [{ type: 'afterAction', info: { automationStepId: first.id, delay: 3, unit: 'Hours', delayInMS: 3 * 3_600_000 } }])
      await page.getByRole('list', { name: 'Steps in order' }).getByText('3 Hours after Step 1').waitFor()

      // Step 1 now leads to Step 2: a line back from Step 2 to Step 1 would be a loop, and opens nothing
      await drawLine(second.id, first.id)
      await settled(page)
      assert.equal(await page.getByRole('dialog').count(), 0, 'no step opens for a loop')
      assert.equal(await chart.locator('.react-flow__edge').count(), 2)

      // a line from Step 2 to empty space (beside it, where no step is): a new step after Step 2 —
      // Step 2 moved a row down when it came to follow Step 1, so the whole chart is fitted in first
      await chart.locator('.react-flow__controls-fitview').click()
      await settled(page)
      const node = (await page.locator(`.react-flow__node[data-id="${second.id}"]`).boundingBox())!
      await drawLine(second.id, { x: node.x + node.width + 60, y: node.y + node.height / 2 })
      const added = page.getByRole('dialog', { name: 'New step' })
      await added.getByText('Now follows Step 2: choose when, then save.').waitFor()
      await added.getByRole('combobox', { name: /^After step/ }).filter({ hasText: 'Step 2' }).waitFor()
      await page.keyboard.press('Escape')
      await added.waitFor({ state: 'hidden' })
      assert.equal((await admin.list('automation-steps', { journeyId: journey.id })).length, 2, 'nothing is made until the new step is saved')
      await screenshot(page, 'console-journeys-linked')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a three-step journey built in the editor, simulated for a seeded patient (three 'fires'), who is then enrolled, moved and emailed", async () => {
    const title = `Welcome journey ${randomBytes(3).toString('hex')}`
    const [sam] = await admin.list<{ id: string }>('endusers', { fname: 'Sam', lname: 'Lee' })
    assert.ok(sam, 'the demo seed has Sam Lee')
    const { page, errors, close } = await signedInPage(e2e, { at: false, viewport: WIDE })
    try {
      await page.goto(`${e2e.url}/console/journeys`)
      await page.getByRole('heading', { name: 'Journeys', level: 1 }).waitFor()
      const seeded = page.getByRole('row', { name: /Diabetes programme/ })
      await seeded.waitFor()
      // the seeded journey's statistics: Jordan is in it
      await seeded.getByText(/^Active care: 1$/).waitFor()
      await axeBoth(page, 'console journeys list')
      await screenshotBoth(page, 'console-journeys-list', settled)

      // create: the server's refusal first (a default state that is not one of the states)
      await page.getByRole('button', { name: 'New journey' }).click()
      const create = page.getByRole('dialog', { name: 'New journey' })
      await create.getByLabel(/^Title/).fill(title)
      await create.getByRole('button', { name: 'Add a state' }).click()
      await create.getByRole('textbox', { name: 'State 2 name' }).fill('Welcomed')
      await choose(create, page, 'State 2 priority', 'Engaged')
      await create.getByRole('combobox', { name: 'Default state' }).fill('Lost')
      await create.getByRole('button', { name: 'Create' }).click()
      await create.getByText('defaultState does not exist in states').waitFor()
      await axe(page, 'console journeys create dialog with the server\'s refusal')
      await create.getByRole('combobox', { name: 'Default state' }).fill('New')
      await page.getByRole('option', { name: 'New', exact: true }).click()
      await create.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      const journeyId = page.url().split('/').pop()!
      assert.match(journeyId, /^[0-9a-f]{24}$/)

      // three steps, each through the form
      const addStep = async (fill: (d: Locator) => Promise<void>) => {
        await page.getByRole('button', { name: 'Add a step' }).click()
        const dialog = page.getByRole('dialog', { name: 'New step' })
        await fill(dialog)
        await dialog.getByRole('button', { name: 'Add' }).click()
        await dialog.waitFor({ state: 'hidden' })
      }
      await page.getByText('No steps yet: add the first, which runs when the journey starts').waitFor()
      await addStep(async (d) => {
        await d.getByRole('combobox', { name: 'When' }).filter({ hasText: 'When the journey starts' }).waitFor()
        await choose(d, page, /^State/, 'Welcomed')
      })
      // the email goes out as soon as the start step has run, so the enrolled patient gets it during the test
      await addStep(async (d) => {
        await d.getByRole('combobox', { name: /^After step/ }).filter({ hasText: 'Step 1' }).waitFor()
        await d.getByRole('textbox', { name: /^Delay/ }).fill('0')
        await choose(d, page, 'Unit', 'Seconds')
        await choose(d, page, 'Action', 'Send an email')
        await choose(d, page, /^Template/, WELCOME_TEMPLATE)
        await choose(d, page, /^Sender/, /Avery/)
      })
      await addStep(async (d) => {
        await d.getByRole('combobox', { name: /^After step/ }).filter({ hasText: 'Step 2' }).waitFor()
        await d.getByRole('textbox', { name: /^Delay/ }).fill('1')
        await choose(d, page, 'Unit', 'Hours')
        await choose(d, page, 'Action', 'Add tags')
        await d.getByRole('textbox', { name: /^Tags/ }).fill('welcomed')
      })
      const list = page.getByRole('list', { name: 'Steps in order' })
      await list.getByText(`Send an email '${WELCOME_TEMPLATE}'`).waitFor()
      await list.getByText('0 Seconds after Step 1').waitFor()
      await list.getByText('1 Hour after Step 2').waitFor()
      const steps = await admin.list<{ id: string; events: { type: string; info: { automationStepId?: string; delay?: number; unit?: string } }[]; action: { type: string } }>('automation-steps', { journeyId })
      assert.deepEqual(steps.map((s) => s.action.type).sort(), ['addEnduserTags', 'sendEmail', 'setEnduserStatus'])

      // the flowchart: Start and three steps, three links (Start → 1 → 2 → 3)
      const chart = page.getByTestId('flowchart')
      await chart.locator('.react-flow__node').nth(3).waitFor()
      assert.equal(await chart.locator('.react-flow__node').count(), 4)
      assert.equal(await chart.locator('.react-flow__edge').count(), 3)
      // the delays on the edges
      await chart.locator('.react-flow__edge-text', { hasText: /^0 Seconds$/ }).waitFor()
      await chart.locator('.react-flow__edge-text', { hasText: /^1 Hour$/ }).waitFor()

      // the keyboard: a step's Edit in the list opens its form
      await list.getByRole('button', { name: 'Edit Step 3' }).focus()
      await page.keyboard.press('Enter')
      const edit = page.getByRole('dialog', { name: 'Edit Step 3' })
      await edit.waitFor()
      assert.equal(await edit.getByRole('textbox', { name: /^Tags/ }).inputValue(), 'welcomed')
      await axe(page, 'console journeys step dialog')
      await page.keyboard.press('Escape')
      await edit.waitFor({ state: 'hidden' })

      // the simulator for Sam: three steps fire, the last an hour after the start
      const simulator = page.getByRole('region', { name: 'Simulator' })
      await simulator.getByRole('combobox', { name: 'Patient' }).fill('Sam')
      await page.getByRole('option', { name: /Sam Lee/ }).click()
      await simulator.getByRole('button', { name: 'Run simulation' }).click()
      const timeline = simulator.getByRole('list', { name: 'Timeline' })
      await timeline.waitFor()
      const rows = timeline.getByRole('listitem')
      assert.equal(await rows.count(), 3)
      for (let i = 0; i < 3; i++) await rows.nth(i).getByText('fires', { exact: true }).waitFor()
      await rows.nth(2).getByText('Day 0, +1 h').waitFor()
      await simulator.getByText('3 fires, 0 skipped, 0 waits, 0 cancelled').waitFor()
      // a row hovered highlights its node
      await rows.nth(2).hover()
      const third = steps.find((s) => s.action.type === 'addEnduserTags')!
      await chart.locator(`[data-node-id="${third.id}"][data-highlighted="true"]`).waitFor()
      await axeBoth(page, 'console journeys editor with a simulation')
      await page.setViewportSize(WIDE)
      await screenshotBoth(page, 'console-journeys-editor', settled)

      // enroll Sam from the Patients tab: the start step moves him to 'Welcomed'
      await page.getByRole('tab', { name: 'Patients' }).click()
      await page.getByRole('heading', { name: 'Patients in this journey', level: 2 }).waitFor()
      await page.getByText('No patients in this journey yet').waitFor()
      await page.getByRole('button', { name: 'Add patients' }).click()
      const adding = page.getByRole('dialog', { name: 'Add patients to the journey' })
      await adding.getByRole('searchbox', { name: /Search patients/ }).fill('Sam')
      await adding.getByRole('checkbox', { name: 'Add Sam Lee' }).check()
      await axe(page, 'console journeys add patients dialog')
      const enrolledAt = new Date()
      await adding.getByRole('button', { name: 'Add' }).click()
      await adding.waitFor({ state: 'hidden' })
      const row = page.getByRole('table', { name: 'Patients in this journey' }).getByRole('row', { name: /Sam Lee/ })
      await row.waitFor()
      // the patient's state: 'New' on enrolment, then 'Welcomed' once the start step ran (a live update)
      await row.getByRole('combobox', { name: 'State of Sam Lee' }).filter({ hasText: 'Welcomed' }).waitFor({ timeout: 30_000 })
      const [enrolled] = await admin.list<{ journeys?: Record<string, string>; tags?: string[] }>('endusers', { fname: 'Sam', lname: 'Lee' })
      assert.equal(enrolled?.journeys?.[journeyId], 'Welcomed')
      // step 2 sends Sam the welcome email: it reaches the development mailbox (polled until it does)
      const welcome = `Welcome to ${e2e.demo.organizationName}, Sam`
      const mail = await waitForMail(e2e.url, e2e.demo.passwordlessPatientEmail, { since: enrolledAt, match: (m) => m.subject === welcome, timeoutMs: 30_000 })
      assert.ok(mail.text.includes('I am Avery, your care coordinator'), mail.text)
      await axeBoth(page, 'console journeys patients')
      await screenshotBoth(page, 'console-journeys-patients', settled)

      // the journey's states: its two, 'New' the default
      await page.getByRole('tab', { name: 'States' }).click()
      const states = page.getByRole('table', { name: 'States' })
      await states.getByRole('row', { name: /New/ }).getByText('Default').waitFor()
      await states.getByRole('row', { name: /Welcomed/ }).waitFor()
      await axeBoth(page, 'console journeys states')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a trigger made with its dialog, a time trigger at 360 px; a background error acknowledged; axe at 1280 and 360 px", async () => {
    const title = `Intake trigger ${randomBytes(3).toString('hex')}`
    const [journey] = await admin.list<{ id: string; title: string }>('journeys', { title: 'Diabetes programme' })
    assert.ok(journey, 'the demo seed has its journey')
    const problem = `Email not sent ${randomBytes(3).toString('hex')}`
    await admin.api('POST', '/background-error', { title: problem, message: 'The patient has no email address', journeyId: journey.id })
    const { page, errors, close } = await signedInPage(e2e, { at: false, viewport: WIDE })
    try {
      await page.goto(`${e2e.url}/console/journeys/triggers`)
      await page.getByRole('heading', { name: 'Triggers', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'New trigger' }).click()
      const dialog = page.getByRole('dialog', { name: 'New trigger' })
      await dialog.getByLabel(/^Title/).fill(title)
      await choose(dialog, page, 'Event', 'Contact Created')
      await choose(dialog, page, 'Action', 'Add To Journey')
      await choose(dialog, page, /^Journey/, 'Diabetes programme')
      await dialog.getByRole('textbox', { name: /Patient condition/ }).fill('{ "tags": ')
      await dialog.getByText(/^Not valid JSON/).first().waitFor()
      await axe(page, 'console journeys trigger dialog with an error')
      await dialog.getByRole('textbox', { name: /Patient condition/ }).fill('{ "tags": "vip" }')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('row', { name: new RegExp(title) }).getByText('Add To Journey: Diabetes programme').waitFor()
      const [stored] = await admin.list<{ event: unknown; action: unknown; enduserCondition: unknown; status: string }>('automation-triggers', { title })
      assert.deepEqual([stored?.event, stored?.action, stored?.enduserCondition, stored?.status], [
        { type: 'Contact Created', info: {} }, { type: 'Add To Journey', info: { journeyId: journey.id } }, { tags: 'vip' }, 'Active',
      ])
      await axeBoth(page, 'console journeys triggers')
      await screenshotBoth(page, 'console-journeys-triggers', settled)

      // the time triggers at 360 px: 'Form Unsubmitted' asks for its form and how long after it was
      // sent, under the fields; 'On Birthday' at a time of day (09:00 to start with) is stored as
      // minutes after midnight, and Enter in the time field saves it. Inactive: the sweep leaves it be.
      const birthdayTitle = `Birthday ${randomBytes(3).toString('hex')}`
      await page.setViewportSize(NARROW)
      await page.getByRole('button', { name: 'New trigger' }).click()
      await dialog.getByLabel(/^Title/).fill(birthdayTitle)
      await choose(dialog, page, 'Action', 'Add Tags')
      await dialog.getByRole('textbox', { name: /^Tags/ }).fill('birthday')
      await choose(dialog, page, 'Event', 'Form Unsubmitted')
      await dialog.getByRole('combobox', { name: 'Unit' }).filter({ hasText: 'Days' }).waitFor()
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.getByText('Choose a form').waitFor()
      await dialog.getByText('Enter how long after it was sent: a number more than 0').waitFor()
      await settled(page)
      assert.equal(await pageOverflows(page), false, 'the trigger dialog does not scroll sideways at 360 px')
      await axe(page, 'console journeys trigger dialog, Form Unsubmitted with its errors, at 360 px')
      await screenshot(page, 'console-journeys-trigger-unsubmitted')
      await choose(dialog, page, 'Event', 'On Birthday')
      const time = dialog.getByLabel(/^Time of day/)
      assert.equal(await time.inputValue(), '09:00')
      await dialog.getByText("On the patient's birthday at this time, in the patient's time zone (UTC if they have none)").waitFor()
      await time.fill('07:30')
      await choose(dialog, page, 'Status', 'Inactive')
      await settled(page)
      assert.equal(await pageOverflows(page), false, 'the trigger dialog does not scroll sideways at 360 px')
      await axe(page, 'console journeys trigger dialog, On Birthday, at 360 px')
      await screenshot(page, 'console-journeys-trigger-birthday')
      await time.press('Enter')
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('row', { name: new RegExp(birthdayTitle) }).getByText('On Birthday: at 07:30').waitFor()
      const [birthday] = await admin.list<{ event: unknown; status: string }>('automation-triggers', { title: birthdayTitle })
      assert.deepEqual([birthday?.event, birthday?.status], [{ type: 'On Birthday', info: { minutes: 450 } }, 'Inactive'])
      await page.setViewportSize(WIDE)

      await page.getByRole('tab', { name: 'Errors' }).click()
      await page.getByRole('heading', { name: 'Background errors', level: 1 }).waitFor()
      const row = page.getByRole('row', { name: new RegExp(problem) })
      await row.getByText('Diabetes programme').waitFor()
      await axeBoth(page, 'console journeys background errors')
      await screenshotBoth(page, 'console-journeys-errors', settled)
      await row.getByRole('button', { name: `Acknowledge ${problem}` }).click()
      await row.waitFor({ state: 'detached' })
      const [acknowledged] = await admin.list<{ acknowledgedAt?: string }>('background-errors', { title: problem })
      assert.ok(acknowledged?.acknowledgedAt, 'acknowledgedAt is set')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
