// A local RxNav-shaped server (the RxNorm API records' medication lookup calls, spec 3 §7) for the
// test platforms: records reads RXNAV_URL once, when it starts, so the stub must exist before the
// platform does. Under `npm test` the test script starts one stub with the shared platforms
// (scripts/test-shared.mjs) and hands its URL to the files in CARE_TEST_RXNAV_URL; a file or suite
// that starts a platform of its own starts a stub of its own too.
//
// What it answers:
//   drugs.json?name=metformin…  → three metformin concepts (two SCD, one SBD; an empty BPCK group)
//   drugs.json?name=offline…    → the connection dropped (RxNav unreachable)
//   drugs.json?name=<other>     → no match
//   rxcui.json?name=Metformin 500 MG Oral Tablet&allsrc=1 → 861007; rxcui/861007/ndcs.json → two NDCs
//   GET /_stub/requests         → every request's path and query it received, oldest first
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sharedPlatformAvailable, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'

/** the environment variable the test script hands the shared stub's URL through */
export const RXNAV_STUB_ENV = 'CARE_TEST_RXNAV_URL'
const REQUESTS_PATH = '/_stub/requests'

export const METFORMIN_DRUGS = [
  { rxcui: '861007', name: 'metformin hydrochloride 500 MG Oral Tablet', synonym: 'Metformin 500 MG Oral Tablet', tty: 'SCD' },
  { rxcui: '861010', name: 'metformin hydrochloride 850 MG Oral Tablet', synonym: '', tty: 'SCD' },
  { rxcui: '861008', name: 'metformin hydrochloride 500 MG Oral Tablet [Glucophage]', tty: 'SBD' },
]

const FIXED: Record<string, unknown> = {
  '/rxcui.json?name=Metformin%20500%20MG%20Oral%20Tablet&allsrc=1': { idGroup: { rxnormId: ['861007'] } },
  '/rxcui/861007/ndcs.json': { ndcGroup: { rxnormId: '861007', ndcList: { ndc: ['00093104801', '00093104810'] } } },
}

export interface RxNavStub {
  /** the base URL records is given as RXNAV_URL */
  url: string
  /** the paths and queries the stub received, oldest first */
  requests(): Promise<string[]>
  /** stops a stub this process started (nothing for the shared one) */
  close(): Promise<void>
}

function answer(req: IncomingMessage, res: ServerResponse, received: string[]) {
  const path = req.url ?? '/'
  const json = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (path === REQUESTS_PATH) return json(200, received)
  received.push(path)
  const url = new URL(path, 'http://rxnav')
  if (path in FIXED) return json(200, FIXED[path])
  if (url.pathname === '/drugs.json') {
    const name = url.searchParams.get('name') ?? ''
    if (name.startsWith('offline')) return void req.socket.destroy()
    if (name.startsWith('metformin')) {
      return json(200, { drugGroup: { name, conceptGroup: [{ tty: 'BPCK' }, { tty: 'SCD', conceptProperties: METFORMIN_DRUGS.slice(0, 2) }, { tty: 'SBD', conceptProperties: METFORMIN_DRUGS.slice(2) }] } })
    }
    return json(200, { drugGroup: { name: null } })
  }
  json(404, { error: 'not found' })
}

/** Starts a stub on a free port of 127.0.0.1. */
export async function startRxNavStub(): Promise<RxNavStub> {
  const received: string[] = []
  const server = createServer((req, res) => answer(req, res, received))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: async () => [...received],
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The stub the test script started for the shared platforms, when it did. */
export function sharedRxNavStub(): RxNavStub | undefined {
  const url = process.env[RXNAV_STUB_ENV]
  if (!url) return undefined
  return {
    url,
    requests: async () => {
      const res = await fetch(`${url}${REQUESTS_PATH}`)
      if (!res.ok) throw new Error(`the shared RxNav stub answered ${res.status}`)
      return (await res.json()) as string[]
    },
    close: async () => undefined,
  }
}

/** Runs `start` (a platform starting) with RXNAV_URL set to `url`, then puts RXNAV_URL back as it was. */
export async function withRxNavUrl<T>(url: string, start: () => Promise<T>): Promise<T> {
  const before = process.env.RXNAV_URL
  process.env.RXNAV_URL = url
  try {
    return await start()
  } finally {
    if (before === undefined) delete process.env.RXNAV_URL
    else process.env.RXNAV_URL = before
  }
}

/**
 * A test platform whose drug lookups reach an RxNav stub: under `npm test` the shared platform and
 * the test script's stub, otherwise a platform and a stub of this file's own. `close()` stops what
 * was started here.
 */
export async function startTestPlatformWithRxNav(): Promise<{ platform: TestPlatform; rxnav: RxNavStub; close(): Promise<void> }> {
  const shared = sharedRxNavStub()
  if (shared && sharedPlatformAvailable()) {
    const platform = await startTestPlatform()
    return { platform, rxnav: shared, close: () => platform.close() }
  }
  const rxnav = await startRxNavStub()
  try {
    const platform = await withRxNavUrl(rxnav.url, () => startTestPlatform({ fresh: true }))
    return {
      platform,
      rxnav,
      async close() {
        await platform.close()
        await rxnav.close()
      },
    }
  } catch (e) {
    await rxnav.close()
    throw e
  }
}
