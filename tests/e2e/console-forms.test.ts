// The console's Forms area end to end: staff build a branching form in the builder (a choice, two
// branches by previousEquals, a file and a signature question; a question moved with the
// keyboard), see it as a flowchart, preview it with the real engine, send it (whatever the server
// answers is what shows), open the seeded check-in's responses and download a PDF and the zipped
// export, import a CSV into the seeded database with one bad row, and fill a form from a
// patient's chart Forms tab; turn a form's public link on in Details and read it back. axe finds
// nothing serious at 1280 and 360 px. Screenshots go to
// tests/e2e/artifacts/ (console-forms-*).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { unzipSync } from 'fflate'
import type { Download, Locator, Page } from 'playwright-core'
import { e2eSkipReason, readSmsOutbox, screenshot, startE2E, waitForMail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-patients', 'console-patient-chart', 'console-forms']
const NARROW = { width: 360, height: 740 }
const WIDE = { width: 1280, height: 800 }

/** a page of the suite's signed-in session (console-pages.ts) goes to `path` and waits for its h1 */
async function openAt(page: Page, e2e: E2E, path: string, heading: string) {
  await page.goto(`${e2e.url}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
}

/** opens a MUI select by its accessible name and picks an option */
async function choose(page: Page, scope: Locator | Page, name: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** axe at 1280 and 360 px, with a screenshot at each width */
async function checkBothWidths(page: Page, name: string, ready: (p: Page) => Promise<unknown>) {
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport)
    await ready(page)
    await settled(page)
    await expectNoSeriousAxeViolations(page, `${name} ${viewport.width} px`)
    // nothing wider than the screen except inside its own scrolling box
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    assert.ok(overflow <= 1, `${name} ${viewport.width} px overflows by ${overflow}px`)
    await screenshot(page, `console-forms-${name}`)
  }
  await page.setViewportSize(WIDE)
}

const questionTitles = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('heading', { level: 3 }).allTextContents()

async function addQuestion(page: Page, type: string, title: string) {
  await page.getByRole('button', { name: 'Add question' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add question' })
  await choose(page, dialog, /^Type/, type)
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  const editor = page.getByRole('dialog', { name: `Edit question: ${type}` })
  await editor.waitFor()
  return editor
}

/** presses the mouse on `from`'s drag handle and moves it in steps onto `to`'s upper part */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = await from.getByRole('button', { name: /^Move / }).boundingBox()
  const b = await to.boundingBox()
  assert.ok(a && b)
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  // past the 5 px activation distance first, then onto the target
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 - 10, { steps: 3 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height * 0.25, { steps: 15 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height * 0.2, { steps: 3 })
  await page.mouse.up()
}

/** A download's bytes: saved through the browser connection (the shared Chromium runs in another process, so it has no local path) */
async function savedBytes(download: Download) {
  const dir = mkdtempSync(join(tmpdir(), 'care-download-'))
  try {
    const file = join(dir, download.suggestedFilename() || 'download')
    await download.saveAs(file)
    return readFileSync(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('console forms', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  const api = (method: string, path: string, body?: unknown) => admin.api<any>(method, path, body)

  before(async () => {
    // a demo clinic of its own: it asserts the seeded forms, responses and databases as they were seeded (other suites fill Jordan's intake)
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test('the forms list: the seeded forms with fields and responses, a form made elsewhere arriving live; axe at 1280 and 360 px', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openAt(page, e2e, '/console/forms', 'Forms')
      assert.equal(await page.getByRole('link', { name: 'Forms', exact: true }).getAttribute('aria-current'), 'page')
      const table = page.getByRole('table', { name: 'Forms' })
      const intake = table.getByRole('row').filter({ hasText: 'New patient intake' })
      assert.match((await intake.textContent()) ?? '', /New patient intake6/)
      await table.getByRole('link', { name: /^Responses to Weekly check-in: 1 of 1$/ }).waitFor()
      await checkBothWidths(page, 'list', (p) => p.getByRole('link', { name: /^Responses to Weekly check-in/ }).waitFor())
      // a form made elsewhere (another session, the API) appears without a reload
      const other = `Made elsewhere ${randomBytes(3).toString('hex')}`
      await api('POST', '/form', { title: other })
      await table.getByRole('link', { name: other, exact: true }).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("the demo coordinator is offered what their role allows: Send, never Create form, Delete form or Create database; an unassigned patient's chart says so", async () => {
    const { page, errors, close } = await signedInPage(e2e, { as: 'coordinator', at: false })
    try {
      await openAt(page, e2e, '/console/forms', 'Forms')
      await page.getByRole('button', { name: 'Send New patient intake' }).waitFor()
      assert.equal(await page.getByRole('button', { name: 'Create form' }).count(), 0)
      await page.getByRole('link', { name: 'New patient intake', exact: true }).click()
      await page.getByRole('button', { name: 'Send to a patient' }).waitFor()
      for (const name of ['Delete form', 'Details', 'Add question']) assert.equal(await page.getByRole('button', { name }).count(), 0, name)
      await page.goto(`${e2e.url}/console/forms/databases`)
      await page.getByRole('heading', { level: 1, name: 'Databases' }).waitFor()
      assert.equal(await page.getByRole('button', { name: 'Create database' }).count(), 0)
      // Riley is nobody's patient: the coordinator is told they are not assigned, not that they were deleted
      const [riley] = await api('GET', `/endusers?filter=${encodeURIComponent(JSON.stringify({ email: e2e.demo.followUpPatientEmail }))}`)
      await page.goto(`${e2e.url}/console/chart/${riley.id}`)
      await page.getByText('This patient is not assigned to you.', { exact: false }).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('staff build a branching form (a choice, two branches by answer, a file, a signature; questions moved with the keyboard and the mouse), see its flowchart and preview it', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    const title = `Allergy check ${randomBytes(3).toString('hex')}`
    try {
      await openAt(page, e2e, '/console/forms', 'Forms')
      await page.getByRole('button', { name: 'Create form' }).click()
      const create = page.getByRole('dialog', { name: 'Create form' })
      await create.getByLabel('Title').fill(title)
      await create.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByText('No questions yet: add the first one.').waitFor()

      let editor = await addQuestion(page, 'Multiple choice', 'Do you have allergies?')
      await editor.getByLabel('Choices (one a line)').fill('Yes\nNo')
      await editor.getByRole('button', { name: 'Save' }).click()
      await editor.waitFor({ state: 'detached' })
      editor = await addQuestion(page, 'Short text', 'Which allergies?')
      await editor.getByRole('button', { name: 'Cancel' }).click()
      editor = await addQuestion(page, 'Signature', 'Sign here')
      await editor.getByLabel('Consent text').fill('I confirm these answers are true.')
      await editor.getByRole('button', { name: 'Save' }).click()
      await editor.waitFor({ state: 'detached' })
      editor = await addQuestion(page, 'File', 'Upload your last lab report')
      await editor.getByLabel('Allowed file types').fill('image, pdf')
      await editor.getByRole('button', { name: 'Save' }).click()
      await editor.waitFor({ state: 'detached' })
      assert.deepEqual(await questionTitles(page), ['1. Do you have allergies? *', '2. Which allergies? *', '3. Sign here *', '4. Upload your last lab report *'])

      // the file question moves above the signature with the keyboard
      const handle = page.getByRole('button', { name: 'Move Upload your last lab report' })
      assert.equal(await handle.getAttribute('aria-roledescription'), 'sortable')
      const instructions = await handle.getAttribute('aria-describedby')
      assert.match((await page.locator(`[id="${instructions}"]`).textContent()) ?? '', /To move a question, press Space or Enter/)
      await handle.press('Space')
      const live = page.locator('[id^="DndLiveRegion"]')
      await live.filter({ hasText: 'Picked up question Upload your last lab report. It is at position 4 of 4.' }).waitFor({ state: 'attached' })
      await page.keyboard.press('ArrowUp')
      await live.filter({ hasText: 'moved to position 3 of 4' }).waitFor({ state: 'attached' })
      await page.keyboard.press('Space')
      await live.filter({ hasText: 'dropped at position 3 of 4' }).waitFor({ state: 'attached' })
      await page.getByText('"Upload your last lab report" moved to position 3').waitFor()
      await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Questions"] h3')[2]?.textContent === '3. Upload your last lab report *')
      assert.deepEqual(await questionTitles(page), ['1. Do you have allergies? *', '2. Which allergies? *', '3. Upload your last lab report *', '4. Sign here *'])
      // and with the mouse: the signature above the file, then the file back above the signature
      const row = (title: string) => page.locator('li[data-field-id]').filter({ has: page.getByRole('button', { name: `Move ${title}`, exact: true }) })
      const expectOrder = (titles: string[]) =>
        page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('ul[aria-label="Questions"] h3')].map((h) => h.textContent)) === JSON.stringify(want), titles)
      await dragWithMouse(page, row('Sign here'), row('Upload your last lab report'))
      await expectOrder(['1. Do you have allergies? *', '2. Which allergies? *', '3. Sign here *', '4. Upload your last lab report *'])
      await page.getByText('"Sign here" moved to position 3').waitFor()
      await dragWithMouse(page, row('Upload your last lab report'), row('Sign here'))
      await expectOrder(['1. Do you have allergies? *', '2. Which allergies? *', '3. Upload your last lab report *', '4. Sign here *'])
      await page.getByText('"Upload your last lab report" moved to position 3').waitFor()
      await checkBothWidths(page, 'builder', (p) => p.getByRole('list', { name: 'Questions' }).waitFor())

      // branches: 'Which allergies?' when Yes, the lab report when No, both then the signature
      await page.getByRole('tab', { name: 'Branching' }).click()
      await page.waitForURL(/\/branching$/)
      const conditions = page.locator('section[aria-labelledby="conditions-heading"]')
      const branchOn = async (question: string, answer: string) => {
        await choose(page, conditions, /^Question/, question)
        await choose(page, conditions, /^Condition 1 (After|First|When)/, "When a question's answer is")
        await choose(page, conditions, /^Condition 1 question/, 'Do you have allergies?')
        await choose(page, conditions, /^Condition 1 answer/, answer)
        await conditions.getByRole('button', { name: 'Save conditions' }).click()
        await conditions.getByText('Conditions saved').waitFor()
      }
      await branchOn('Which allergies?', 'Yes')
      await branchOn('Upload your last lab report', 'No')
      await choose(page, conditions, /^Question/, 'Sign here')
      await conditions.getByRole('button', { name: 'Add condition' }).click()
      await choose(page, conditions, /^Condition 2 question/, 'Which allergies?')
      await conditions.getByRole('button', { name: 'Save conditions' }).click()
      await conditions.getByText('Conditions saved').waitFor()
      const words = page.getByRole('list', { name: 'The flow in words' })
      await words.getByText('Which allergies?: When "Do you have allergies?" is "Yes"').waitFor()
      await words.getByText('Upload your last lab report: When "Do you have allergies?" is "No"').waitFor()
      await words.getByText('Sign here: After "Upload your last lab report"; After "Which allergies?"').waitFor()

      // the flowchart: Start and four questions; the two answer branches labelled
      const chart = page.getByTestId('flowchart')
      await chart.locator('.react-flow__node').nth(4).waitFor()
      assert.equal(await chart.locator('.react-flow__node').count(), 5)
      const labels = await chart.locator('.react-flow__edge-text').allTextContents()
      for (const label of ['= Yes', '= No', 'next']) assert.ok(labels.includes(label), `edge '${label}' in ${labels.join(', ')}`)
      assert.equal(await chart.locator('.react-flow__edge').count(), 5)
      // an edge drawn by dragging from one question's lower handle to another's upper one: the second also follows the first
      const node = (title: string) => chart.locator('.react-flow__node').filter({ hasText: title })
      const from = await node('Which allergies?').locator('.react-flow__handle.source').boundingBox()
      const to = await node('Upload your last lab report').locator('.react-flow__handle.target').boundingBox()
      assert.ok(from && to)
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
      await page.mouse.up()
      await words.getByText('Upload your last lab report: When "Do you have allergies?" is "No"; After "Which allergies?"').waitFor()
      await chart.locator('.react-flow__edge').nth(5).waitFor()
      // 'Sign here' comes first in the form, so from 'Which allergies?' the engine goes there: the new line is never taken
      await chart.locator('.react-flow__edge-text').filter({ hasText: 'not taken' }).waitFor()
      await checkBothWidths(page, 'branching', (p) => p.getByRole('list', { name: 'The flow in words' }).waitFor())
      // narrow screens have the conditions and the flow in words, not the chart
      await page.setViewportSize(NARROW)
      await chart.waitFor({ state: 'detached' })
      await page.setViewportSize(WIDE)
      await chart.waitFor()

      // the stored fields say the same
      const form = (await api('GET', `/forms?filter=${encodeURIComponent(JSON.stringify({ title }))}`))[0]
      const fields = (await api('GET', `/form-fields?filter=${encodeURIComponent(JSON.stringify({ formId: form.id }))}`)) as { id: string; title: string; type: string; previousFields: unknown[]; options?: Record<string, unknown> }[]
      const byTitle = (t: string) => fields.find((f) => f.title === t)!
      const choice = byTitle('Do you have allergies?')
      assert.deepEqual(choice.options?.choices, ['Yes', 'No'])
      assert.deepEqual(byTitle('Which allergies?').previousFields, [{ type: 'previousEquals', info: { fieldId: choice.id, equals: 'Yes' } }])
      assert.deepEqual(byTitle('Upload your last lab report').previousFields, [
        { type: 'previousEquals', info: { fieldId: choice.id, equals: 'No' } }, { type: 'after', info: { fieldId: byTitle('Which allergies?').id } },
      ])
      assert.deepEqual(byTitle('Upload your last lab report').options?.validFileTypes, ['image', 'pdf'])
      assert.equal(byTitle('Sign here').type, 'signature')

      // preview with the real engine: Yes leads to the question about allergies, No to the file
      await page.getByRole('tab', { name: 'Preview' }).click()
      const preview = page.getByTestId('form-preview')
      await preview.getByRole('radio', { name: 'Yes' }).check()
      await preview.getByRole('button', { name: 'Next' }).click()
      await preview.getByRole('heading', { name: /Which allergies\?/ }).waitFor()
      await preview.getByRole('textbox').fill('Penicillin')
      await preview.getByRole('button', { name: 'Next' }).click()
      await preview.getByText('Enter your legal full name to complete the signature').waitFor()
      await checkBothWidths(page, 'preview', (p) => p.getByTestId('form-preview').waitFor())
      await page.getByRole('button', { name: 'Restart preview' }).click()
      await preview.getByRole('radio', { name: 'No' }).check()
      await preview.getByRole('button', { name: 'Next' }).click()
      await preview.getByText('Select a File').waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a form's public link: turned on in Details with what a visitor gives first, copied, read back, and open to anyone; a question saved to the patient's record and cleared; axe at 1280 and 360 px", async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    const title = `Public sign-up ${randomBytes(3).toString('hex')}`
    try {
      const form = await api('POST', '/form', { title })
      await api('POST', '/form-field', { formId: form.id, title: 'Your name', type: 'string', previousFields: [{ type: 'root', info: {} }] })
      // the session's context: its permissions are cleared when the test ends
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url })
      await openAt(page, e2e, `/console/forms/${form.id}`, title)
      await page.getByRole('button', { name: 'Details' }).click()
      let dialog = page.getByRole('dialog', { name: 'Form details' })
      assert.equal(await dialog.getByRole('textbox', { name: 'Public link' }).count(), 0, 'off: no link')
      await dialog.getByRole('switch', { name: 'Anyone with the link may fill this form' }).check()
      const link = `${e2e.url}/link/form?f=${form.id}`
      assert.equal(await dialog.getByRole('textbox', { name: 'Public link' }).inputValue(), link)
      await dialog.getByText('The link works once the details are saved.').waitFor()
      await choose(page, dialog, /^Phone/, 'Required')
      await choose(page, dialog, /^Date of birth/, 'Asked, optional')
      await dialog.getByLabel('After submit, go to').fill('https://clinic.example.com/thanks')
      await dialog.getByLabel('Background colour').fill('#f5f7fa')
      await checkBothWidths(page, 'public-link', (p) => p.getByRole('dialog', { name: 'Form details' }).getByRole('textbox', { name: 'Public link' }).waitFor())
      // Copy, from the keyboard
      await dialog.getByRole('button', { name: 'Copy' }).focus()
      await page.keyboard.press('Enter')
      await dialog.getByRole('status').getByText('Link copied').waitFor()
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })

      const stored = await api('GET', `/form/${form.id}`)
      assert.equal(stored.allowPublicURL, true)
      assert.equal(stored.intakePhone, 'required')
      assert.equal(stored.intakeDateOfBirth, 'optional')
      assert.equal(stored.submitRedirectURL, 'https://clinic.example.com/thanks')
      assert.equal(stored.backgroundColor, '#f5f7fa')
      // read back: the saved link
      await page.getByRole('button', { name: 'Details' }).click()
      dialog = page.getByRole('dialog', { name: 'Form details' })
      assert.equal(await dialog.getByRole('textbox', { name: 'Public link' }).inputValue(), link)
      assert.equal(await dialog.getByRole('button', { name: 'Save' }).isDisabled(), true, 'nothing changed')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })
      // anyone (no session) may now read what the link's page shows first
      const anonymous = await fetch(`${e2e.url}/v1/forms/public-details?formId=${form.id}`)
      assert.equal(anonymous.status, 200)
      const details = ((await anonymous.json()) as { form: Record<string, unknown> }).form
      assert.equal(details.allowPublicURL, true)
      assert.equal(details.intakePhone, 'required')

      // the question's link to the patient and a call-out, as the SDK shapes them; cleared again with null
      const [question] = (await api('GET', `/form-fields?filter=${encodeURIComponent(JSON.stringify({ formId: form.id }))}`)) as { id: string }[]
      await page.getByRole('button', { name: 'Edit Your name' }).click()
      let editor = page.getByRole('dialog', { name: 'Edit question: Short text' })
      await choose(page, editor, /^Answer saved to the patient/, 'First name')
      await editor.getByLabel("Start with the patient's current value").check()
      await editor.getByLabel(/^Call out these answers/).fill('Test')
      await checkBothWidths(page, 'field-patient', (p) => p.getByRole('dialog', { name: 'Edit question: Short text' }).getByLabel("Start with the patient's current value").waitFor())
      await editor.getByRole('button', { name: 'Save' }).click()
      await editor.waitFor({ state: 'detached' })
      let field = await api('GET', `/form-field/${question.id}`)
      assert.equal(field.intakeField, 'fname')
      assert.equal(field.prepopulateFromFields, true)
      assert.deepEqual(field.calloutConditions, [{ comparison: 'Equals', value: 'Test' }])
      await page.getByRole('button', { name: 'Edit Your name' }).click()
      editor = page.getByRole('dialog', { name: 'Edit question: Short text' })
      await choose(page, editor, /^Answer saved to the patient/, /^Nothing/)
      await editor.getByRole('button', { name: 'Save' }).click()
      await editor.waitFor({ state: 'detached' })
      field = await api('GET', `/form-field/${question.id}`)
      assert.ok(!field.intakeField, `intakeField unset, not ${JSON.stringify(field.intakeField)}`)
      assert.equal(field.prepopulateFromFields, false)
      assert.deepEqual(errors, [])
    } finally {
      await page.context().clearPermissions()
      await close()
    }
  })

  test("send to a patient: the server's answer is what shows — the link by email or text, or its refusal", async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openAt(page, e2e, '/console/forms', 'Forms')
      await page.getByRole('button', { name: 'Send Weekly check-in' }).click()
      const dialog = page.getByRole('dialog', { name: 'Send "Weekly check-in"' })
      await dialog.getByLabel('Patient').fill('Jordan')
      await page.getByRole('option', { name: /Jordan Rivera/ }).click()
      await dialog.getByLabel('Email').check()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'send dialog 1280 px')
      const answered = page.waitForResponse((r) => r.url().endsWith('/v1/forms/send') && r.request().method() === 'POST')
      await dialog.getByRole('button', { name: 'Send' }).click()
      const response = await answered
      if (response.ok()) {
        const body = (await response.json()) as { url: string; via: string; accessCode: string }
        assert.equal(body.via, 'smtp')
        await dialog.getByRole('status').getByText('Sent by email to Jordan Rivera.').waitFor()
        // the mail with the link reached the development mailbox
        const mail = await waitForMail(e2e.url, e2e.demo.patientEmail, { match: (m) => JSON.stringify(m).includes(body.accessCode) })
        assert.ok(mail)
        assert.equal(await dialog.getByRole('link', { name: "The form's link" }).getAttribute('href'), body.url)
      } else {
        const alert = dialog.getByRole('alert')
        await alert.waitFor()
        const message = ((await response.json().catch(() => ({}))) as { message?: string }).message
        if (message && response.status() !== 500) assert.equal(await alert.textContent(), message)
        assert.equal(await dialog.getByRole('status').count(), 0, 'no success after a refusal')
      }
      await screenshot(page, 'console-forms-send')
      await dialog.getByRole('button', { name: 'Done' }).click()
      await dialog.waitFor({ state: 'detached' })

      // Casey Morgan has a phone only: email is refused in the server's words, a text goes out
      await page.getByRole('button', { name: 'Send Weekly check-in' }).click()
      await dialog.getByLabel('Patient').fill('Casey')
      await page.getByRole('option', { name: /Casey Morgan/ }).click()
      await dialog.getByLabel('Email').check()
      await dialog.getByRole('button', { name: 'Send' }).click()
      assert.equal(await dialog.getByRole('alert').textContent(), 'Patient has no email address')
      assert.equal(await dialog.getByRole('status').count(), 0, 'no success after a refusal')
      await dialog.getByLabel('SMS').check()
      const texted = page.waitForResponse((r) => r.url().endsWith('/v1/forms/send') && r.request().method() === 'POST')
      await dialog.getByRole('button', { name: 'Send' }).click()
      const sms = (await (await texted).json()) as { via: string; accessCode: string }
      const words = sms.via === 'outbox'
        ? 'The text message to Casey Morgan is waiting in the SMS outbox: no SMS provider is configured.'
        : 'Sent by text message to Casey Morgan.'
      await dialog.getByRole('status').getByText(words).waitFor()
      if (sms.via === 'outbox') {
        const outbox = await readSmsOutbox(e2e.url, e2e.demo.smsPatientPhone)
        assert.ok(outbox.some((m) => JSON.stringify(m).includes(sms.accessCode)), 'the text with the link is in the outbox')
      }
      await screenshot(page, 'console-forms-send-sms')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("responses: the seeded check-in's answers, its PDF, and all PDFs zipped with progress", async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await openAt(page, e2e, '/console/forms', 'Forms')
      await page.getByRole('link', { name: /^Responses to Weekly check-in/ }).click()
      await page.waitForURL(/\/responses$/)
      const table = page.getByRole('table', { name: 'Responses' })
      // the seeded submitted one (the send test may have added one not started yet)
      const row = table.getByRole('row').filter({ hasText: 'Jordan Rivera' }).filter({ hasText: 'Submitted' })
      await row.waitFor()
      await row.getByRole('button', { name: 'Open the response of Jordan Rivera' }).click()
      const answers = page.getByRole('dialog', { name: 'Weekly check-in — Jordan Rivera' })
      await answers.getByText('Sugars were steadier this week after the diet change.').waitFor()
      await answers.getByText('7', { exact: true }).waitFor()
      const pdf = page.waitForEvent('download')
      await answers.getByRole('button', { name: 'Download PDF' }).click()
      const file = await pdf
      assert.match(file.suggestedFilename(), /\.pdf$/)
      assert.equal((await savedBytes(file)).subarray(0, 5).toString(), '%PDF-')
      await answers.getByRole('button', { name: 'Close' }).click()

      const zip = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export all PDFs' }).click()
      const archive = await zip
      assert.equal(archive.suggestedFilename(), 'Weekly check-in responses.zip')
      const files = unzipSync(new Uint8Array(await savedBytes(archive)))
      const names = Object.keys(files)
      const shown = (await table.getByRole('row').count()) - 1
      assert.equal(names.length, shown, 'one PDF a response')
      for (const name of names) {
        assert.match(name, /\.pdf$/)
        assert.equal(Buffer.from(files[name]).subarray(0, 5).toString(), '%PDF-')
      }
      await page.getByText(`Exported ${shown} of ${shown} PDFs`).waitFor()
      await checkBothWidths(page, 'responses', (p) => p.getByRole('table', { name: 'Responses' }).waitFor())
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('databases: the seeded plans; a CSV with one bad row imports the rest and names the bad row', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    const tag = randomBytes(2).toString('hex')
    try {
      await openAt(page, e2e, '/console/forms/databases', 'Databases')
      await page.getByRole('link', { name: 'Insurance plans' }).click()
      await page.getByRole('heading', { level: 1, name: 'Insurance plans' }).waitFor()
      const table = page.getByRole('table', { name: 'Records of Insurance plans' })
      await table.getByRole('row').filter({ hasText: 'Blue Shield PPO' }).waitFor()
      const before = await table.getByRole('row').count()
      await page.getByRole('button', { name: 'Import CSV' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import CSV into Insurance plans' })
      const csv = `Plan,Carrier,Copay\nCigna Open ${tag},Cigna,25\nUnited Choice ${tag},United,ten\nKaiser Gold ${tag},Kaiser,30\n`
      await dialog.getByLabel('CSV file').setInputFiles({ name: 'plans.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
      await dialog.getByText('Imported 2 of 3 rows').waitFor()
      assert.equal(await dialog.getByRole('list', { name: 'Rows not imported' }).textContent(), 'Row 3: Number value must be a number')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'CSV import 1280 px')
      await screenshot(page, 'console-forms-import')
      await dialog.getByRole('button', { name: 'Done' }).click()
      await table.getByRole('row').filter({ hasText: `Kaiser Gold ${tag}` }).waitFor()
      assert.equal(await table.getByRole('row').count(), before + 2)
      assert.equal(await table.getByRole('row').filter({ hasText: `United Choice ${tag}` }).count(), 0)
      await checkBothWidths(page, 'records', (p) => p.getByRole('table', { name: 'Records of Insurance plans' }).waitFor())
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("the chart's Forms tab: the patient's responses, a form filled as staff, an internal note", async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      const [jordan] = await api('GET', `/endusers?filter=${encodeURIComponent(JSON.stringify({ email: e2e.demo.patientEmail }))}`)
      await openAt(page, e2e, `/console/chart/${jordan.id}/forms`, 'Jordan Rivera')
      const list = page.getByRole('list', { name: 'Forms' })
      await list.getByRole('listitem').filter({ hasText: 'Weekly check-in' }).filter({ hasText: 'Submitted' }).waitFor()
      await list.getByRole('listitem').filter({ hasText: 'New patient intake' }).waitFor()
      await checkBothWidths(page, 'chart-tab', (p) => p.getByRole('list', { name: 'Forms' }).waitFor())

      await page.getByRole('button', { name: 'Fill a form' }).click()
      let dialog = page.getByRole('dialog', { name: 'Fill a form for the patient' })
      await choose(page, dialog, /^Form/, 'Weekly check-in')
      await dialog.getByRole('button', { name: 'Start' }).click()
      dialog = page.getByRole('dialog', { name: 'Weekly check-in' })
      await dialog.getByText('How are you feeling this week?').waitFor()
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByRole('textbox').fill('Filled by staff on the phone.')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'chart fill 1280 px')
      await screenshot(page, 'console-forms-chart-fill')
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await dialog.getByText('Your response was successfully recorded').waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await page.getByText('"Weekly check-in" submitted').waitFor()
      await page.waitForFunction(() => [...document.querySelectorAll('ul[aria-label="Forms"] > li')].filter((li) => /Weekly check-in.*Submitted/.test(li.textContent ?? '')).length === 2)
      const stored = await api('GET', `/form-responses?filter=${encodeURIComponent(JSON.stringify({ enduserId: jordan.id }))}`)
      assert.ok(stored.some((r: { responses?: { answer: { value: unknown } }[] }) => r.responses?.some((e) => e.answer.value === 'Filled by staff on the phone.')))

      await page.getByRole('button', { name: 'New internal note' }).click()
      dialog = page.getByRole('dialog', { name: 'New internal note' })
      await choose(page, dialog, /^Form/, 'Weekly check-in')
      await dialog.getByRole('button', { name: 'Start' }).click()
      await page.getByRole('dialog', { name: 'Weekly check-in' }).getByText('How are you feeling this week?').waitFor()
      await page.getByRole('dialog', { name: 'Weekly check-in' }).getByRole('button', { name: 'Close' }).click()
      await list.getByRole('listitem').filter({ hasText: 'Internal note' }).getByRole('button', { name: 'Continue filling Weekly check-in' }).waitFor()
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
