// Saved views of the console's patients table end to end (issue #11 "Views"): a seeded view
// chosen from the Views control changes the columns and the rows and lands in the URL (reload and
// Back keep it); a new view saved with its columns and filter survives a reload, appears live in a
// second browser, and is deleted after confirming; a coordinator's 'My diabetes patients' shows
// their own diabetes patients. axe at 1280 and 360 px; screenshots in tests/e2e/artifacts/.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { e2eSkipReason, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { patientsTable, rowOf, settled, signedInPage } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-patients']
const NARROW = { width: 360, height: 740 }

const viewSelect = (page: Page) => page.getByRole('combobox', { name: 'View' })
const headers = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="table"][aria-label="Patients"] [role="columnheader"]')].map((h) => h.textContent))
const visibleHeaders = (page: Page) =>
  patientsTable(page).getByRole('columnheader').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent))
const dataRows = (page: Page) => patientsTable(page).getByRole('row').filter({ has: page.getByRole('cell') })
const viewParam = (page: Page) => new URL(page.url()).searchParams.get('view')

async function chooseView(page: Page, title: string) {
  await viewSelect(page).click()
  await page.getByRole('option', { name: title, exact: true }).click()
  // the menu fades out; axe would judge its half-transparent items
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' })
}

/** polls until the table's headers are `expected` */
async function waitForHeaders(page: Page, expected: string[]) {
  try {
    await page.waitForFunction(
      (want) => JSON.stringify([...document.querySelectorAll('[role="table"][aria-label="Patients"] [role="columnheader"]')].map((h) => h.textContent)) === want,
      JSON.stringify(expected),
    )
  } catch (error) {
    assert.deepEqual(await headers(page), expected, String(error))
  }
}

