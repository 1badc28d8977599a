// The pieces `npm test` starts once and shares with every test file (issue #25): the frontends built
// (when stale), one standalone platform (and one over NATS when NATS_URL is set), the demo clinic
// seeded on it for the browser suites, one Chromium, and an RxNav stub the shared platforms' records
// service answers drug lookups from (it reads RXNAV_URL once, at start). The files find them through
// the environment (`env` below); each file still opens its own browser context and business.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the selected files need, read from their source: a platform (startTestPlatform without
 * `fresh: true`, startE2E), one over NATS (`useNats`, `bus: true`, `ownClinic: true`), the browser
 * suites' pieces (startE2E).
 */
export function sharedNeeds(files) {
  const needs = { platform: false, nats: false, e2e: false, e2eFiles: [] }
  // TEST_SHARED=0: every file starts its own pieces, as before (to compare, or to rule sharing out)
  if (process.env.TEST_SHARED === '0') return needs
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const e2e = /\bstartE2E\(/.test(text)
    needs.e2e ||= e2e
    if (e2e) needs.e2eFiles.push(file)
    // calls that ask for a fresh platform start their own
    // (startTestPlatformWithRxNav: the shared platform and its RxNav stub)
    const sharedCalls = [...text.matchAll(/\bstartTestPlatform(?:WithRxNav)?\(([^)]*)/g)].map((m) => m[1]).filter((args) => !/fresh: true/.test(args))
    // a file on the platform's bus (`bus: true`) and a browser suite that seeds a demo clinic of its
    // own through it (`ownClinic: true`) share the one over NATS only: another process reaches no
    // other bus (without NATS they start their own)
    const onBus = (args) => /\bbus: true/.test(args)
    const ownClinic = e2e && /\bownClinic: true/.test(text)
    needs.platform ||= (e2e && !ownClinic) || sharedCalls.some((args) => !onBus(args))
    needs.nats ||= ownClinic || sharedCalls.some((args) => args.includes('useNats') || onBus(args))
  }
  needs.nats &&= Boolean(process.env.NATS_URL)
  return needs
}

/** every frontend app (a folder under frontends/ with a build script) */
function frontendApps(root) {
  const dir = join(root, 'frontends')
  return readdirSync(dir).filter((name) => {
    const pkg = join(dir, name, 'package.json')
    return existsSync(pkg) && Boolean(JSON.parse(readFileSync(pkg, 'utf8')).scripts?.build)
  })
}

/**
 * The frontend apps the browser suites name (`startE2E({ frontends })` takes quoted folder names
 * or PORTAL_FRONTENDS), so one suite run alone builds only what it loads.
 */
function frontendsNamed(root, e2eFiles, portalFrontends) {
  const apps = frontendApps(root)
  const named = new Set()
  for (const file of e2eFiles) {
    const text = readFileSync(file, 'utf8')
    for (const app of apps) if (text.includes(`'${app}'`)) named.add(app)
    if (text.includes('PORTAL_FRONTENDS')) for (const app of portalFrontends) named.add(app)
  }
  return [...named]
}

/** Starts what `needs` says; answers the environment for the test files and stop() (safe to call twice). */
export async function startShared(root, needs) {
  const { tsImport } = await import('tsx/esm/api')
  const load = (path) => tsImport(join(root, path), import.meta.url)
  const stops = []
  const env = {}
  let stopped
  const stop = () => (stopped ??= (async () => {
    for (const s of stops.reverse()) await s().catch((e) => console.error(`stopping a shared test piece failed: ${e.message}`))
  })())
  try {
    const { startTestPlatform, sharedPlatformEnv } = await load('tests/support/platform.ts')
    let browserWanted = false
    let withRxNavStub
    if (needs.e2e) {
      const { e2eSkipReason } = await load('tests/e2e/support/browser.ts')
      browserWanted = !e2eSkipReason()
    }
    if (browserWanted) {
      // built before the platform starts: it serves the remotes whose dist/ exists at start
      const { ensureFrontends } = await load('tests/e2e/support/frontends.ts')
      const { PORTAL_FRONTENDS } = await load('tests/e2e/support/platform.ts')
      const started = Date.now()
      const frontends = frontendsNamed(root, needs.e2eFiles, PORTAL_FRONTENDS)
      await ensureFrontends(frontends)
      console.log(`frontends ${frontends.join(', ')} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      env.E2E_SKIP_BUILD = '1'
    }
    if (needs.platform || needs.nats) {
      // before the platforms: records reads RXNAV_URL when it starts
      const { startRxNavStub, withRxNavUrl, RXNAV_STUB_ENV } = await load('services/kit/src/testing/rxnav-stub.ts')
      const rxnav = await startRxNavStub()
      stops.push(() => rxnav.close())
      env[RXNAV_STUB_ENV] = rxnav.url
      withRxNavStub = (start) => withRxNavUrl(rxnav.url, start)
    }
    if (needs.platform) {
      const platform = await withRxNavStub(() => startTestPlatform({ fresh: true }))
      stops.push(() => platform.close())
      if (browserWanted) {
        const { seedDemo } = await load('platform/seed.ts')
        await seedDemo(platform)
      }
      Object.assign(env, sharedPlatformEnv(platform))
    }
    if (needs.nats) {
      const platform = await withRxNavStub(() => startTestPlatform({ fresh: true, useNats: true }))
      stops.push(() => platform.close())
      Object.assign(env, sharedPlatformEnv(platform, { nats: true }))
    }
    if (browserWanted) {
      const { launchBrowserServer, SHARED_BROWSER_ENV } = await load('tests/e2e/support/browser.ts')
      const server = await launchBrowserServer()
      stops.push(() => server.close())
      env[SHARED_BROWSER_ENV] = server.wsEndpoint()
    }
    return { env, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
