// The console's patient chart end to end: opened from the patients table (the panel's 'Open chart',
// the row's chart link), every tab at its own URL with axe finding nothing serious (1280 and
// 360 px), a note written and another session's edit arriving live, the seeded vitals plotted, the drug
// lookup (the test platform's RxNav stub, @care/kit/testing/rxnav-stub; then offline → free text), a
// file uploaded, listed and previewed, the patient's journeys (a state changed and kept after a
// reload) and the audit trail. It writes to the demo patients and asserts
// them as seeded, so it has a demo clinic of its own (`ownClinic`).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { DESKTOP, e2eSkipReason, screenshot, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { openPatient, rowOf, settled, signedInPage } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-patients', 'console-patient-chart']
const TABS = [
  ['Notes', 'notes', 'Intake call'],
  ['Tickets', 'tickets', 'Refill request: Metformin'],
  ['Tasks', 'tasks', 'Walk 20 minutes a day'],
  ['Care plans', 'care-plans', 'Type 2 diabetes care plan'],
  ['Observations', 'observations', 'Weight (kg)'],
  ['Medications', 'medications', 'Metformin 500 MG Oral Tablet'],
  ['Files', 'files', 'Select a File'],
  ['Activity', 'activity', undefined],
] as const
const NARROW = { width: 360, height: 740 }
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const chartTabs = (page: Page) => page.getByRole('tablist', { name: 'Patient chart' })
const tabPanel = (page: Page) => page.getByRole('tabpanel')

/** from the patients table: the row's name opens the panel, 'Open chart' the chart */
async function openChartFromTable(page: Page, name: string) {
  await rowOf(page, name).waitFor()
  const panel = await openPatient(page, name)
  await panel.getByRole('link', { name: 'Open chart' }).click()
  await page.waitForURL(/\/console\/chart\/[0-9a-f]{24}$/)
  await page.getByRole('heading', { level: 1, name }).waitFor()
  return page.url().split('/').pop() as string
}

/** the tab's URL; Notes is also the chart's own (a click on the tab already shown changes nothing) */
const tabUrl = (slug: string) => (slug === 'notes' ? /\/[0-9a-f]{24}(\/notes)?$/ : new RegExp(`/${slug}$`))

async function openTab(page: Page, label: string, slug: string) {
  await chartTabs(page).getByRole('tab', { name: label }).click()
  await page.waitForURL(tabUrl(slug))
  await page.locator(`#chart-tabpanel-${slug}`).waitFor()
}

/** no state still loading in the tab panel */
const loaded = (page: Page) => page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [role="progressbar"]'))

