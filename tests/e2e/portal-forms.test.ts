// The portal's forms (spec 2 §2.5, §2.8, §2.9) in a real browser on the demo clinic: Jordan sees
// Home's 'You have 1 outstanding form(s) - click here to view', follows it to Documents ('Outstanding
// Forms', 'Your Forms'), fills the seeded branching intake (smoking → how many, a plan from the
// Insurance plans database, a photo of the insurance card, a consent signature), loses the
// connection mid-way (the answer waits on the device and reaches the server when it returns; a
// reload resumes at the same question), submits, and finds it under 'Your Forms' with View
// Responses. An anonymous visitor fills a public form by link (intake, then the questions); a form
// that is not public says 'This form is no longer available'. A form walked with the keyboard
// alone (Tab, Space, Enter) to submission. axe finds nothing serious at 1280 and 360 px;
// screenshots at both widths.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { e2eSkipReason, newPage, PORTAL_FRONTENDS, screenshotBoth, signedInPortalPage, signInWithPassword, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAKklEQVR42mNkYPj/n4EBCBgZGRn+MzCAAIQBEWBiYmJgYmJiQBdgYGBgAABgDAQBqTHbvAAAAABJRU5ErkJggg==',
  'base64',
)
const NARROW = { width: 360, height: 740 }

interface ResponseRecord {
  id: string
  formTitle?: string
  submittedAt?: string
  responses?: { fieldTitle?: string; answer: { type: string; value?: unknown } }[]
}

