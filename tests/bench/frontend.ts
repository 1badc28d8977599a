// Frontend figures for `npm run bench`, measured in Debian's headless Chromium against the
// standalone platform with the built frontends:
//   - gzipped JavaScript the portal's first page (/home, signed in) transfers: shell + shared
//     singletons (served by the shell) + the Home remote; target ≤ 250 KB
//   - per remote, the JavaScript it adds beyond the shared singletons; target ≤ 60 KB
//   - time from navigation to Home's content (cold cache, median of several loads); target ≤ 1.5 s
// Sizes are each script's body gzipped at level 9 (comparable across runs and servers), and the
// bytes that actually crossed the wire (the gateway answers the build's precompressed .br/.gz).
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { sessionStorageKeys } from '@care/sdk'
import { e2eSkipReason, ensureFrontends, launchBrowser, PORTAL_FRONTENDS } from '../e2e/support/index.ts'
import { DEMO, seedDemo } from '@care/platform/seed'
import { startTestPlatform } from '../support/platform.ts'

const RUNS = Number(process.env.BENCH_PAGE_LOADS ?? 5)
const KB = 1024

interface ScriptLoad {
  url: string
  gzipBytes: number
  /** the body as transferred (brotli when the gateway had it) */
  wireBytes: number
}

export interface FrontendFigures {
  firstPageKB: number
  /** what crossed the wire for the first page's scripts */
  firstPageWireKB: number
  shellKB: number
  remotesKB: Record<string, number>
  homeContentMs: number[]
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const round1 = (n: number) => Math.round(n * 10) / 10

async function register(url: string): Promise<{ authToken: string; enduser: { id: string } }> {
  const org = (await (await fetch(`${url}/v1/organization-info?subdomain=${DEMO.subdomain}`)).json()) as { businessId: string; organizationIds: string[] }
  const res = await fetch(`${url}/v1/register-as-enduser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: org.businessId, organizationIds: org.organizationIds, email: `bench-${Date.now()}@example.com`, password: 'Bench-pass-2026', fname: 'Bench', lname: 'Patient', termsSigned: new Date().toISOString(), termsVersion: '1.0' }),
  })
  if (!res.ok) throw new Error(`registering the bench patient failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { authToken: string; enduser: { id: string } }
}

/** A fresh context (cold HTTP cache) already signed in; collects every script it loads. */
async function signedInPage(browser: Browser, session: { authToken: string; enduser: unknown }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const keys = sessionStorageKeys('enduser')
  await context.addInitScript(
    ([k, s, now]) => {
      localStorage.setItem(k.authToken, s.authToken)
      localStorage.setItem(k.account, JSON.stringify(s.enduser))
      localStorage.setItem(k.refreshedAt, String(now))
    },
    [keys, session, Date.now()] as const,
  )
  const page = await context.newPage()
  const scripts: Promise<ScriptLoad>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script' || !r.ok()) return
    scripts.push(
      Promise.all([r.body(), r.request().sizes()]).then(([body, sizes]) => ({ url: r.url(), gzipBytes: gzipSync(body, { level: 9 }).length, wireBytes: sizes.responseBodySize })),
    )
  })
  return { context, page, scripts }
}

async function homeContent(page: Page) {
  await page.getByRole('heading', { name: 'Your Events' }).waitFor({ timeout: 30_000 })
}

export async function measureFrontend(): Promise<FrontendFigures | string> {
  const skip = e2eSkipReason()
  if (skip) return skip
  await ensureFrontends(PORTAL_FRONTENDS)
  const platform = await startTestPlatform()
  const browser = await launchBrowser()
  try {
    await seedDemo(platform)
    const session = await register(platform.url)
    const homeContentMs: number[] = []
    let loads: ScriptLoad[] = []
    for (let i = 0; i < RUNS; i++) {
      const { context, page, scripts } = await signedInPage(browser, session)
      const started = performance.now()
      await page.goto(`${platform.url}/home?org=${DEMO.subdomain}`)
      await homeContent(page)
      homeContentMs.push(performance.now() - started)
      if (i === 0) loads = await Promise.all(scripts)
      await context.close()
    }

    const remotesKB: Record<string, number> = {}
    const { context, page, scripts } = await signedInPage(browser, session)
    await page.goto(`${platform.url}/settings?org=${DEMO.subdomain}`)
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor({ timeout: 30_000 })
    const settingsLoads = await Promise.all(scripts)
    await context.close()

    const remoteOf = (url: string) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1]
    const sum = (xs: ScriptLoad[]) => round1(xs.reduce((s, x) => s + x.gzipBytes, 0) / KB)
    for (const list of [loads, settingsLoads]) {
      const byRemote = new Map<string, ScriptLoad[]>()
      for (const l of list) {
        const r = remoteOf(l.url)
        if (r) byRemote.set(r, [...(byRemote.get(r) ?? []), l])
      }
      for (const [r, xs] of byRemote) remotesKB[r] = sum(xs)
    }
    // BENCH_VERBOSE=1: every script of the first page, to see where the bytes are
    if (process.env.BENCH_VERBOSE === '1') for (const l of [...loads].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${(l.gzipBytes / KB).toFixed(1).padStart(6)} KB  ${new URL(l.url).pathname}`)
    const firstPageWireKB = round1(loads.reduce((s, x) => s + x.wireBytes, 0) / KB)
    return { firstPageKB: sum(loads), firstPageWireKB, shellKB: sum(loads.filter((l) => !remoteOf(l.url))), remotesKB, homeContentMs }
  } finally {
    await browser.close()
    await platform.close()
  }
}

export function printFrontend(f: FrontendFigures | string) {
  console.log('\nFrontend (headless Chromium, standalone platform):')
  if (typeof f === 'string') {
    console.log(`  skipped: ${f}`)
    return
  }
  const ms = median(f.homeContentMs)
  console.log(`  portal first page (/home) JavaScript, gzipped: ${f.firstPageKB} KB (shell + shared ${f.shellKB} KB) — target ≤ 250 KB ${f.firstPageKB <= 250 ? '(met)' : '(NOT met)'}`)
  console.log(`  portal first page (/home) JavaScript on the wire (as served): ${f.firstPageWireKB} KB`)
  for (const [remote, kb] of Object.entries(f.remotesKB)) console.log(`  remote ${remote} beyond shared, gzipped: ${kb} KB — target ≤ 60 KB ${kb <= 60 ? '(met)' : '(NOT met)'}`)
  console.log(`  navigation → Home content, cold cache, median of ${f.homeContentMs.length}: ${Math.round(ms)} ms (${f.homeContentMs.map((x) => Math.round(x)).join(', ')}) — target ≤ 1,500 ms ${ms <= 1500 ? '(met)' : '(NOT met)'}`)
}
