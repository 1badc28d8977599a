// What the console's end-to-end tests share: signing in, the admin over the API, the patients table
// and the patient panel.
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import type { E2E } from './support/index.ts'
import { sessionPage, type SessionPage } from './support/sessions.ts'
import { timed } from './support/profile.ts'

export function signIn(page: Page, e2e: E2E, o: { email?: string; password?: string } = {}) {
  return timed('sign-in through the form (console)', async () => {
    await page.goto(`${e2e.url}/console`)
    await page.getByLabel('Email').fill(o.email ?? e2e.demo.adminEmail)
    await page.getByLabel('Password').fill(o.password ?? e2e.demo.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
  })
}

/**
 * A new page in the suite's context signed in to the console as the demo clinic's admin (or `as:
 * 'coordinator'`), on the console (or the path `at`) (support/sessions.ts): the suite's first call signs in through the
 * form, the next ones open a tab of that context. `close()` closes the page only. A test of signing
 * in, signing out or an ended session uses signIn in a context of its own (newPage).
 */
export async function signedInPage(e2e: E2E, o: { as?: 'admin' | 'coordinator'; viewport?: { width: number; height: number }; at?: string | false } = {}): Promise<SessionPage> {
  const coordinator = o.as === 'coordinator'
  const email = coordinator ? e2e.demo.staffEmail : e2e.demo.adminEmail
  const password = coordinator ? e2e.demo.staffPassword : e2e.demo.adminPassword
  const opened = await sessionPage(e2e, `console ${email}`, async (page) => {
    await signIn(page, e2e, { email, password })
    await page.getByRole('button', { name: 'Sign out' }).waitFor()
  }, { viewport: o.viewport })
  // at: false, the page stays blank (the test goes where it wants)
  if (o.at !== false) await opened.page.goto(`${e2e.url}${o.at ?? '/console'}`)
  return opened
}


export const patientsTable = (page: Page) => page.getByRole('table', { name: 'Patients' })
export const rowOf = (page: Page, text: string) => patientsTable(page).getByRole('row').filter({ hasText: text })

/** opens the patient's side panel from its row and answers the panel (a form named after them) */
export async function openPatient(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name }).click()
  const panel = page.getByRole('form', { name })
  await panel.waitFor()
  return panel
}

/** the focused element's tag and text, e.g. 'H1 Patients' */
export const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`)

/** once MUI's transitions (a drawer sliding in, a dialog fading in) have finished: for screenshots
 * (a focused button's pulsating ripple never ends, so endless animations do not count) */
export { settled } from './support/axe.ts'

export interface AdminApi {
  /** the admin's session token and user */
  token: string
  user: { id: string; businessId: string }
  /** a call to `/v1{path}` as the admin; anything but 2xx fails the test with the answer */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<T>
  /** a collection's records matching `filter` (`GET /{collection}?filter=…`) */
  list<T>(collection: string, filter: Record<string, unknown>): Promise<T[]>
}

/** The demo clinic's admin over the API (signed in once), for what a console suite sets up and checks. */
export async function adminApi(e2e: E2E): Promise<AdminApi> {
  const res = await fetch(`${e2e.url}/v1/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e2e.demo.adminEmail, password: e2e.demo.adminPassword }),
  })
  assert.ok(res.ok, `the demo admin could not sign in: ${res.status}`)
  const { authToken: token, user } = (await res.json()) as { authToken: string; user: { id: string; businessId: string } }
  const api = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${e2e.url}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await answer.text()
    assert.ok(answer.ok, `${method} ${path} answered ${answer.status}: ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }
  const list = <T>(collection: string, filter: Record<string, unknown>) => api<T[]>('GET', `/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}`)
  return { token, user, api, list }
}