describe('console views', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  before(async () => {
    // a demo clinic of its own: it counts the clinic's patients as seeded (other suites add theirs)
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
  })
  after(() => e2e?.close())

  test("choosing the seeded 'New patients' view changes columns and rows, is in the URL, and survives reload and Back", async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await rowOf(page, 'Riley Chen').waitFor()
      assert.deepEqual(await headers(page), ['Name', 'Email', 'Phone', 'Tags', 'Assigned to', 'Updated'])
      assert.equal(await dataRows(page).count(), 4)
      await chooseView(page, 'New patients')
      await waitForHeaders(page, ['Name', 'Email', 'Tags', 'Created'])
      await rowOf(page, 'Riley Chen').waitFor({ state: 'detached' })
      assert.equal(await dataRows(page).count(), 1)
      await rowOf(page, 'Jordan Rivera').waitFor()
      const id = viewParam(page)
      assert.ok(id, 'the view is in the URL')
      assert.match(page.url(), /\/console\/patients\?view=/)
      await screenshotBoth(page, 'console-views-chosen', (p) => rowOf(p, 'Jordan Rivera').waitFor())

      await page.reload()
      await waitForHeaders(page, ['Name', 'Email', 'Tags', 'Created'])
      await rowOf(page, 'Jordan Rivera').waitFor()
      assert.equal(await dataRows(page).count(), 1)
      assert.equal(await viewSelect(page).textContent(), 'New patients')

      await page.goBack()
      await rowOf(page, 'Riley Chen').waitFor()
      assert.equal(viewParam(page), null)
      await waitForHeaders(page, ['Name', 'Email', 'Phone', 'Tags', 'Assigned to', 'Updated'])
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('save a new view (columns by keyboard, a filter); it survives a reload, a second browser sees it live; delete it', async () => {
    const first = await signedInPage(e2e)
    const second = await signedInPage(e2e)
    const title = `Follow-ups ${randomBytes(3).toString('hex')}`
    try {
      await rowOf(first.page, 'Riley Chen').waitFor()
      await rowOf(second.page, 'Riley Chen').waitFor()
      await second.page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'no reload'))
      const page = first.page

      // columns: hide Phone, then move Tags up to the second place with the keyboard
      await page.getByRole('button', { name: 'Columns' }).click()
      const columns = page.getByRole('dialog', { name: 'Columns' })
      await columns.getByRole('checkbox', { name: 'Phone' }).uncheck()
      await columns.getByRole('button', { name: 'Move Tags up' }).focus()
      await page.keyboard.press('Enter')
      await waitForHeaders(page, ['Name', 'Tags', 'Email', 'Assigned to', 'Updated'])
      // the focus stays with the moved column, so another Enter would carry it further
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Move Tags up')
      await settled(page)
      await screenshotBoth(page, 'console-views-columns', settled)
      await expectNoSeriousAxeViolations(page, 'console views columns 1280 px')
      await columns.getByRole('button', { name: 'Done' }).click()
      await columns.waitFor({ state: 'detached' })

      // filter: the follow-up tag
      await page.getByRole('button', { name: 'Filter' }).click()
      const filter = page.getByRole('dialog', { name: 'Filter' })
      await filter.getByLabel('Tags').fill('follow-up')
      await filter.getByLabel('Tags').press('Enter')
      await rowOf(page, 'Jordan Rivera').waitFor({ state: 'detached' })
      await settled(page)
      await screenshotBoth(page, 'console-views-filter', settled)
      await expectNoSeriousAxeViolations(page, 'console views filter 1280 px')
      await filter.getByRole('button', { name: 'Done' }).click()
      await filter.waitFor({ state: 'detached' })
      assert.equal(await dataRows(page).count(), 1)
      await rowOf(page, 'Riley Chen').waitFor()

      // save: a taken title is refused under the field, then a new one
      await page.getByRole('button', { name: 'Save view' }).click()
      const save = page.getByRole('dialog', { name: 'Save view' })
      await save.getByLabel('Title').fill('New patients')
      await save.getByRole('button', { name: 'Save' }).click()
      await save.getByText('An enduser view with this title already exists').waitFor()
      const described = await save.getByLabel('Title').getAttribute('aria-describedby')
      assert.equal(await page.locator(`[id="${described}"]`).textContent(), 'An enduser view with this title already exists')
      await settled(page)
      await screenshotBoth(page, 'console-views-save-taken', settled)
      await save.getByLabel('Title').fill(title)
      await save.getByRole('button', { name: 'Save' }).click()
      await save.waitFor({ state: 'detached' })
      await page.waitForFunction(() => new URL(location.href).searchParams.get('view'))
      assert.equal(await viewSelect(page).textContent(), title)

      await page.reload()
      await waitForHeaders(page, ['Name', 'Tags', 'Email', 'Assigned to', 'Updated'])
      await rowOf(page, 'Riley Chen').waitFor()
      assert.equal(await dataRows(page).count(), 1)
      assert.equal(await viewSelect(page).textContent(), title)

      // the second browser hears of it through /v1/live and can open it
      await viewSelect(second.page).click()
      await second.page.getByRole('option', { name: title }).waitFor()
      await second.page.getByRole('option', { name: title }).click()
      await waitForHeaders(second.page, ['Name', 'Tags', 'Email', 'Assigned to', 'Updated'])
      assert.equal(await second.page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'no reload')

      // delete asks first; afterwards the default view, and the second browser's menu loses it too
      await page.getByRole('button', { name: 'Delete view' }).click()
      const confirm = page.getByRole('dialog').filter({ hasText: 'Delete' })
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console views delete confirmation')
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
      await rowOf(page, 'Jordan Rivera').waitFor()
      assert.equal(viewParam(page), null)
      await second.page.getByText('That view no longer exists. Showing the default view.').waitFor()
      await viewSelect(page).click()
      assert.equal(await page.getByRole('option', { name: title }).count(), 0)
      await page.keyboard.press('Escape')
      assert.deepEqual(first.errors, [])
      assert.deepEqual(second.errors, [])
    } finally {
      await first.close()
      await second.close()
    }
  })

  test("a coordinator's 'My diabetes patients' shows their diabetes patients; axe at 1280 and 360 px", async () => {
    for (const viewport of [undefined, NARROW]) {
      const { page, errors, close } = await signedInPage(e2e, { as: 'coordinator', viewport })
      try {
        await rowOf(page, 'Sam Lee').waitFor()
        await chooseView(page, 'My diabetes patients')
        await rowOf(page, 'Sam Lee').waitFor({ state: 'detached' })
        await rowOf(page, 'Jordan Rivera').waitFor()
        assert.equal(await dataRows(page).count(), 1)
        const width = viewport ? '360' : '1280'
        // at 360 px the name and the tags fit; the rest waits in the panel
        if (viewport) assert.deepEqual(await visibleHeaders(page), ['Name', 'Tags'])
        else assert.deepEqual(await visibleHeaders(page), ['Name', 'Tags', 'Phone', 'Assigned to', 'Updated'])
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scrolling at ${width} px`)
        await expectNoSeriousAxeViolations(page, `console views ${width} px`)
        await viewSelect(page).click()
        await page.getByRole('option', { name: 'New patients' }).waitFor()
        await settled(page)
        await expectNoSeriousAxeViolations(page, `console views menu ${width} px`)
        await page.keyboard.press('Escape')
        assert.deepEqual(errors, [])
      } finally {
        await close()
      }
    }
  })
})
