// Identity's figures (issue #3): what verifying a session costs a request, and sign-in throughput.
//   - session verification on the request path: GET /v1/test-authenticated (Bearer, resolved from
//     the gateway's session cache) against GET /v1 (public), both answered by the gateway itself, so
//     the only difference is verifying the session; one request at a time, p50.
//   - a cache miss: the identity `sessions.authenticate` bus call (JWT check + session row + user +
//     role permissions), paid once per token per gateway per AUTH_CACHE_MS.
//   - login throughput: argon2id (m=19 MiB, t=2, p=1) dominates; the parameters are not weakened.
import { randomUUID } from 'node:crypto'
import type { Platform } from '@care/platform'
import { closedLoop, httpCall, round, type Figures } from './measure.ts'

export async function benchAuth(platform: Platform, staff: { authToken: string; email: string; password: string }, seconds: number, rows: Figures[]) {
  const auth = { authorization: `Bearer ${staff.authToken}` }
  rows.push(await closedLoop('auth     GET /v1 (public), 1 at a time', () => httpCall(`${platform.url}/v1`), { concurrency: 1, seconds: seconds / 2 }))
  rows.push(await closedLoop('auth     GET /v1/test-authenticated (Bearer), 1 at a time', () => httpCall(`${platform.url}/v1/test-authenticated`, { headers: auth }), { concurrency: 1, seconds: seconds / 2 }))
  rows.push(await closedLoop('auth     sessions.authenticate on the bus (cache miss)', () =>
    platform.bus.request('svc.identity.sessions.authenticate', { requestId: randomUUID(), payload: auth }), { concurrency: 1, seconds: seconds / 2 }))
  const body = JSON.stringify({ email: staff.email, password: staff.password })
  rows.push(await closedLoop('login    POST /v1/users/login (argon2id), 4 concurrent', () =>
    httpCall(`${platform.url}/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }), { concurrency: 4, seconds }))
}

export function authTargets(rows: Figures[]) {
  const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))
  const open = find('auth     GET /v1 (public)')
  const authed = find('auth     GET /v1/test-authenticated')
  const login = find('login    POST /v1/users/login')
  if (open && authed) {
    const added = round(authed.p50 - open.p50)
    console.log(`  session verification ≤ 0.2 ms p50: +${added} ms (${authed.p50} vs ${open.p50}) ${added <= 0.2 ? '(met)' : '(NOT met)'}`)
  }
  if (login) console.log(`  login throughput (argon2id m=19 MiB, t=2, p=1): ${login.rps} logins/s, p50 ${login.p50} ms`)
}
