// One signed-in browser context per suite and principal, a new page per test (issue #25). Signing in
// through the form and opening a context were a third and a seventh of the browser suites' time
// when every test did both; now a suite's first test as a principal signs in once, in a context
// kept for the suite, and every test opens a page (a new tab) of it. Tabs of one context share the
// HTTP cache, so a page load after the first fetches the remotes' hashed chunks from it.
// Tabs also share local storage: closing a page (`close()`) puts the origin's local storage back
// to what the sign-in left (a view mode or column order a test chose, a dismissed prompt, do not
// reach the next test), so each test starts as the signed-in principal and nothing else. A test of
// signing in, signing out or an ended session opens a context of its own (newPage) instead.
// A second page of the principal while one is open (a test's 'second browser') gets a context of
// its own, from a copy of the session's storage: tabs of one window take turns in front, and a tab
// behind gets no animation frames, which Playwright's actions wait for (a two-tab test took 3x as long).
import type { BrowserContext, Page } from 'playwright-core'
import { newPage, preparePage, type StorageState } from './browser.ts'
import type { E2E } from './platform.ts'
import { timed } from './profile.ts'

interface Session {
  context: BrowserContext
  /** the origin's local storage once signed in */
  storage: Record<string, string>
  /** the same as a storage state, for a context of its own */
  state: StorageState
}

export interface SessionPage {
  page: Page
  /** uncaught page errors of this page */
  errors: string[]
  /** restores the session's local storage, then closes this page (the context stays for the suite) */
  close(): Promise<void>
}

/** each suite's sessions, by principal */
const sessions = new WeakMap<E2E, Map<string, Promise<Session>>>()

function sessionOf(e2e: E2E, principal: string, signIn: (page: Page) => Promise<void>): Promise<Session> {
  const mine = sessions.get(e2e) ?? new Map<string, Promise<Session>>()
  sessions.set(e2e, mine)
  let session = mine.get(principal)
  if (!session) {
    session = (async () => {
      const { context, page } = await newPage(e2e.browser)
      try {
        await signIn(page)
        const storage = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])))
        const state = await context.storageState()
        await page.close()
        return { context, storage, state }
      } catch (e) {
        await context.close()
        throw e
      }
    })()
    // a failed sign-in is tried again by the next test rather than failing it too
    session.catch(() => mine.delete(principal))
    mine.set(principal, session)
  }
  return session
}

/**
 * A new page in the suite's signed-in context for `principal` (any key: an email, a role): the
 * first call opens the context and runs `signIn` (through the form, ending once signed in), the
 * next ones only open a page (or, while another is open, a context from a copy of the session). The page is blank: the test goes where it wants. The contexts end
 * with the suite's browser connection (`e2e.close()`).
 */
export async function sessionPage(e2e: E2E, principal: string, signIn: (page: Page) => Promise<void>, o: { viewport?: { width: number; height: number } } = {}): Promise<SessionPage> {
  const { context, storage, state } = await sessionOf(e2e, principal, signIn)
  if (context.pages().length > 0) {
    // another page of the session is open: this one in a window of its own
    const own = await newPage(e2e.browser, { viewport: o.viewport, storageState: state })
    return { page: own.page, errors: own.errors, close: () => own.context.close() }
  }
  const page = await timed('page opened in a signed-in context', async () => {
    const opened = await context.newPage()
    if (o.viewport) await opened.setViewportSize(o.viewport)
    return opened
  })
  const errors = preparePage(page)
  return {
    page,
    errors,
    close: () => timed('page closed (storage restored)', async () => {
      if (page.isClosed()) return
      if (new URL(page.url()).origin === new URL(e2e.url).origin) {
        // key by key, only what changed: another open tab of the session hears no storage event
        // for a key left as it was
        await page.evaluate((kept) => {
          for (const key of Object.keys(localStorage)) if (!(key in kept)) localStorage.removeItem(key)
          for (const [key, value] of Object.entries(kept)) if (localStorage.getItem(key) !== value) localStorage.setItem(key, value)
        }, storage).catch(() => undefined)
      }
      await page.close()
    }),
  }
}
