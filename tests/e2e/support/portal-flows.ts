// Steps the portal suites repeat: signing up, signing in with a password or a mailed link,
// finishing onboarding, and creating a patient as staff.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { linkIn, waitForMail } from './mailbox.ts'
import type { E2E } from './platform.ts'
import { timed } from './profile.ts'
import { sessionPage, type SessionPage } from './sessions.ts'

export const STRONG_PASSWORD = 'Portal-pass-2026'

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`

/** Staff of the demo clinic create a patient over the API (no password, no terms, maybe no names). */
export async function createPatientAsStaff(e2e: E2E, fields: Record<string, unknown>): Promise<{ id: string }> {
  const login = await fetch(`${e2e.url}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: e2e.demo.adminEmail, password: e2e.demo.adminPassword }),
  })
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`)
  const { authToken } = (await login.json()) as { authToken: string }
  const res = await fetch(`${e2e.url}/v1/enduser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authToken}` },
    body: JSON.stringify(fields),
  })
  if (!res.ok) throw new Error(`creating a patient failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: string }
}

/** Login screen → identifier → password → signed in. */
export function signInWithPassword(page: Page, e2e: E2E, email: string, password: string) {
  return timed('sign-in through the form (portal)', async () => {
    await page.goto(`${e2e.url}/login?org=${e2e.demo.subdomain}`)
    await page.getByLabel('Email or Phone Number').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
  })
}

/**
 * A new page in the suite's context signed in to the portal as `email` (support/sessions.ts): the
 * suite's first call for that patient signs in through the form (signInWithPassword), the next ones
 * open a tab of that context. The page goes to `at` (default: Home), or stays blank with `at: false`.
 * A test of signing in, signing out, onboarding or an ended session signs in a context of its own.
 */
export async function signedInPortalPage(e2e: E2E, email: string, password: string, o: { viewport?: { width: number; height: number }; at?: string | false } = {}): Promise<SessionPage> {
  const opened = await sessionPage(e2e, `portal ${email}`, async (page) => {
    await signInWithPassword(page, e2e, email, password)
    await page.waitForFunction(() => localStorage.getItem('care.enduser.authToken'))
  }, { viewport: o.viewport })
  if (o.at !== false) await opened.page.goto(`${e2e.url}${o.at ?? `/home?org=${e2e.demo.subdomain}`}`)
  return opened
}

/** Login screen → identifier → 'sent-email' → the mailed link opened → signed in. */
export function signInWithLink(page: Page, e2e: E2E, email: string) {
  return timed('sign-in with a mailed link (portal)', () => openMailedSignInLink(page, e2e, email))
}

async function openMailedSignInLink(page: Page, e2e: E2E, email: string) {
  const since = new Date(Date.now() - 1000)
  await page.goto(`${e2e.url}/login?org=${e2e.demo.subdomain}`)
  await page.getByLabel('Email or Phone Number').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByText('Check your email for a link to log in.').waitFor()
  const mail = await waitForMail(e2e.url, email, { since, match: (m) => m.links.some((l) => l.includes('token=')) })
  await page.goto(e2e.local(linkIn(mail, (u) => u.searchParams.has('token'))))
}

export async function completeOnboarding(page: Page, fname: string, lname: string) {
  await page.getByText('Please enter your information to finish the registration process').waitFor()
  await page.getByLabel('First name').fill(fname)
  await page.getByLabel('Last name').fill(lname)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/**
 * The page sees the remote manifest without `remote` (a federation name), as when that remote's
 * service is not deployed: the shell's 'coming' fallback, whatever this run has built.
 */
export async function asIfNotDeployed(page: Page, remote: string): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const res = await route.fetch()
    const manifest = (await res.json()) as Record<string, string>
    delete manifest[remote]
    await route.fulfill({ response: res, json: manifest })
  })
}