describe('console patient chart', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
  })
  after(() => e2e?.close())

  test("opened from the patients table: header, Patients current, every tab at its URL with axe clean", async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      const id = await openChartFromTable(page, 'Jordan Rivera')
      // the patients area, no longer mounted, leaves no gap above the chart
      const top = (await page.getByRole('heading', { level: 1, name: 'Jordan Rivera' }).boundingBox())?.y ?? Infinity
      assert.ok(top < 200, `the chart's heading starts at ${top}px`)
      const header = page.locator('main')
      for (const text of ['Date of birth', e2e.demo.patientEmail, 'diabetes', 'new']) await header.getByText(text, { exact: false }).first().waitFor()
      assert.equal(await page.getByRole('link', { name: 'Patients', exact: true }).getAttribute('aria-current'), 'page')
      for (const [label, slug, expected] of TABS) {
        await openTab(page, label, slug)
        assert.equal(await chartTabs(page).getByRole('tab', { name: label }).getAttribute('aria-selected'), 'true')
        await loaded(page)
        if (expected) await tabPanel(page).getByText(expected, { exact: false }).first().waitFor()
        await expectNoSeriousAxeViolations(page, `chart ${label} 1280 px`)
        await screenshot(page, `console-chart-${slug}`)
      }
      // a tab's URL opens that tab after a reload; Back goes to the tab before
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Jordan Rivera' }).waitFor()
      assert.equal(await chartTabs(page).getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected'), 'true')
      await page.goBack()
      await page.waitForURL(new RegExp(`/console/chart/${id}/files$`))
      await tabPanel(page).getByRole('heading', { name: 'Files' }).waitFor()
      // the tabs answer the keyboard: arrows move between them
      await chartTabs(page).getByRole('tab', { name: 'Files' }).focus()
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/medications$/)
      await page.getByRole('link', { name: 'Back to patients' }).click()
      await page.waitForURL(/\/console\/patients$/)
      await rowOf(page, 'Jordan Rivera').waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('a note written here shows at once; an edit in a second session arrives without reload', async () => {
    const first = await signedInPage(e2e)
    const second = await signedInPage(e2e)
    try {
      const id = await openChartFromTable(first.page, 'Sam Lee')
      await rowOf(second.page, 'Sam Lee').waitFor()
      // a link to the chart opens it directly
      await second.page.goto(`${e2e.url}/console/chart/${id}`)
      await tabPanel(second.page).getByText('Medication review').waitFor()
      await second.page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'no reload'))

      const title = `Phone call ${randomBytes(3).toString('hex')}`
      await first.page.getByRole('button', { name: 'New note' }).click()
      const dialog = first.page.getByRole('dialog', { name: 'New note' })
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Asked about dizziness; advised to sit before standing.')
      await settled(first.page)
      await screenshotBoth(first.page, 'console-chart-new-note')
      await expectNoSeriousAxeViolations(first.page, 'chart new note dialog')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      const notes = (page: Page) => page.getByRole('list', { name: 'Notes' })
      await notes(first.page).getByText(title).waitFor()
      // the second session heard of it over /v1/live
      await notes(second.page).getByText(title).waitFor()

      // …and its edit reaches the first one
      await second.page.getByRole('button', { name: `Edit ${title}` }).click()
      const edit = second.page.getByRole('dialog', { name: 'Edit note' })
      await edit.getByLabel('Title').fill(`${title} (edited)`)
      await edit.getByRole('button', { name: 'Save' }).click()
      await edit.waitFor({ state: 'detached' })
      await notes(first.page).getByText(`${title} (edited)`).waitFor()
      assert.equal(await second.page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'no reload')

      // a task created in the second session appears in the first one's Tasks, and completing it there is one-way
      await openTab(first.page, 'Tasks', 'tasks')
      await openTab(second.page, 'Tasks', 'tasks')
      const task = `Check feet daily ${randomBytes(2).toString('hex')}`
      await second.page.getByRole('button', { name: 'New task' }).click()
      const newTask = second.page.getByRole('dialog', { name: 'New task' })
      await newTask.getByLabel('Title').fill(task)
      await newTask.getByRole('button', { name: 'Save' }).click()
      await newTask.waitFor({ state: 'detached' })
      await first.page.getByRole('list', { name: 'Tasks' }).getByText(task).waitFor()
      await first.page.getByRole('button', { name: `Mark complete: ${task}` }).click()
      await first.page.getByRole('dialog', { name: 'Mark this task complete?' }).getByRole('button', { name: 'Mark complete' }).click()
      const item = second.page.getByRole('listitem').filter({ hasText: task })
      await item.getByText('Completed', { exact: false }).waitFor()
      assert.equal(await item.getByRole('button', { name: `Mark complete: ${task}` }).count(), 0)
      assert.deepEqual(first.errors, [])
      assert.deepEqual(second.errors, [])
    } finally {
      await first.close()
      await second.close()
    }
  })

  test("the seeded vitals are plotted, one chart per type and unit, with a table of the same values", async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await openChartFromTable(page, 'Jordan Rivera')
      await openTab(page, 'Observations', 'observations')
      const charts = page.getByTestId('vital-chart')
      await charts.first().waitFor()
      assert.equal(await charts.count(), 2)
      for (const name of ['Blood glucose (mg/dL)', 'Weight (kg)']) {
        const chart = charts.filter({ has: page.getByRole('heading', { name }) })
        // eight weekly readings: eight points on the line
        await page.waitForFunction((el) => (el?.querySelectorAll('.recharts-line-dots circle, circle.recharts-dot').length ?? 0) >= 8, await chart.elementHandle())
        assert.equal(await chart.locator('.recharts-line-dots circle, circle.recharts-dot').count(), 8)
        const table = chart.getByRole('table', { name: `${name} over time` })
        assert.equal(await table.getByRole('row').count(), 9)
      }
      const weight = charts.filter({ has: page.getByRole('heading', { name: 'Weight (kg)' }) })
      await weight.getByRole('button', { name: 'Show table of Weight (kg)' }).click()
      await weight.getByRole('cell', { name: '89.9' }).waitFor()
      await screenshotBoth(page, 'console-chart-observations', (p) => p.getByTestId('vital-chart').first().locator('circle').first().waitFor())
      await expectNoSeriousAxeViolations(page, 'chart observations with a table shown')

      // a new reading joins the plot
      await page.getByRole('button', { name: 'New observation' }).click()
      const dialog = page.getByRole('dialog', { name: 'New observation' })
      await dialog.getByLabel('Type').fill('weight')
      await dialog.getByLabel('Value').fill('89.5')
      await dialog.getByLabel('Unit').fill('kg')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.waitForFunction(
        (el) => (el?.querySelectorAll('.recharts-line-dots circle, circle.recharts-dot').length ?? 0) === 9,
        await weight.elementHandle(),
      )
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('medications: a drug picked from the lookup keeps its RxNorm code; offline the name is typed and saved without one', async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await openChartFromTable(page, 'Riley Chen')
      await openTab(page, 'Medications', 'medications')
      await tabPanel(page).getByText('No medications yet').waitFor()

      await page.getByRole('button', { name: 'New medication' }).click()
      let dialog = page.getByRole('dialog', { name: 'New medication' })
      await dialog.getByLabel('Search the drug database').fill('metformin')
      await dialog.getByRole('button', { name: 'Search' }).click()
      // three matches (the 500 and 850 mg tablets, the branded 500 mg one): the 500 mg clinical drug
      await dialog.getByRole('list', { name: 'Matching drugs' }).getByRole('button', { name: /^metformin hydrochloride 500 MG Oral Tablet\s*RxNorm 861007\b/ }).click()
      assert.equal(await dialog.getByLabel('Drug name').inputValue(), 'metformin hydrochloride 500 MG Oral Tablet')
      await dialog.getByText('RxNorm 861007').waitFor()
      await dialog.getByLabel('Dose', { exact: true }).fill('500')
      await dialog.getByLabel('Dose unit').fill('mg')
      await dialog.getByLabel('Frequency').fill('twice daily')
      await settled(page)
      await screenshotBoth(page, 'console-chart-medication-lookup')
      await expectNoSeriousAxeViolations(page, 'chart medication dialog')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      const list = page.getByRole('list', { name: 'Medications' })
      await list.getByText('RxNorm 861007', { exact: false }).waitFor()
      await list.getByText('500 mg twice daily', { exact: false }).waitFor()

      await page.getByRole('button', { name: 'New medication' }).click()
      dialog = page.getByRole('dialog', { name: 'New medication' })
      await dialog.getByLabel('Search the drug database').fill('offline aspirin')
      await dialog.getByLabel('Search the drug database').press('Enter')
      await dialog.getByText('Drug lookup is unavailable', { exact: false }).waitFor()
      await dialog.getByLabel('Drug name').fill('Aspirin 81 mg (as written by the patient)')
      await dialog.getByText('saved without an RxNorm code', { exact: false }).first().waitFor()
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      await list.getByRole('listitem').filter({ hasText: 'Aspirin 81 mg' }).getByText('No RxNorm code', { exact: false }).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('files: an upload shows its progress and then the file; an image previews in the page', async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await openChartFromTable(page, 'Jordan Rivera')
      await openTab(page, 'Files', 'files')
      const files = page.getByRole('list', { name: 'Files' })
      // the demo clinic shares two PDFs with Jordan: one previews in the browser's PDF viewer
      const pdf = files.getByRole('listitem').filter({ hasText: 'HbA1c results.pdf' })
      await pdf.getByRole('button', { name: 'Preview HbA1c results.pdf' }).click()
      const pdfPreview = page.getByRole('dialog', { name: 'HbA1c results.pdf' })
      const frame = pdfPreview.locator('iframe[title="HbA1c results.pdf"]')
      await frame.waitFor()
      const src = (await frame.getAttribute('src')) ?? ''
      const served = await fetch(new URL(src, e2e.url))
      assert.deepEqual([served.status, served.headers.get('content-type')], [200, 'application/pdf'])
      assert.match(served.headers.get('content-disposition') ?? '', /^inline/, 'shown in the page, not downloaded')
      await pdfPreview.getByRole('button', { name: 'Close' }).click()
      await pdfPreview.waitFor({ state: 'detached' })

      const input = page.getByTestId('file-drop-input')
      await input.setInputFiles({ name: 'bp-log.txt', mimeType: 'text/plain', buffer: Buffer.from('Blood pressure log\n120/80\n') })
      const txt = files.getByRole('listitem').filter({ hasText: 'bp-log.txt' })
      await txt.getByText('Uploaded', { exact: false }).waitFor()
      await txt.getByRole('button', { name: 'Download bp-log.txt' }).waitFor()
      assert.equal(await txt.getByRole('button', { name: 'Preview bp-log.txt' }).count(), 0, 'text is downloaded, not previewed')
      const download = page.waitForEvent('download')
      await txt.getByRole('button', { name: 'Download bp-log.txt' }).click()
      assert.equal((await download).suggestedFilename(), 'bp-log.txt')

      await input.setInputFiles({ name: 'wound.png', mimeType: 'image/png', buffer: PNG })
      const png = files.getByRole('listitem').filter({ hasText: 'wound.png' })
      await png.getByRole('button', { name: 'Preview wound.png' }).click()
      const preview = page.getByRole('dialog', { name: 'wound.png' })
      const img = preview.getByRole('img', { name: 'wound.png' })
      await img.waitFor()
      await page.waitForFunction((el) => (el as HTMLImageElement | null)?.complete && (el as HTMLImageElement).naturalWidth === 1, await img.elementHandle())
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'chart file preview')
      await preview.getByRole('button', { name: 'Close' }).click()
      await preview.waitFor({ state: 'detached' })
      await screenshotBoth(page, 'console-chart-files')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('360 px: every tab fits the width and axe finds nothing serious', async () => {
    const { page, errors, close } = await signedInPage(e2e, { viewport: NARROW })
    try {
      // the chart link beside the name in the table, without the panel
      await rowOf(page, 'Jordan Rivera').getByRole('link', { name: 'Open chart of Jordan Rivera' }).click()
      await page.waitForURL(/\/console\/chart\/[0-9a-f]{24}$/)
      await page.getByRole('heading', { level: 1, name: 'Jordan Rivera' }).waitFor()
      for (const [label, slug, expected] of TABS) {
        const tab = chartTabs(page).getByRole('tab', { name: label })
        await tab.scrollIntoViewIfNeeded()
        await tab.click()
        await page.waitForURL(tabUrl(slug))
        await loaded(page)
        if (expected) await tabPanel(page).getByText(expected, { exact: false }).first().waitFor()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(overflow <= 0, `${label}: the page is ${overflow} px wider than the screen`)
        await expectNoSeriousAxeViolations(page, `chart ${label} 360 px`)
        await screenshot(page, `console-chart-${slug}`)
      }
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("journeys: Jordan is in the diabetes programme at 'Active care'; a state changed here is still there after a reload", async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await openChartFromTable(page, 'Jordan Rivera')
      await openTab(page, 'Journeys', 'journeys')
      await loaded(page)
      const row = page.getByRole('list', { name: 'Journeys' }).getByRole('listitem').filter({ hasText: 'Diabetes programme' })
      await row.getByText('State: Active care', { exact: true }).waitFor()
      // the run history is there (the demo sets Jordan's states directly: nothing has run for them)
      await tabPanel(page).getByRole('heading', { name: 'Run history' }).waitFor()
      await expectNoSeriousAxeViolations(page, 'chart Journeys 1280 px')

      const state = row.getByRole('combobox', { name: 'State in Diabetes programme' })
      assert.equal(await state.textContent(), 'Active care')
      // the keyboard: open the states, pick one
      await state.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('option', { name: 'Needs follow-up' }).click()
      await row.getByText('State: Needs follow-up', { exact: true }).waitFor()
      await tabPanel(page).getByRole('status').getByText("Moved to 'Needs follow-up' in Diabetes programme").waitFor()

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Jordan Rivera' }).waitFor()
      await loaded(page)
      await row.getByText('State: Needs follow-up', { exact: true }).waitFor()
      assert.equal(await state.textContent(), 'Needs follow-up')

      await page.setViewportSize(NARROW)
      await settled(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `Journeys: the page is ${overflow} px wider than the screen`)
      await expectNoSeriousAxeViolations(page, 'chart Journeys 360 px')
      await page.setViewportSize(DESKTOP)
      await screenshotBoth(page, 'console-chart-journeys')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("activity: the patient's audit trail names who opened the record, and a new write arrives live", async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      const id = await openChartFromTable(page, 'Casey Morgan')
      await page.goto(`${e2e.url}/console/chart/${id}/activity`)
      const list = page.getByRole('list', { name: 'Activity' })
      await list.getByText('Avery Admin opened the profile', { exact: false }).first().waitFor()
      assert.equal(await list.getByText('created a note').count(), 0)
      // a note written elsewhere (the API, as another tab would) joins the trail while it is open
      const token = await page.evaluate(() => localStorage.getItem('care.user.authToken'))
      const res = await fetch(`${e2e.url}/v1/note`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ enduserId: id, text: 'Left a voicemail.' }) })
      assert.equal(res.status, 200)
      await list.getByText('Avery Admin created a note').waitFor()
      await expectNoSeriousAxeViolations(page, 'chart activity')
      await screenshotBoth(page, 'console-chart-activity')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
