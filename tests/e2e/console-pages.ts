// What the console's end-to-end tests share: signing in, the patients table and the patient panel.
import type { Page } from 'playwright-core'
import type { E2E } from './support/index.ts'

export async function signIn(page: Page, e2e: E2E, o: { email?: string; password?: string } = {}) {
  await page.goto(`${e2e.url}/console`)
  await page.getByLabel('Email').fill(o.email ?? e2e.demo.adminEmail)
  await page.getByLabel('Password').fill(o.password ?? e2e.demo.adminPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
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
