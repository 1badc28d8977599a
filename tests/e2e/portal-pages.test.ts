// The signed-in portal in a real browser: navigation at 1280 px (sidebar) and 375 px (top bar,
// drawer, bottom navigation), Home and Settings as remotes loaded through the manifest, a remote
// that cannot be loaded showing an error state, and the public pages (legal, e-signature terms,
// unsubscribe, an invalid portal URL); screenshots of each screen.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { registerStaff } from '../support/platform.ts'
import {
  asIfNotDeployed, completeOnboarding, createPatientAsStaff, e2eSkipReason, linkIn, MOBILE, newPage, PORTAL_FRONTENDS, screenshotBoth, signInWithLink,
  signedInPortalPage, signInWithPassword, startE2E, uniqueEmail, waitForMail, type E2E,
} from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'

describe('signed-in portal pages', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  const patient = { email: uniqueEmail('pat'), password: 'Settings-pass-7', id: '' }

  /** A patient who signed in by link has no password yet: Settings offers to set one. */
  async function signedInByLink(page: Page) {
    await signInWithLink(page, e2e, patient.email)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
  }

  /**
   * A page of the suite's session signed in as the patient with their password (set by the second
   * test), blank: one sign-in through the form for the tests that come after it.
   */
  const patientPage = (viewport?: { width: number; height: number }) => signedInPortalPage(e2e, patient.email, patient.password, { viewport, at: false })

  /**
   * The unsubscribe link a message carries: a form sent by email to a patient of a clinic of this
   * suite's own (the platform is shared, so the demo clinic's forms and responses stay as others read them).
   */
  async function mailedUnsubscribeLink(): Promise<string> {
    const staff = await registerStaff(e2e.url)
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${e2e.url}/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.authToken}` }, body: JSON.stringify(body) })
      if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`)
      return (await res.json()) as { id: string }
    }
    const form = await post('/form', { title: 'Check-in' })
    await post('/form-field', { formId: form.id, title: 'How are you?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const email = uniqueEmail('unsubscribing')
    const enduser = await post('/enduser', { email, fname: 'Uma' })
    await post('/forms/send', { formId: form.id, enduserId: enduser.id, channel: 'Email' })
    const mail = await waitForMail(e2e.url, email, { match: (m) => m.links.some((l) => l.includes('/unsubscribe')) })
    return e2e.local(linkIn(mail, (u) => u.pathname === '/unsubscribe'))
  }

  before(async () => {
    // Documents is opened by the Spanish case: built when this file runs alone too
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-documents'] })
    patient.id = (await createPatientAsStaff(e2e, { email: patient.email, fname: 'Pat', lname: 'Quinn', termsSigned: new Date().toISOString(), termsVersion: '1.0' })).id
  })
  after(() => e2e?.close())

  test('the remote manifest lists the built remotes and the gateway serves them', async () => {
    const manifest = (await (await fetch(`${e2e.url}/remotes.json`)).json()) as Record<string, string>
    assert.equal(manifest.portal_home, '/remotes/portal-home/remoteEntry.js')
    assert.equal(manifest.portal_settings, '/remotes/portal-settings/remoteEntry.js')
    const entry = await fetch(`${e2e.url}${manifest.portal_home}`)
    assert.equal(entry.status, 200)
    assert.match(await entry.text(), /portal_home/)
  })

  test('desktop: sidebar navigation, Home from its remote, Settings with the set-password prompt', async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signedInByLink(page)
    const sidebar = page.getByRole('navigation', { name: 'Portal navigation' })
    for (const name of ['Home', 'Communications', 'Documents', 'Education', 'My Events', 'Community', 'Settings']) {
      await sidebar.getByRole('link', { name, exact: true }).waitFor()
    }
    await sidebar.getByRole('button', { name: 'Log Out', exact: true }).waitFor()
    assert.equal(await page.getByRole('navigation', { name: 'Bottom navigation' }).count(), 0)
    assert.equal(Math.round((await sidebar.locator('.MuiDrawer-paper').boundingBox())?.width ?? 0), 300)
    await screenshotBoth(page, 'portal-home', (p) => p.getByRole('heading', { name: 'Your Events' }).waitFor())

    await sidebar.getByRole('button', { name: 'Collapse menu' }).click()
    await page.waitForFunction(() => Math.round(document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().width ?? 0) === 57)
    await sidebar.getByRole('button', { name: 'Expand menu' }).click()

    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    // the profile picture uploads through /prepare-file-upload and the gateway (records' files)
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByText('Your picture was updated').waitFor()
    await screenshotBoth(page, 'portal-settings', (p) => p.getByRole('heading', { name: 'Your Profile' }).waitFor())

    const phone = page.getByLabel('Phone')
    await phone.fill('call me')
    await phone.blur()
    await page.getByText('Enter a valid phone number').waitFor()
    await phone.fill('5555550123')
    await page.getByLabel('Display name').fill('Pat Q')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Your profile was saved').waitFor()

    const prompt = page.getByRole('region', { name: 'Set a password' })
    await prompt.getByLabel('New password').fill('weakpass1')
    await prompt.getByLabel('New password').blur()
    await prompt.getByText('Must contain an uppercase and a lowercase letter').waitFor()
    await prompt.getByLabel('New password').fill(patient.password)
    await prompt.getByRole('button', { name: 'Save Password' }).click()
    await page.getByText('Your password was set').waitFor()
    assert.equal(await prompt.count(), 0)
    assert.deepEqual(errors, [])
    await context.close()

    const again = await newPage(e2e.browser)
    await signInWithPassword(again.page, e2e, patient.email, patient.password)
    await again.page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    await again.context.close()
  })

  test('every page has its title, one h1 and a main landmark; a skip link; focus moves to the new heading; axe finds nothing serious', async () => {
    for (const viewport of [undefined, { width: 360, height: 740 }]) {
      const { page, close } = await patientPage(viewport)
      await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
      await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
      assert.match(await page.title(), /^Home · /)
      assert.equal(await page.locator('h1').count(), 1, 'one h1 on Home')
      assert.equal(await page.getByRole('main').count(), 1)
      // the skip link is the first thing Tab reaches, and it takes focus to the main content
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true)
      await page.keyboard.press('Enter')
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content')
      await expectNoSeriousAxeViolations(page, viewport ? 'home at 360 px' : 'home at 1280 px')

      // navigating moves focus to the new page's heading and retitles the document
      if (viewport) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click()
      } else {
        await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings', exact: true }).click()
      }
      const heading = page.getByRole('heading', { name: 'Your Profile' })
      await heading.waitFor()
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
      assert.match(await page.title(), /^Settings · /)
      await expectNoSeriousAxeViolations(page, viewport ? 'settings at 360 px' : 'settings at 1280 px')
      await close()
    }
  })

  // After the reload the shell applies the stored Spanish before its first screen, and Documents'
  // remote, mounting while catalogs are still coming, fetches its own Spanish (it stayed English when
  // it registered its texts before i18next had switched).
  test('Español in Settings: the portal switches at once, <html lang="es">, stays Spanish after a reload (saved to the profile); axe finds nothing serious', async () => {
    const email = uniqueEmail('lang')
    await createPatientAsStaff(e2e, { email, fname: 'Lena', lname: 'Ruiz', termsSigned: new Date().toISOString(), termsVersion: '1.0' })
    const { page, context } = await newPage(e2e.browser)
    await signInWithLink(page, e2e, email)
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    // a click, not check(): the choice shows once the Spanish texts are loaded and the profile is saved
    await page.getByRole('radio', { name: 'Español' }).click()
    await page.getByRole('heading', { name: 'Su perfil' }).waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es')
    // the landmarks are named in Spanish too
    const nav = page.getByRole('navigation', { name: 'Navegación del portal' })
    await nav.getByRole('link', { name: 'Configuración', exact: true }).waitFor()
    await expectNoSeriousAxeViolations(page, 'settings in Spanish')
    await nav.getByRole('link', { name: 'Documentos', exact: true }).click()
    await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor()
    await expectNoSeriousAxeViolations(page, 'documents in Spanish')
    await page.reload()
    await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es')
    await nav.getByRole('link', { name: 'Configuración', exact: true }).waitFor()
    await context.close()
  })

  test('mobile (375 px): top bar with drawer, 56 px bottom navigation', async () => {
    const { page, close } = await patientPage(MOBILE)
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' })
    await bottom.waitFor()
    assert.equal(Math.round((await bottom.boundingBox())?.height ?? 0), 56)
    for (const name of ['Home', 'Communications', 'Documents', 'Education', 'My Events']) await bottom.getByRole('link', { name }).waitFor()
    assert.equal(await page.getByRole('navigation', { name: 'Portal navigation' }).count(), 0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    await bottom.getByRole('link', { name: 'Home' }).click()
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    await close()
  })

  test('a remote that fails to load shows an error state, with the navigation still there', async () => {
    const { page, close } = await patientPage()
    await page.route('**/remotes/portal-home/**', (route) => route.abort('connectionrefused'))
    await asIfNotDeployed(page, 'portal_communications')
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByText('This page could not be loaded. Please try again later.').waitFor()
    await page.getByRole('button', { name: 'Try again' }).waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByText('This page could not be loaded. Please try again later.').waitFor()
    await screenshotBoth(page, 'portal-remote-down', (p) => p.getByText('This page could not be loaded. Please try again later.').waitFor())
    // a page whose remote is not deployed (messaging's, taken out of the manifest) says so
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Communications', exact: true }).click()
    await page.getByText('This page is not available yet.').waitFor()
    await close()
  })

  test('signed-in pages ask for nothing that answers 404 (no calls to services that do not exist yet, an icon at /favicon.ico); a tab of such a service says it is coming, without Try again', async () => {
    const { page, close } = await patientPage()
    await asIfNotDeployed(page, 'portal_communications')
    const missing: string[] = []
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url())
    })
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    await page.getByText('You have no scheduled events').waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Communications', exact: true }).click()
    await page.getByRole('heading', { name: 'Coming soon' }).waitFor()
    await page.getByText('This page is not available yet.').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0)
    assert.equal(await page.getByText('Something went wrong.').count(), 0)
    await expectNoSeriousAxeViolations(page, 'a coming page')
    await screenshotBoth(page, 'portal-coming-soon')
    const icon = await fetch(`${e2e.url}/favicon.ico`)
    assert.equal(icon.status, 200)
    assert.ok((await icon.arrayBuffer()).byteLength > 0)
    assert.deepEqual(missing, [])
    await close()
  })

  test('public pages: legal texts, unsubscribe, an invalid portal URL', async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/terms-of-service?org=demo`)
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor()
    for (const phrase of ['not medical care', 'not for emergencies', 'at least 18', '1.5 percent per month', 'six months', '$10', 'within 3 months', '160 days', 'January 2021']) {
      await page.getByText(phrase).first().waitFor()
    }
    await screenshotBoth(page, 'portal-terms-of-service')
    await page.goto(`${e2e.url}/privacy-policy`)
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor()
    await screenshotBoth(page, 'portal-privacy-policy')

    await page.goto(`${e2e.url}/unsubscribe?enduserId=${patient.id}`)
    await page.getByText('Unsubscribe link is invalid').waitFor()
    // a link without its signed token is refused; the link a message carries works
    await page.goto(`${e2e.url}/unsubscribe?enduserId=${patient.id}&type=email`)
    await page.getByText('Unsubscribe link is invalid').waitFor()
    await page.goto(await mailedUnsubscribeLink())
    await page.getByText('You have successfully unsubscribed').waitFor()
    await screenshotBoth(page, 'portal-unsubscribed')

    await page.goto(`${e2e.url}/?org=no-such-clinic`)
    await page.getByText('This URL is invalid').waitFor()
    await screenshotBoth(page, 'portal-invalid-url')
    await context.close()
  })

  test("the e-signature terms a form's signature links to: a public page (no sign-in, no terms gate) with one h1, version 1.0, a link back, axe finds nothing serious", async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/e-signature-terms?org=demo`)
    await page.getByRole('heading', { level: 1, name: 'Terms of Electronic Signature' }).waitFor()
    assert.equal(await page.locator('h1').count(), 1)
    await page.getByText('Version 1.0.', { exact: false }).waitFor()
    await page.getByRole('heading', { level: 2, name: '1. Your consent' }).waitFor()
    await expectNoSeriousAxeViolations(page, 'e-signature terms')
    await screenshotBoth(page, 'portal-e-signature-terms')
    await page.getByRole('link', { name: /^Back to / }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
  })

  test("unsaved Settings edits ask before they are lost: another page, No Thanks, leaving the page", async () => {
    const { page, errors, close } = await patientPage()
    await asIfNotDeployed(page, 'portal_communications')
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    const sidebar = page.getByRole('navigation', { name: 'Portal navigation' })
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    // nothing edited: the sidebar goes at once
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()

    await page.getByLabel('Display name').fill('Pat the Patient')
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click()
    const ask = page.getByRole('dialog', { name: 'Discard changes?' })
    await ask.waitFor()
    await expectNoSeriousAxeViolations(page, 'discard changes dialog')
    await screenshotBoth(page, 'portal-settings-discard', (p) => p.getByRole('dialog', { name: 'Discard changes?' }).waitFor())
    await ask.getByRole('button', { name: 'Keep editing' }).click()
    await ask.waitFor({ state: 'hidden' })
    assert.equal(new URL(page.url()).pathname, '/settings')
    assert.equal(await page.getByLabel('Display name').inputValue(), 'Pat the Patient')

    // closing or reloading the tab gets the browser's own question
    const question = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss() }))
    await page.close({ runBeforeUnload: true })
    assert.equal(await question, 'beforeunload')
    assert.equal(page.isClosed(), false)

    await sidebar.getByRole('link', { name: 'Communications', exact: true }).click()
    await ask.getByRole('button', { name: 'Discard' }).click()
    await page.waitForURL((u) => u.pathname === '/communications')
    await page.getByText('This page is not available yet.').waitFor()
    // back on Settings the edit is gone, and nothing asks
    await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    assert.notEqual(await page.getByLabel('Display name').inputValue(), 'Pat the Patient')
    await sidebar.getByRole('link', { name: 'Home', exact: true }).click()
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
    assert.deepEqual(errors, [])
    await close()
  })

  test("the document carries the organization's name and favicon", async () => {
    const login = await fetch(`${e2e.url}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: e2e.demo.adminEmail, password: e2e.demo.adminPassword }),
    })
    const { authToken } = (await login.json()) as { authToken: string }
    const before = (await (await fetch(`${e2e.url}/v1/organization-info?subdomain=demo`)).json()) as { businessId: string; name: string; faviconURL?: string }
    // the clinic uploads a favicon (its version is what the theme's faviconURL points at)
    const set = await fetch(`${e2e.url}/v1/organization/${before.businessId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
      body: JSON.stringify({ updates: { faviconVersion: (Date.now() % 100000) + 1 } }),
    })
    assert.equal(set.ok, true, await set.text())
    const org = (await (await fetch(`${e2e.url}/v1/organization-info?subdomain=demo`)).json()) as { name: string; faviconURL?: string }
    assert.ok(org.faviconURL)
    assert.notEqual(org.faviconURL, before.faviconURL)

    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/?org=demo`)
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    assert.equal(await page.title(), org.name)
    assert.equal(await page.locator('link[rel="icon"]').count(), 1)
    assert.equal(await page.locator('link[rel="icon"]').getAttribute('href'), org.faviconURL)
    await context.close()
  })

  test('the onboarding form requires names and a valid email', async () => {
    const email = uniqueEmail('nameless')
    await createPatientAsStaff(e2e, { email, termsSigned: new Date().toISOString(), termsVersion: '1.0' })
    const { page, context } = await newPage(e2e.browser)
    await signInWithLink(page, e2e, email)
    await page.getByText('Please enter your information to finish the registration process').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('First name is required').waitFor()
    await page.getByText('Last name is required').waitFor()
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter a valid email').waitFor()
    await page.getByLabel('Email').fill(email)
    await completeOnboarding(page, 'Noa', 'Reyes')
    await page.getByRole('heading', { name: 'Welcome, Noa' }).waitFor()
    await context.close()
  })
})
