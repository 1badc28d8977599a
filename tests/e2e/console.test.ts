// The staff console end to end: sign-in, the patients table, create / edit / search, live updates
// across two browser contexts, and the shell's error state when the patients remote is down.
// Screenshots of each main screen at 1280 and 375 px go to tests/e2e/artifacts/.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { e2eSkipReason, newPage, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'

const FRONTENDS = ['console-shell', 'console-patients']

async function signIn(page: Page, e2e: E2E, o: { email?: string; password?: string } = {}) {
  await page.goto(`${e2e.url}/console`)
  await page.getByLabel('Email').fill(o.email ?? e2e.demo.adminEmail)
  await page.getByLabel('Password').fill(o.password ?? e2e.demo.adminPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

const patientsTable = (page: Page) => page.getByRole('table', { name: 'Patients' })
const rowOf = (page: Page, text: string) => patientsTable(page).getByRole('row').filter({ hasText: text })

describe('console', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS })
  })
  after(() => e2e?.close())

  test("a wrong password shows 'Invalid email or password' and stays on sign-in", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    try {
      await signIn(page, e2e, { password: 'not-the-password' })
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()
      assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0)
      await screenshotBoth(page, 'console-sign-in-error')
      assert.deepEqual(errors, [])
    } finally {
      await context.close()
    }
  })

  test('staff signs in and creates a patient; a second browser sees the row appear without reload', async () => {
    const first = await newPage(e2e.browser)
    const second = await newPage(e2e.browser)
    try {
      await first.page.goto(`${e2e.url}/console`)
      await first.page.getByRole('heading', { name: 'Care console' }).waitFor()
      await screenshotBoth(first.page, 'console-sign-in')

      await signIn(first.page, e2e)
      await first.page.waitForURL(/\/console\/patients$/)
      await first.page.getByRole('button', { name: 'Sign out' }).waitFor()
      await rowOf(first.page, 'Jordan Rivera').waitFor()
      assert.equal(await first.page.getByTestId('signed-in-user').textContent(), 'Avery Admin')
      await screenshotBoth(first.page, 'console-patients', (p) => rowOf(p, 'Jordan Rivera').waitFor())

      await signIn(second.page, e2e)
      await rowOf(second.page, 'Jordan Rivera').waitFor()
      // a marker that a reload would wipe
      await second.page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'no reload'))

      const suffix = randomBytes(3).toString('hex')
      const fname = 'Zoe'
      const lname = `Quill${suffix}`
      await first.page.getByRole('button', { name: 'Create patient' }).click()
      const dialog = first.page.getByRole('dialog', { name: 'Create patient' })
      await dialog.getByLabel('First name').fill(fname)
      await dialog.getByLabel('Last name').fill(lname)
      await dialog.getByLabel('Email').fill(`zoe.${suffix}@example.com`)
      await dialog.getByLabel('Phone').fill('5555550142')
      await screenshotBoth(first.page, 'console-create-patient')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.waitFor({ state: 'detached' })
      await rowOf(first.page, `${fname} ${lname}`).waitFor()

      // the second context hears of it through /v1/live
      await rowOf(second.page, `${fname} ${lname}`).waitFor()
      const row = rowOf(second.page, `${fname} ${lname}`)
      assert.match((await row.textContent()) ?? '', new RegExp(`zoe\\.${suffix}@example\\.com`))
      assert.equal(await second.page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'no reload')
      assert.deepEqual(first.errors, [])
      assert.deepEqual(second.errors, [])
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })

  test("the server's validation messages show under the fields", async () => {
    const { page, context } = await newPage(e2e.browser)
    try {
      await signIn(page, e2e)
      await page.getByRole('button', { name: 'Create patient' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create patient' })
      await dialog.getByLabel('First name').fill('Val')
      await dialog.getByLabel('Email').fill('not-an-email')
      await dialog.getByLabel('Phone').fill('123')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.getByText('Invalid email').waitFor()
      await dialog.getByText('Phone number must be at least 10 digits').waitFor()
      // the message is tied to its field
      const described = await dialog.getByLabel('Email').getAttribute('aria-describedby')
      assert.ok(described)
      assert.equal(await page.locator(`[id="${described}"]`).textContent(), 'Invalid email')

      // uniqueness: an email another patient has
      await dialog.getByLabel('Email').fill(e2e.demo.patientEmail)
      await dialog.getByLabel('Phone').fill('')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.getByText('An enduser with this email already exists').waitFor()
      await screenshotBoth(page, 'console-create-patient-errors')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
    } finally {
      await context.close()
    }
  })

  test('edit in the side panel: fields, tags and assignment; another browser sees the change live', async () => {
    const first = await newPage(e2e.browser)
    const second = await newPage(e2e.browser)
    try {
      await signIn(first.page, e2e)
      await signIn(second.page, e2e)
      await rowOf(second.page, 'Casey Morgan').waitFor()

      await rowOf(first.page, 'Casey Morgan').getByRole('button', { name: 'Casey Morgan' }).click()
      const panel = first.page.getByRole('form', { name: 'Casey Morgan' })
      await panel.waitFor()
      await panel.getByLabel('Email').fill('casey.morgan@example.com')
      const tags = panel.getByLabel('Tags')
      await tags.fill('follow-up')
      await tags.press('Enter')
      await panel.getByLabel('Assigned to').click()
      await first.page.getByRole('option', { name: 'Casey Coordinator' }).click()
      await first.page.getByRole('listbox').waitFor({ state: 'detached' })
      await screenshotBoth(first.page, 'console-patient-panel')
      await panel.getByRole('button', { name: 'Save' }).click()
      await panel.getByRole('button', { name: 'Save' }).and(first.page.locator('[disabled]')).waitFor()

      const row = rowOf(second.page, 'Casey Morgan')
      await row.filter({ hasText: 'casey.morgan@example.com' }).waitFor()
      await row.filter({ hasText: 'follow-up' }).waitFor()
      await row.filter({ hasText: 'Casey Coordinator' }).waitFor()

      // removing the tag replaces the list (it is not appended to)
      await panel.getByRole('button', { name: 'follow-up' }).locator('.MuiChip-deleteIcon').click()
      await panel.getByRole('button', { name: 'Save' }).click()
      await rowOf(second.page, 'casey.morgan@example.com').filter({ hasNotText: 'follow-up' }).waitFor()
    } finally {
      await first.context.close()
      await second.context.close()
    }
  })

  test("the open patient has a URL; Back closes it, Forward reopens it", async () => {
    const { page, context } = await newPage(e2e.browser)
    await signIn(page, e2e)
    await rowOf(page, 'Casey Morgan').getByRole('button', { name: 'Casey Morgan' }).click()
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor()
    assert.match(new URL(page.url()).pathname, /^\/console\/patients\/[0-9a-f]{24}$/)
    const opened = page.url()
    await page.goBack()
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor({ state: 'detached' })
    assert.equal(new URL(page.url()).pathname, '/console/patients')
    await page.goto(opened)
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor()
    await context.close()
  })

  test('search asks the server and narrows the table', async () => {
    const { page, context } = await newPage(e2e.browser)
    try {
      await signIn(page, e2e)
      await rowOf(page, 'Jordan Rivera').waitFor()
      const searched = page.waitForResponse((r) => r.url().includes('/v1/endusers?') && r.url().includes('search'))
      await page.getByRole('searchbox', { name: 'Search patients' }).fill('rivera')
      assert.equal((await searched).status(), 200)
      await rowOf(page, 'Jordan Rivera').waitFor()
      await rowOf(page, 'Sam Lee').waitFor({ state: 'detached' })
      await screenshotBoth(page, 'console-patients-search')
      await page.getByRole('searchbox', { name: 'Search patients' }).fill('no-such-patient-anywhere')
      await page.getByText('No patients match "no-such-patient-anywhere"').waitFor()
    } finally {
      await context.close()
    }
  })

  test('sign-in and the patients list: a title, a skip link first, and axe finds nothing serious at 1280 and 360 px', async () => {
    for (const viewport of [undefined, { width: 360, height: 740 }]) {
      const { page, context } = await newPage(e2e.browser, viewport ? { viewport } : {})
      try {
        await page.goto(`${e2e.url}/console`)
        await page.getByRole('heading', { name: 'Care console' }).waitFor()
        await expectNoSeriousAxeViolations(page, `console sign-in ${viewport ? '360' : '1280'} px`)
        await signIn(page, e2e)
        await rowOf(page, 'Jordan Rivera').waitFor()
        assert.equal(await page.title(), 'Patients · Care console')
        await page.keyboard.press('Tab')
        assert.equal(await page.getByRole('link', { name: 'Skip to main content' }).evaluate((el) => el === document.activeElement), true)
        await page.keyboard.press('Enter')
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'console-main')
        await expectNoSeriousAxeViolations(page, `console patients ${viewport ? '360' : '1280'} px`)
      } finally {
        await context.close()
      }
    }
  })

  test('sign out returns to sign-in', async () => {
    const { page, context } = await newPage(e2e.browser)
    try {
      await signIn(page, e2e)
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      assert.equal(await patientsTable(page).count(), 0)
      assert.equal(await page.evaluate(() => localStorage.getItem('care.user.authToken')), null)
    } finally {
      await context.close()
    }
  })

  test('the shell shows an error state, not a blank page, when the patients remote is down', async () => {
    const { page, context } = await newPage(e2e.browser)
    try {
      await page.route('**/remotes/console-patients/**', (route) => route.fulfill({ status: 503, body: 'down' }))
      await signIn(page, e2e)
      await page.getByText('Patients could not be loaded. Please try again later.').waitFor()
      await page.getByRole('button', { name: 'Sign out' }).waitFor()
      await page.getByRole('link', { name: 'Patients' }).waitFor()
      await screenshotBoth(page, 'console-patients-unavailable')
    } finally {
      await context.close()
    }
  })
})
