// What the console's end-to-end tests share: signing in, the patients table and the patient panel.
import type { Page } from 'playwright-core'
import { newPage, type E2E, type StorageState } from './support/index.ts'
import { timed } from './support/profile.ts'

export function signIn(page: Page, e2e: E2E, o: { email?: string; password?: string } = {}) {
  return timed('sign-in through the form (console)', async () => {
    await page.goto(`${e2e.url}/console`)
    await page.getByLabel('Email').fill(o.email ?? e2e.demo.adminEmail)
    await page.getByLabel('Password').fill(o.password ?? e2e.demo.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
  })
}

/** each suite's signed-in sessions, by account: the local storage a sign-in through the form left */
const sessions = new WeakMap<E2E, Map<string, Promise<StorageState>>>()

function sessionOf(e2e: E2E, email: string, password: string): Promise<StorageState> {
  const mine = sessions.get(e2e) ?? new Map<string, Promise<StorageState>>()
  sessions.set(e2e, mine)
  let session = mine.get(email)
  if (!session) {
    session = (async () => {
      const { page, context } = await newPage(e2e.browser)
      try {
        await signIn(page, e2e, { email, password })
        await page.getByRole('button', { name: 'Sign out' }).waitFor()
        return await context.storageState()
      } finally {
        await context.close()
      }
    })()
    mine.set(email, session)
  }
  return session
}

/**
 * A new context signed in as the demo clinic's admin (or `as: 'coordinator'`), its page on the
 * console: the suite's first call signs in through the form and keeps the session; the next ones
 * start from a copy of it instead of signing in again. A test of signing in, signing out or an
 * ended session uses signIn (those end the session they sign out of).
 */
export async function signedInPage(e2e: E2E, o: { as?: 'admin' | 'coordinator'; viewport?: { width: number; height: number } } = {}) {
  const coordinator = o.as === 'coordinator'
  const storageState = await sessionOf(e2e, coordinator ? e2e.demo.staffEmail : e2e.demo.adminEmail, coordinator ? e2e.demo.staffPassword : e2e.demo.adminPassword)
  const opened = await newPage(e2e.browser, { viewport: o.viewport, storageState })
  await opened.page.goto(`${e2e.url}/console`)
  return opened
}

/** the demo clinic's Care Coordinator (sees and edits the patients assigned to them, deletes none) */
export const signInAsCoordinator = (page: Page, e2e: E2E) => signIn(page, e2e, { email: e2e.demo.staffEmail, password: e2e.demo.staffPassword })

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
