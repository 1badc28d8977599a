// The staff console end to end: sign-in, the patients table, create / edit / search, live updates
// across two browser contexts, what a coordinator is offered against an admin, unsaved edits that
// ask before they are lost, focus after navigations, an expired session, and the shell's error
// state when the patients remote is down.
// Screenshots of each main screen at 1280 and 375 px go to tests/e2e/artifacts/.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { e2eSkipReason, newPage, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { focused, openPatient, patientsTable, rowOf, settled, signedInPage, signIn } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-patients']

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
    // the second browser: a tab of the suite's signed-in session
    const second = await signedInPage(e2e)
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
      await second.close()
    }
  })

  test("the server's validation messages show under the fields", async () => {
    const { page, close } = await signedInPage(e2e)
    try {
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
      await close()
    }
  })

  test('edit in the side panel: fields, tags and assignment; another browser sees the change live', async () => {
    const first = await signedInPage(e2e)
    const second = await signedInPage(e2e)
    try {
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
      await first.close()
      await second.close()
    }
  })

  test("the open patient has a URL; Back closes it, Forward reopens it", async () => {
    const { page, close } = await signedInPage(e2e)
    await rowOf(page, 'Casey Morgan').getByRole('button', { name: 'Casey Morgan' }).click()
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor()
    assert.match(new URL(page.url()).pathname, /^\/console\/patients\/[0-9a-f]{24}$/)
    const opened = page.url()
    await page.goBack()
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor({ state: 'detached' })
    assert.equal(new URL(page.url()).pathname, '/console/patients')
    await page.goto(opened)
    await page.getByRole('form', { name: 'Casey Morgan' }).waitFor()
    await close()
  })

  test('search asks the server and narrows the table', async () => {
    const { page, close } = await signedInPage(e2e)
    try {
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
      await close()
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

  test('a coordinator is offered only what their role allows: their patients, Save, no Delete; the admin sees Delete', async () => {
    const coordinator = await signedInPage(e2e, { as: 'coordinator' })
    const admin = await signedInPage(e2e)
    try {
      await rowOf(coordinator.page, 'Jordan Rivera').waitFor()
      assert.equal(await coordinator.page.getByTestId('signed-in-user').textContent(), 'Casey Coordinator')
      // Assigned-level reading: only the patients assigned to them are listed
      await rowOf(coordinator.page, 'Sam Lee').waitFor()
      assert.equal(await rowOf(coordinator.page, 'Riley Chen').count(), 0)
      // their role may create patients
      await coordinator.page.getByRole('button', { name: 'Create patient' }).waitFor()
      const panel = await openPatient(coordinator.page, 'Jordan Rivera')
      await panel.getByRole('button', { name: 'Save' }).waitFor()
      // the role permissions are loaded once the panel offers Save; Delete never appears
      assert.equal(await panel.getByRole('button', { name: 'Delete' }).count(), 0)
      assert.equal(await coordinator.page.getByRole('button', { name: 'Delete' }).count(), 0)
      await screenshotBoth(coordinator.page, 'console-coordinator-panel', settled)
      await expectNoSeriousAxeViolations(coordinator.page, 'console coordinator panel')
      assert.deepEqual(coordinator.errors, [])

      const adminPanel = await openPatient(admin.page, 'Jordan Rivera')
      await adminPanel.getByRole('button', { name: 'Delete' }).waitFor()
      await adminPanel.getByRole('button', { name: 'Save' }).waitFor()
    } finally {
      await coordinator.close()
      await admin.close()
    }
  })

  test('unsaved edits in the panel ask before they are lost: Escape, Back; without edits it closes at once; focus follows', async () => {
    const { page, errors, close } = await signedInPage(e2e)
    try {
      await rowOf(page, 'Riley Chen').waitFor()
      const listPath = new URL(page.url()).pathname

      // opening focuses the patient's name; closing without edits asks nothing and focuses the list's h1
      let panel = await openPatient(page, 'Riley Chen')
      await page.waitForFunction(() => document.activeElement?.textContent === 'Riley Chen')
      assert.equal(await focused(page), 'H2 Riley Chen')
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'detached' })
      assert.equal(await page.getByRole('dialog', { name: 'Discard changes?' }).count(), 0)
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
      assert.equal(await focused(page), 'H1 Patients')

      panel = await openPatient(page, 'Riley Chen')
      const patientPath = new URL(page.url()).pathname
      await panel.getByLabel('Phone').fill('5555550177')
      await page.keyboard.press('Escape')
      const ask = page.getByRole('dialog', { name: 'Discard changes?' })
      await ask.getByText('Your changes have not been saved.').waitFor()
      await screenshotBoth(page, 'console-discard-changes', settled)
      await expectNoSeriousAxeViolations(page, 'console discard changes')
      await ask.getByRole('button', { name: 'Keep editing' }).click()
      await ask.waitFor({ state: 'detached' })
      assert.equal(await panel.getByLabel('Phone').inputValue(), '5555550177')

      // Back is held back: the patient stays open at its URL until Discard
      await page.goBack()
      await ask.waitFor()
      assert.equal(new URL(page.url()).pathname, patientPath)
      await ask.getByRole('button', { name: 'Keep editing' }).click()
      await ask.waitFor({ state: 'detached' })
      assert.equal(await panel.getByLabel('Phone').inputValue(), '5555550177')
      assert.equal(new URL(page.url()).pathname, patientPath)

      // the close button, then Discard: closed, nothing saved
      await panel.getByRole('button', { name: 'Close' }).click()
      await ask.getByRole('button', { name: 'Discard' }).click()
      await panel.waitFor({ state: 'detached' })
      await page.waitForURL((u) => u.pathname === listPath)
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
      assert.doesNotMatch((await rowOf(page, 'Riley Chen').textContent()) ?? '', /5555550177|555-0177/)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('unsaved edits: a reload asks (beforeunload), and so does the create dialog; Discard empties it', async () => {
    const { page, close } = await signedInPage(e2e)
    try {
      await rowOf(page, 'Jordan Rivera').waitFor()
      await page.getByRole('button', { name: 'Create patient' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create patient' })
      await dialog.getByLabel('First name').fill('Unsaved')

      // leaving the page asks the browser's own question; dismissing it keeps the page
      const prompted = page.waitForEvent('dialog')
      await page.close({ runBeforeUnload: true })
      const prompt = await prompted
      assert.equal(prompt.type(), 'beforeunload')
      await prompt.dismiss()
      assert.equal(await dialog.getByLabel('First name').inputValue(), 'Unsaved')

      await dialog.getByRole('button', { name: 'Cancel' }).click()
      const ask = page.getByRole('dialog', { name: 'Discard changes?' })
      await ask.getByRole('button', { name: 'Discard' }).click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Create patient' }).click()
      assert.equal(await dialog.getByLabel('First name').inputValue(), '')
      // nothing typed: Cancel closes at once
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      assert.equal(await ask.count(), 0)
    } finally {
      await close()
    }
  })

  test('an expired session returns to sign-in and says so; a sign-out the user clicked does not', async () => {
    const { page, context } = await newPage(e2e.browser)
    try {
      await signIn(page, e2e)
      await rowOf(page, 'Jordan Rivera').waitFor()
      // the session ends on the server (as when it expires or is revoked)
      const token = await page.evaluate(() => localStorage.getItem('care.user.authToken'))
      assert.ok(token)
      const revoked = await fetch(`${e2e.url}/v1/logout-api`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
      assert.ok(revoked.ok, `logout-api answered ${revoked.status}`)

      // the next call is refused
      await page.getByRole('searchbox', { name: 'Search patients' }).fill('rivera')
      const notice = page.getByRole('status').filter({ hasText: 'Your session has expired. Please log in again.' })
      await notice.waitFor()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      assert.equal(await patientsTable(page).count(), 0)
      await screenshotBoth(page, 'console-session-expired')
      await expectNoSeriousAxeViolations(page, 'console session expired')

      // signing in again clears it; signing out on purpose shows nothing
      await page.getByLabel('Email').fill(e2e.demo.adminEmail)
      await page.getByLabel('Password').fill(e2e.demo.adminPassword)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await rowOf(page, 'Jordan Rivera').waitFor()
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      assert.equal(await notice.count(), 0)
    } finally {
      await context.close()
    }
  })

  test("moving to an area puts focus on its h1", async () => {
    const { page, close } = await signedInPage(e2e)
    try {
      await rowOf(page, 'Jordan Rivera').waitFor()
      // an unknown console page, then the Patients area from the navigation
      await page.evaluate(() => {
        window.history.pushState(null, '', '/console/nowhere')
      })
      await page.getByText('Page not found').waitFor()
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Patients' }).click()
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
      assert.equal(await focused(page), 'H1 Patients')
    } finally {
      await close()
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
