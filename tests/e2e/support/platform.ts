// One end-to-end environment per suite. Under `npm test` the suites share what the test script
// started once (scripts/test-shared.mjs): the frontends built, one platform with the demo clinic
// seeded, one Chromium — a suite gets that platform and connects to that browser; its `close()`
// only disconnects. Run on its own (plain `node --test`) or with `{ fresh: true }`, a suite builds
// what it needs, starts its own platform (tests/support/platform.ts), seeds the demo clinic and
// launches its own Chromium, and `close()` undoes all of it.
// The demo clinic is shared by every suite on the shared platform: a suite reads it, or works on
// records it creates itself (its own patients, tickets, forms), never on what another suite reads.
// A suite that asserts the clinic as seeded asks for `ownClinic: true`: a second demo clinic (its
// own addresses, subdomain and phone) seeded for it alone — on the shared platform over NATS, whose
// bus this process reaches, else on a platform of its own.
// Drug lookups reach an RxNav stub (@care/kit/testing/rxnav-stub): the shared platforms' (the test
// script's), or on a platform of the suite's own a stub of its own, started with it.
import { randomBytes } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { DEMO, demoClinic, seedDemo, type DemoClinic } from '@care/platform/seed'
import { sharedPlatformAvailable, startTestPlatform, type TestPlatform } from '../../support/platform.ts'
import { startRxNavStub, withRxNavUrl, type RxNavStub } from '@care/kit/testing/rxnav-stub'
import { openBrowser } from './browser.ts'
import { ensureFrontends } from './frontends.ts'
import { reportProfile } from './profile.ts'

export const PORTAL_FRONTENDS = ['portal-shell', 'portal-home', 'portal-settings'] as const

export interface E2E {
  /** the platform's origin, e.g. http://localhost:41234 */
  url: string
  /** on the shared platform only `url` is reachable (bus/running throw) */
  platform: TestPlatform
  browser: Browser
  demo: DemoClinic
  /** the same path and query on this platform (links in mails may carry another origin) */
  local(link: string): string
  close(): Promise<void>
}

export async function startE2E(o: { frontends: readonly string[]; fresh?: boolean; ownClinic?: boolean }): Promise<E2E> {
  // a clinic of its own is seeded through the platform's bus
  const options = { fresh: o.fresh, bus: o.ownClinic }
  const shared = sharedPlatformAvailable(options)
  // the test script built every frontend before starting the shared platforms
  if (!shared) await ensureFrontends(o.frontends)
  // records reads RXNAV_URL when it starts
  const rxnav: RxNavStub | undefined = shared ? undefined : await startRxNavStub()
  let platform: TestPlatform
  try {
    platform = rxnav ? await withRxNavUrl(rxnav.url, () => startTestPlatform({ ...options, fresh: true })) : await startTestPlatform(options)
  } catch (e) {
    await rxnav?.close()
    throw e
  }
  let browser: Browser | undefined
  try {
    // the shared platform's demo clinic was seeded by the test script
    const demo = o.ownClinic ? await seedDemo(platform, demoClinic(randomBytes(4).toString('hex'))) : shared ? DEMO : await seedDemo(platform)
    browser = await openBrowser()
    const b = browser
    const ready = performance.now()
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
        reportProfile(ready)
        await b.close().catch(() => undefined)
        await platform.close()
        await rxnav?.close()
      },
    }
  } catch (e) {
    await browser?.close().catch(() => undefined)
    await platform.close()
    await rxnav?.close()
    throw e
  }
}