describe('portal forms', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: Principal
  let patientId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  /** the question on screen (the engine's field heading) */
  const question = (page: Page, title: string | RegExp) => page.getByRole('heading', { name: title })
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click()
  const dialogSettled = (page: Page) => page.waitForFunction(() => {
    const paper = document.querySelector('[role="dialog"]')
    return !!paper && getComputedStyle(paper.parentElement as Element).opacity === '1'
  })
  /** no CSS transition running (axe would measure a button halfway from its disabled grey) */
  const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const axe = async (page: Page, where: string) => {
    await settled(page)
    await expectNoSeriousAxeViolations(page, where)
  }
  const noOverflow = async (page: Page, where: string) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok(overflow <= 0, `${where}: the page is ${overflow} px wider than the screen`)
  }

  before(async () => {
    // a demo clinic of its own: it asserts Jordan's outstanding forms as seeded (other suites send and fill them)
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-documents', 'portal-forms'], ownClinic: true })
    const { authToken } = await call<{ authToken: string }>({}, 'POST', '/users/login', { email: e2e.demo.adminEmail, password: e2e.demo.adminPassword })
    admin = { authorization: `Bearer ${authToken}` }
    const [jordan] = await call<{ id: string }[]>(admin, 'GET', '/endusers', { filter: { email: e2e.demo.patientEmail } })
    patientId = jordan.id
  })
  after(() => e2e?.close())

  test('Jordan: Home banner → Documents → fills the branching intake with a file and a signature, offline mid-way, submits; Your Forms → View Responses', async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signInWithPassword(page, e2e, e2e.demo.patientEmail, e2e.demo.patientPassword)
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    const banner = page.getByRole('link', { name: 'You have 1 outstanding form(s) - click here to view' })
    await banner.waitFor()
    await axe(page, 'home with the forms banner')
    await banner.click()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')

    const outstanding = page.getByRole('region', { name: 'Outstanding Forms' })
    const yours = page.getByRole('region', { name: 'Your Forms' })
    const intakeRow = outstanding.getByRole('link', { name: /New patient intake/ })
    await intakeRow.waitFor()
    await yours.getByText('Weekly check-in').waitFor()
    await yours.getByText(/^Uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first().waitFor()
    await axe(page, 'documents with forms at 1280 px')
    await screenshotBoth(page, 'portal-forms-documents', (p) => p.getByRole('region', { name: 'Outstanding Forms' }).getByRole('link').first().waitFor())

    // the seeded check-in's answers
    await yours.getByRole('button', { name: 'View Responses: Weekly check-in' }).click()
    const checkIn = page.getByRole('dialog', { name: /Weekly check-in/ })
    await checkIn.getByText('How are you feeling this week?').waitFor()
    await checkIn.getByText('7', { exact: true }).waitFor()
    await dialogSettled(page)
    await axe(page, 'view responses dialog')
    await checkIn.getByRole('button', { name: 'Close' }).click()
    await checkIn.waitFor({ state: 'hidden' })

    // fill the intake
    await intakeRow.click()
    await page.waitForURL(/\/documents\/forms\/[^/]+$/)
    const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
    await page.getByRole('heading', { level: 1, name: 'Welcome! Tell us about yourself' }).waitFor()
    await page.getByText('About 3 minutes. Your answers go to your care team.').waitFor()
    await question(page, /Date of birth/).waitFor()
    const dob = page.locator('input[inputmode="numeric"]')
    if (!(await dob.inputValue())) await dob.fill('03-14-1988')
    await axe(page, 'form fill page, first question')
    await screenshotBoth(page, 'portal-forms-fill', (p) => p.getByRole('heading', { name: /Date of birth/ }).waitFor())
    await next(page)
    await question(page, /Do you currently smoke/).waitFor()
    await page.getByRole('radio', { name: 'Yes' }).check()
    await next(page)
    // the branch: smoking → how many
    await question(page, /How many cigarettes a day/).waitFor()

    // the connection goes: the answer is kept on the device and the patient is told
    await context.setOffline(true)
    await page.locator('input[inputmode="decimal"]').fill('5')
    await next(page)
    await page.getByText(/You are offline\. Your answers are saved on this device/).waitFor()
    await question(page, /Insurance plan/).waitFor()
    const unsent = () => page.evaluate(() => new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('care-form-drafts')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const all = open.result.transaction('drafts').objectStore('drafts').getAll()
        all.onsuccess = () => resolve((all.result as { unsent: unknown[] }[]).reduce((n, d) => n + d.unsent.length, 0))
        all.onerror = () => reject(all.error)
      }
    }))
    assert.ok((await unsent()) >= 1, 'the answer waits on the device while offline')
    await screenshotBoth(page, 'portal-forms-offline', (p) => p.getByText(/You are offline/).waitFor())

    // back online: the waiting answer reaches the server
    const saved = page.waitForResponse((r) => r.url().includes('/v1/save-field-response') && r.request().postData()?.includes('"value":5') === true && r.status() === 200, { timeout: 40_000 })
    await context.setOffline(false)
    await saved
    await page.waitForFunction(() => !document.body.textContent?.includes('You are offline'))
    const draft = await call<ResponseRecord[]>(admin, 'GET', '/form-responses', { filter: { enduserId: patientId } })
    const intake = draft.find((r) => r.formTitle === 'New patient intake' && !r.submittedAt)!
    assert.equal(intake.responses?.find((e) => e.fieldTitle === 'How many cigarettes a day?')?.answer.value, 5)

    // a reload resumes at the same question, the earlier answers kept
    await page.reload()
    await question(page, /Insurance plan/).waitFor()
    assert.equal(await unsent(), 0)
    await page.getByRole('button', { name: 'Previous' }).click()
    await question(page, /How many cigarettes a day/).waitFor()
    assert.equal(await page.locator('input[inputmode="decimal"]').inputValue(), '5')
    await next(page)

    // Database Select: the plans from the database
    await question(page, /Insurance plan/).waitFor()
    await page.getByRole('combobox').click()
    await page.getByRole('option', { name: 'Aetna HMO' }).click()
    await page.keyboard.press('Escape')
    await next(page)
    await question(page, /Photo of your insurance card/).waitFor()
    await page.locator('input[type="file"]').setInputFiles({ name: 'insurance-card.png', mimeType: 'image/png', buffer: PNG })
    await page.getByText('insurance-card.png selected!').waitFor()
    await next(page)
    await question(page, /Consent to treatment/).waitFor()
    await page.getByRole('checkbox', { name: /I consent to use electronic signatures/ }).check()
    await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Rivera')
    await axe(page, 'signature question')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Thank you — your care team will review your answers before your first visit.').waitFor()
    await axe(page, 'thank-you')
    await screenshotBoth(page, 'portal-forms-thank-you', (p) => p.getByText(/Thank you — your care team/).waitFor())

    // the server has it, with the file and the signature
    const after = await call<ResponseRecord[]>(admin, 'GET', '/form-responses', { filter: { enduserId: patientId } })
    const submitted = after.find((r) => r.formTitle === 'New patient intake')!
    assert.ok(submitted.submittedAt)
    const answer = (title: string) => submitted.responses?.find((e) => e.fieldTitle === title)?.answer.value as Record<string, unknown> | unknown[] | undefined
    assert.equal((answer('Photo of your insurance card') as { name?: string }).name, 'insurance-card.png')
    assert.ok((answer('Photo of your insurance card') as { secureName?: string }).secureName)
    assert.deepEqual({ ...(answer('Consent to treatment') as object) }, { ...(answer('Consent to treatment') as object), signed: true, fullName: 'Jordan Rivera' })
    assert.equal(((answer('Insurance plan') as { text: string }[])[0]).text, 'Aetna HMO')

    // the same code again: already submitted
    await page.goto(`${e2e.url}/documents/forms/${encodeURIComponent(code)}?org=${e2e.demo.subdomain}`)
    await page.getByText('This form has already been submitted').waitFor()
    await page.getByRole('button', { name: 'Back to Documents' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
    await outstanding.getByText('You have no outstanding forms').waitFor()
    await yours.getByRole('button', { name: 'View Responses: New patient intake' }).click()
    const dialog = page.getByRole('dialog', { name: /New patient intake/ })
    await dialog.getByText('Signed by Jordan Rivera').waitFor()
    await dialog.getByText('insurance-card.png').waitFor()
    await dialog.getByText('Aetna HMO').waitFor()
    await dialog.getByText('5', { exact: true }).waitFor()
    await dialogSettled(page)
    await screenshotBoth(page, 'portal-forms-view-responses', (p) => p.getByRole('dialog').getByText('Signed by Jordan Rivera').waitFor())
    await dialog.getByRole('button', { name: 'Close' }).click()
    // Home's banner is gone
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    await page.getByRole('heading', { level: 2 }).first().waitFor()
    assert.equal(await page.getByText(/outstanding form/).count(), 0)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('at 360 px: Documents with forms and the fill page fit the screen; axe finds nothing serious', async () => {
    // a fresh form for Jordan to look at
    const [survey] = await call<{ id: string }[]>(admin, 'GET', '/forms', { filter: { title: 'Weekly check-in' } })
    await call(admin, 'POST', '/prepare-form-response', { formId: survey.id, enduserId: patientId, sharedVia: 'Portal' })
    const { page, close } = await signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { viewport: NARROW })
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    // 1 when the first test submitted the intake; this test does not depend on it
    await page.getByRole('link', { name: /^You have \d+ outstanding form\(s\) - click here to view$/ }).click()
    const row = page.getByRole('region', { name: 'Outstanding Forms' }).getByRole('link', { name: /Weekly check-in/ })
    await row.waitFor()
    await noOverflow(page, 'documents at 360 px')
    await axe(page, 'documents with forms at 360 px')
    await row.click()
    await question(page, /How are you feeling this week/).waitFor()
    await noOverflow(page, 'fill page at 360 px')
    await axe(page, 'fill page at 360 px')
    await close()
  })

  test('an anonymous visitor fills a public form by link: intake first, then the questions; a form that is not public is no longer available', async () => {
    const form = await call<{ id: string }>(admin, 'POST', '/form', {
      title: 'Community health screening', description: 'Open to anyone. Two minutes.', allowPublicURL: true, intakeEmailRequired: true,
      thanksMessage: 'Thanks! A nurse will be in touch.', backgroundColor: '#e8f1f8',
    })
    await call(admin, 'POST', '/form-field', { formId: form.id, title: 'What brings you here today?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const privateForm = await call<{ id: string }>(admin, 'POST', '/form', { title: 'Staff only form' })
    await call(admin, 'POST', '/form-field', { formId: privateForm.id, title: 'Secret question', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const email = `visitor-${Date.now()}@example.com`

    for (const viewport of [undefined, NARROW]) {
      const { page, context, errors } = await newPage(e2e.browser, viewport ? { viewport } : {})
      await page.goto(`${e2e.url}/link/form?f=${form.id}&org=${e2e.demo.subdomain}`)
      await page.getByRole('heading', { level: 1, name: 'Community health screening' }).waitFor()
      await page.getByRole('heading', { name: 'Before you start' }).waitFor()
      assert.equal(new URL(page.url()).pathname, '/link/form', 'an anonymous visitor stays on the form')
      await page.getByRole('button', { name: 'Start' }).click()
      await page.getByText('Email is required').waitFor()
      await axe(page, `public form intake${viewport ? ' at 360 px' : ''}`)
      if (!viewport) await screenshotBoth(page, 'portal-forms-public-intake', (p) => p.getByRole('heading', { name: 'Before you start' }).waitFor())
      await page.getByLabel('First name').fill('Robin')
      await page.getByLabel(/Email/).fill(viewport ? `narrow-${email}` : email)
      await page.getByRole('button', { name: 'Start' }).click()
      await question(page, /What brings you here today/).waitFor()
      if (viewport) await noOverflow(page, 'public form at 360 px')
      await axe(page, `public form question${viewport ? ' at 360 px' : ''}`)
      await page.getByRole('textbox').fill('A flu shot')
      await page.getByRole('button', { name: 'Submit' }).click()
      await page.getByText('Thanks! A nurse will be in touch.').waitFor()
      if (!viewport) await screenshotBoth(page, 'portal-forms-public-thanks', (p) => p.getByText('Thanks! A nurse will be in touch.').waitFor())
      // the visitor was never signed in to the portal
      await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
      await page.waitForURL(/\/login/)
      assert.deepEqual(errors, [])
      await context.close()
    }
    const responses = await call<(ResponseRecord & { enduserId: string })[]>(admin, 'GET', '/form-responses', { filter: { formId: form.id } })
    const done = responses.filter((r) => r.submittedAt)
    assert.equal(done.length, 2)
    assert.equal(done[0]!.responses?.[0]?.answer.value, 'A flu shot')
    const [visitor] = await call<{ id: string; fname?: string }[]>(admin, 'GET', '/endusers', { filter: { email } })
    assert.equal(visitor?.fname, 'Robin')

    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/link/form?f=${privateForm.id}&org=${e2e.demo.subdomain}`)
    await page.getByText('This form is no longer available').waitFor()
    await axe(page, 'form no longer available')
    await context.close()
  })
  test('keyboard only: Tab, Space and Enter walk a branching form (text, a choice, long text, a rating, checkboxes, a signature with its terms) to submission; axe finds nothing serious', async () => {
    const form = await call<{ id: string }>(admin, 'POST', '/form', { title: 'Sleep and allergies', thanksMessage: 'Thanks, all done.' })
    const add = (f: Record<string, unknown>) => call<{ id: string }>(admin, 'POST', '/form-field', { formId: form.id, ...f })
    const after = (id: string) => [{ type: 'after', info: { fieldId: id } }]
    const name = await add({ title: 'What should we call you?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const allergic = await add({ title: 'Do you have any allergies?', type: 'multiple_choice', options: { choices: ['Yes', 'No'], radio: true }, previousFields: after(name.id) })
    const which = await add({ title: 'Which allergies?', type: 'stringLong', previousFields: [{ type: 'previousEquals', info: { fieldId: allergic.id, equals: 'Yes' } }] })
    const none = await add({ title: 'Anything else we should know?', type: 'string', isOptional: true, previousFields: after(allergic.id) })
    const sleep = await add({ title: 'How well do you sleep?', type: 'rating', previousFields: [...after(which.id), ...after(none.id)] })
    const how = await add({ title: 'How should we send your medication list?', type: 'multiple_choice', options: { choices: ['Paper', 'Email'] }, previousFields: after(sleep.id) })
    await add({ title: 'Consent to share with your pharmacy', type: 'signature', previousFields: after(how.id) })
    const { accessCode } = await call<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patientId, sharedVia: 'Portal' })

    const { page, errors, close } = await signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { at: `/documents/forms/${encodeURIComponent(accessCode)}?org=${e2e.demo.subdomain}` })
    await question(page, /What should we call you/).waitFor()
    const focused = (target: ReturnType<Page['locator']>) => target.evaluate((el) => el === document.activeElement)
    /** Tab until `target` has the focus (from wherever it is: the page's navigation comes first) */
    const tabTo = async (target: ReturnType<Page['locator']>, what: string) => {
      for (let presses = 0; presses < 80; presses++) {
        if (await focused(target)) return
        await page.keyboard.press('Tab')
      }
      assert.fail(`Tab never reached ${what}`)
    }
    const headingFocused = (title: RegExp) => page.waitForFunction((source) => document.activeElement?.tagName === 'H2' && new RegExp(source).test(document.activeElement.textContent ?? ''), title.source)

    await tabTo(page.getByRole('textbox', { name: /What should we call you/ }), 'the name box')
    await page.keyboard.type('Sam')
    await axe(page, 'keyboard walk, first question')
    await page.keyboard.press('Enter')
    // each new page puts the focus on its question, so it is read out
    await headingFocused(/Do you have any allergies/)
    await tabTo(page.getByRole('radio', { name: 'Yes' }), "the 'Yes' radio")
    await page.keyboard.press('Space')
    assert.equal(await page.getByRole('radio', { name: 'Yes' }).isChecked(), true)
    await page.keyboard.press('Enter')
    await headingFocused(/Which allergies/)
    const story = page.getByRole('textbox', { name: /Which allergies/ })
    await tabTo(story, 'the long text box')
    await page.keyboard.type('Peanuts')
    // Enter makes a new line in long text; the Next button is reached with Tab and pressed with Space
    await page.keyboard.press('Enter')
    await page.keyboard.type('Cats')
    assert.equal(await story.inputValue(), 'Peanuts\nCats')
    await tabTo(page.getByRole('button', { name: 'Next', exact: true }), 'Next')
    await page.keyboard.press('Space')
    await headingFocused(/How well do you sleep/)
    await tabTo(page.getByRole('slider'), 'the rating slider')
    await page.keyboard.press('Enter')
    await headingFocused(/How should we send your medication list/)
    await tabTo(page.getByRole('checkbox', { name: 'Paper' }), "the 'Paper' checkbox")
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await headingFocused(/Consent to share with your pharmacy/)
    const consent = page.getByRole('checkbox', { name: /I consent to use electronic signatures/ })
    await tabTo(consent, 'the consent checkbox')
    await page.keyboard.press('Space')
    // the terms the consent links to open in a new tab: the portal's public page
    const terms = page.getByRole('link', { name: 'terms of electronic signature' })
    await tabTo(terms, 'the terms link')
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')])
    await popup.getByRole('heading', { level: 1, name: 'Terms of Electronic Signature' }).waitFor()
    assert.equal(new URL(popup.url()).pathname, '/e-signature-terms')
    await popup.close()
    await page.bringToFront()
    await tabTo(page.getByRole('textbox', { name: 'Full name' }), 'the full name box')
    await page.keyboard.type('Sam Lee')
    await axe(page, 'keyboard walk, signature')
    await page.keyboard.press('Enter')
    await page.getByText('Thanks, all done.').waitFor()
    await axe(page, 'keyboard walk, thank-you')

    const [response] = await call<(ResponseRecord & { formId?: string })[]>(admin, 'GET', '/form-responses', { filter: { formId: form.id } })
    assert.ok(response?.submittedAt, 'submitted')
    const answers = Object.fromEntries((response.responses ?? []).map((e) => [e.fieldTitle, e.answer.value]))
    assert.deepEqual(answers['What should we call you?'], 'Sam')
    assert.deepEqual(answers['Do you have any allergies?'], ['Yes'])
    assert.deepEqual(answers['Which allergies?'], 'Peanuts\nCats')
    assert.equal(answers['How well do you sleep?'], 6)
    assert.deepEqual(answers['How should we send your medication list?'], ['Paper'])
    assert.deepEqual({ ...(answers['Consent to share with your pharmacy'] as object) }, { ...(answers['Consent to share with your pharmacy'] as object), signed: true, fullName: 'Sam Lee' })
    assert.equal('Anything else we should know?' in answers, false, 'the branch not taken')
    assert.deepEqual(errors, [])
    await close()
  })
})
