// One end-to-end environment per suite: the frontends it needs built, the standalone platform on a
// free port with its own databases (tests/support/platform.ts) and the demo clinic seeded, and
// Debian's Chromium. `close()` undoes all of it.
import type { Browser } from 'playwright-core'
import { DEMO, seedDemo } from '@care/platform/seed'
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts'
import { launchBrowser } from './browser.ts'
import { ensureFrontends } from './frontends.ts'

export const PORTAL_FRONTENDS = ['portal-shell', 'portal-home', 'portal-settings'] as const

export interface E2E {
  /** the platform's origin, e.g. http://localhost:41234 */
  url: string
  platform: TestPlatform
  browser: Browser
  demo: typeof DEMO
  /** the same path and query on this platform (links in mails may carry another origin) */
  local(link: string): string
  close(): Promise<void>
}

export async function startE2E(o: { frontends: readonly string[] }): Promise<E2E> {
  await ensureFrontends(o.frontends)
  const platform = await startTestPlatform()
  let browser: Browser | undefined
  try {
    const demo = await seedDemo(platform)
    browser = await launchBrowser()
    const b = browser
    return {
      url: platform.url,
      platform,
      browser: b,
      demo,
      local: (link) => {
        const u = new URL(link, platform.url)
        return `${platform.url}${u.pathname}${u.search}${u.hash}`
      },
      async close() {
        await b.close().catch(() => undefined)
        await platform.close()
      },
    }
  } catch (e) {
    await browser?.close().catch(() => undefined)
    await platform.close()
    throw e
  }
}
