// Debian's Chromium driven by playwright-core (never a downloaded browser): launch options, pages
// at the two widths the suites check (1280 desktop, 375 mobile), screenshots into
// tests/e2e/artifacts/ (gitignored), and a skip reason when Chromium is not installed. Under
// `npm test` one Chromium serves every suite (scripts/test-shared.mjs launches it and hands its
// endpoint over in CARE_TEST_BROWSER_WS); a suite connects to it and opens its own contexts.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'
import { ROOT } from './frontends.ts'
import { PROFILING, timed } from './profile.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const ARTIFACTS = join(ROOT, 'tests', 'e2e', 'artifacts')
export const DESKTOP = { width: 1280, height: 800 }
export const MOBILE = { width: 375, height: 740 }

/** `false` when the suites can run, else why they are skipped (use as node:test's `skip`). */
export function e2eSkipReason(): string | false {
  if (process.env.E2E_SKIP === '1') return 'end-to-end suites skipped (E2E_SKIP=1)'
  if (!existsSync(CHROMIUM)) return `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to run the end-to-end suites`
  return false
}

/** the environment variable the shared Chromium's WebSocket endpoint is handed through */
export const SHARED_BROWSER_ENV = 'CARE_TEST_BROWSER_WS'
const LAUNCH = {
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH)
}

/** A Chromium other processes connect to (the one the test script shares); close() ends it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH)
}

/**
 * The shared Chromium when the test script started one, else a browser of this suite's own.
 * Closing a connected browser drops this suite's contexts and disconnects; the browser runs on.
 */
export function openBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV]
  return shared ? chromium.connect(shared) : launchBrowser()
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * A fresh context (own storage, or a copy of `storageState`: e.g. a signed-in session's local
 * storage) and page at `viewport`, with console errors collected.
 */
export async function newPage(browser: Browser, o: { viewport?: { width: number; height: number }; baseURL?: string; storageState?: StorageState } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page } = await timed('context and page opened', async () => {
    const context = await browser.newContext({ viewport: o.viewport ?? DESKTOP, baseURL: o.baseURL, storageState: o.storageState, reducedMotion: 'reduce' })
    return { context, page: await context.newPage() }
  })
  if (PROFILING) timeContextClose(context)
  return { context, page, errors: preparePage(page) }
}

/**
 * Motion off, as Playwright's own screenshots do (and the contexts ask for reduced motion, which the
 * care theme honours: MUI's JS-driven motion such as the tabs' scrolling stops too): transitions and animations end at once (spinners
 * stand still, ripples and fades do not repaint for frames), so a step waits for the product, not
 * for its motion — software rendering on two cores pays for every animated frame.
 */
// (a string, not a function: the test loader's transform would add helpers the page lacks)
const STILL = `(() => {
  const still = () => {
    const style = document.createElement('style')
    style.textContent = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; caret-color: transparent !important }'
    document.head.append(style)
  }
  if (document.head) still()
  else document.addEventListener('DOMContentLoaded', still, { once: true })
})()`

/**
 * What every page of a suite gets, in a context of its own (newPage) or in a signed-in context it
 * shares (support/sessions.ts): its loads timed when profiling, the default timeout; answers the
 * list its uncaught page errors are collected in.
 */
export function preparePage(page: Page): string[] {
  if (PROFILING) timePage(page)
  void page.addInitScript(STILL)
  // a step that has not happened within this time has failed (Playwright still auto-waits)
  page.setDefaultTimeout(Number(process.env.E2E_TIMEOUT_MS ?? 15_000))
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** Saves `<name>-<width>.png` under tests/e2e/artifacts/; answers the file path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  const file = join(ARTIFACTS, `${name}-${width}.png`)
  await timed('screenshot: capture and encode', () => page.screenshot({ path: file, fullPage: true }))
  return file
}

/**
 * Screenshots the current screen at 1280 and at 375 px, then restores the viewport. `ready` is
 * awaited after each resize (e.g. a locator that only shows at that width).
 */
export async function screenshotBoth(page: Page, name: string, ready?: (page: Page) => Promise<unknown>): Promise<string[]> {
  const original = page.viewportSize() ?? DESKTOP
  const files: string[] = []
  await timed('screenshotBoth (all of it)', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await timed('screenshot: resize and ready', async () => {
        await page.setViewportSize(viewport)
        if (ready) await ready(page)
      })
      files.push(await screenshot(page, name))
    }
    await timed('screenshot: resize and ready', () => page.setViewportSize(original))
  })
  return files
}

/** E2E_PROFILE=1: the page's loads and fixed waits are timed (support/profile.ts). */
function timePage(page: Page) {
  const goto = page.goto.bind(page)
  page.goto = (url, o) => timed('page load: goto', () => goto(url, o))
  const reload = page.reload.bind(page)
  page.reload = (o) => timed('page load: reload', () => reload(o))
  const waitForURL = page.waitForURL.bind(page)
  page.waitForURL = (url, o) => timed('wait for a URL (navigations)', () => waitForURL(url, o))
  const waitForTimeout = page.waitForTimeout.bind(page)
  page.waitForTimeout = (ms) => timed('fixed wait: waitForTimeout', () => waitForTimeout(ms))
}

function timeContextClose(context: BrowserContext) {
  const close = context.close.bind(context)
  context.close = (o) => timed('context closed', () => close(o))
}
