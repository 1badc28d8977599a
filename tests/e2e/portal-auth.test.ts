// The patient portal's sign-up and sign-in in a real browser against the standalone platform:
// registration rules and messages, onboarding, password and passwordless sign-in (the link from
// the development mailbox), the terms gate, password reset, logout; screenshots of each screen.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import {
  completeOnboarding, createPatientAsStaff, e2eSkipReason, linkIn, newPage, PORTAL_FRONTENDS, screenshotBoth, signInWithLink,
  signInWithPassword, startE2E, STRONG_PASSWORD, uniqueEmail, waitForMail, type E2E,
} from './support/index.ts'

describe('portal sign-up and sign-in', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  const registered = { email: uniqueEmail('ann'), password: STRONG_PASSWORD }

  before(async () => {
    e2e = await startE2E({ frontends: PORTAL_FRONTENDS })
  })
  after(() => e2e?.close())

  /** On the sign-in screen already shown: the identifier, then the mailed link opened. */
  async function signInWithLinkHere(page: Page, email: string) {
    const since = new Date(Date.now() - 1000)
    await page.getByLabel('Email or Phone Number').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Check your email for a link to log in.').waitFor()
    const mail = await waitForMail(e2e.url, email, { since, match: (m) => m.links.some((l) => l.includes('token=')) })
    await page.goto(e2e.local(linkIn(mail, (u) => u.searchParams.has('token'))))
  }

  test('register (weak passwords refused) → onboarding → home', async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/?org=demo`)
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    await screenshotBoth(page, 'portal-landing')

    await page.getByRole('button', { name: 'Sign up for an account' }).click()
    await page.getByRole('heading', { name: 'Getting Started' }).waitFor()
    await page.getByText("Let's create your account.").waitFor()
    await screenshotBoth(page, 'portal-register')

    await page.getByLabel('Email').fill(registered.email)
    const password = page.getByLabel('Password')
    for (const [weak, message] of [
      ['short1A', 'Password must be at least 8 characters long'],
      ['ALLUPPER1', 'Must contain a lowercase letter'],
      ['alllower1', 'Must contain an uppercase letter'],
      ['NoDigitsHere', 'Must contain a number or special character'],
    ]) {
      await password.fill(weak)
      await password.blur()
      await page.getByText(message).waitFor()
    }
    await password.fill(registered.password)
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByText('You must agree to the Terms of Service and Privacy Policy').waitFor()
    assert.equal(await page.getByRole('link', { name: 'Terms of Service' }).getAttribute('href'), '/terms-of-service')
    assert.equal(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '/privacy-policy')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Register' }).click()

    await page.getByText('Please enter your information to finish the registration process').waitFor()
    await screenshotBoth(page, 'portal-onboarding')
    await completeOnboarding(page, 'Ann', 'Lee')
    await page.getByRole('heading', { name: 'Welcome, Ann' }).waitFor()
    await page.getByRole('heading', { name: 'Your Events' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/home')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('a wrong password is refused with the server message; the right one signs in', async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/login?org=demo`)
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await page.getByText('Log in to your account.').waitFor()
    await screenshotBoth(page, 'portal-login')
    await page.getByLabel('Email or Phone Number').fill(registered.email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password').fill('Wrong-password-1')
    await page.getByRole('button', { name: 'Log in' }).click()
    const error = page.getByRole('alert').or(page.locator('.MuiFormHelperText-root.Mui-error'))
    await error.first().waitFor()
    assert.notEqual((await error.first().innerText()).trim(), '')
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByLabel('Email or Phone Number').waitFor()

    await signInWithPassword(page, e2e, registered.email, registered.password)
    await page.getByRole('heading', { name: 'Welcome, Ann' }).waitFor()
    await context.close()
  })

  test('passwordless: the mailed link signs in once → terms gate → onboarding → home', async () => {
    const email = uniqueEmail('link')
    await createPatientAsStaff(e2e, { email })
    const { page, context } = await newPage(e2e.browser)
    await signInWithLink(page, e2e, email)
    await page.getByText('You must accept our Terms of Service and Privacy Policy to continue').waitFor()
    assert.equal(new URL(page.url()).searchParams.has('token'), false, 'the used token leaves the URL')
    await screenshotBoth(page, 'portal-terms-gate')
    const submit = page.getByRole('button', { name: 'Submit' })
    assert.equal(await submit.isDisabled(), true)
    await page.getByRole('checkbox').check()
    await submit.click()
    await completeOnboarding(page, 'Lin', 'Park')
    await page.getByRole('heading', { name: 'Welcome, Lin' }).waitFor()
    await context.close()
  })

  test('forgot password → mailed reset link → new password; a reset link without token is invalid', async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/reset-password?org=demo`)
    await page.getByText('This link is invalid or has expired').waitFor()

    const since = new Date(Date.now() - 1000)
    await page.goto(`${e2e.url}/login?org=demo`)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Password Reset Request' })
    await dialog.getByLabel('Email').fill(registered.email)
    await screenshotBoth(page, 'portal-forgot-password')
    await dialog.getByRole('button', { name: 'Reset Password' }).click()
    await dialog.getByText('Please check your email for a link to reset your password').waitFor()

    const mail = await waitForMail(e2e.url, registered.email, { since, match: (m) => m.links.some((l) => l.includes('resetToken=')) })
    await page.goto(e2e.local(linkIn(mail, (u) => u.searchParams.has('resetToken'))))
    await page.getByLabel('New password').fill('short')
    await page.getByLabel('New password').blur()
    await page.getByText('Password must be at least 8 characters long').waitFor()
    registered.password = 'Brand-new-pass-9'
    await page.getByLabel('New password').fill(registered.password)
    await screenshotBoth(page, 'portal-reset-password')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/home')
    await signInWithPassword(page, e2e, registered.email, registered.password)
    await page.getByRole('heading', { name: 'Welcome, Ann' }).waitFor()
    await context.close()
  })

  test('signing in lands on the page first asked for, query string included', async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/link/form?f=F1&a=A2&org=demo`)
    await page.waitForURL((u) => u.pathname === '/login' && !!u.searchParams.get('next'))
    await page.getByLabel('Email or Phone Number').fill(registered.email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password').fill(registered.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((u) => u.pathname === '/link/form')
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('f'), 'F1')
    assert.equal(url.searchParams.get('a'), 'A2')
    await context.close()
  })

  test("the README's first walk: the sign-in link read on the development mailbox page signs in", async () => {
    const email = uniqueEmail('walk')
    await createPatientAsStaff(e2e, { email })
    const { page, context, errors } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/login?org=demo`)
    await page.getByLabel('Email or Phone Number').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Check your email for a link to log in.').waitFor()
    await waitForMail(e2e.url, email)

    await page.goto(`${e2e.url}/dev/mailbox?to=${encodeURIComponent(email)}`)
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor()
    const link = page.getByRole('link', { name: /token=/ })
    await link.waitFor()
    await screenshotBoth(page, 'dev-mailbox')
    await page.goto(e2e.local((await link.getAttribute('href'))!))
    await page.getByText('You must accept our Terms of Service and Privacy Policy to continue').waitFor()
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('passwordless: a form link → sign-in link by email → back on the form, not Home', async () => {
    const email = uniqueEmail('back')
    await createPatientAsStaff(e2e, { email, fname: 'Rae', lname: 'Diaz' })
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/link/form?f=F1&a=A2&org=demo`)
    await page.waitForURL((u) => u.pathname === '/login' && !!u.searchParams.get('next'))
    await signInWithLinkHere(page, email)
    await page.waitForURL((u) => u.pathname === '/link/form')
    const url = new URL(page.url())
    assert.deepEqual([url.searchParams.get('f'), url.searchParams.get('a'), url.searchParams.has('token')], ['F1', 'A2', false])
    await context.close()
  })

  test('an unknown ?org= does not stick to later visits; the legal pages link back to the portal', async () => {
    const { page, context } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/?org=demo`)
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    await page.goto(`${e2e.url}/?org=nowhere-clinic`)
    await page.getByText(/invalid/i).first().waitFor()
    await page.goto(`${e2e.url}/`)
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('care.portal.org')), 'demo', 'the unknown organization was not remembered')
    await page.goto(`${e2e.url}/terms-of-service`)
    assert.equal(await page.getByRole('link', { name: 'Back to Demo Clinic' }).getAttribute('href'), '/')
    await page.goto(`${e2e.url}/privacy-policy`)
    await page.getByRole('link', { name: /^Back to / }).click()
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/')
    await context.close()
  })

  test('a session that ends elsewhere sends the next call to the sign-in screen, saying so', async () => {
    const { page, context } = await newPage(e2e.browser)
    await signInWithPassword(page, e2e, registered.email, registered.password)
    await page.getByRole('heading', { name: 'Welcome, Ann' }).waitFor()
    // revoked elsewhere (another tab's Log Out, a password reset): the stored token is dead
    const token = await page.evaluate(() => localStorage.getItem('care.enduser.authToken'))
    // the portal is left first: an open page may learn of the revocation by itself (its live
    // connection is closed), and a reload would then lose that notice — this is about the next visit
    await page.goto('about:blank')
    const revoked = await fetch(`${e2e.url}/v1/logout-enduser`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    assert.equal(revoked.ok, true)
    // the next load asks who is signed in and is answered 401
    await page.goto(`${e2e.url}/`)
    await page.getByText('Your session has expired. Please log in again.').waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.getByLabel('Email or Phone Number').waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('care.enduser.authToken')), null)
    await screenshotBoth(page, 'portal-session-expired', (p) => p.getByText('Your session has expired. Please log in again.').waitFor())
    await context.close()
  })

  test('logout asks first, then shows Logging out and returns to the landing page; the sign-in screen says nothing of an expired session', async () => {
    const { page, context } = await newPage(e2e.browser)
    await signInWithPassword(page, e2e, registered.email, registered.password)
    await page.getByRole('heading', { name: 'Welcome, Ann' }).waitFor()
    await page.getByRole('button', { name: 'Log Out' }).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' })
    await dialog.waitFor()
    await screenshotBoth(page, 'portal-logout-confirm')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Log Out' }).click()
    await dialog.getByRole('button', { name: 'Yes, Logout' }).click()
    await page.getByRole('heading', { name: 'Your Portal' }).waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('care.enduser.authToken')), null)
    // one's own Log Out says nothing on the sign-in screen
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    assert.equal(await page.getByText('Your session has expired').count(), 0)
    await page.goto(`${e2e.url}/home`)
    await page.waitForURL((u) => u.pathname === '/login')
    await context.close()
  })
})
