// An in-memory stand-in for /v1, for frontends' component tests: the kernel every remote's fake
// shares — recorded requests, one-off answers (failNext), held answers to observe loading states
// (hold), record ids and timestamps, and a signed-in CareClient — while each remote supplies the
// routes its screens call (`routes`), answering with `json(status, body)` or undefined (404).
import { createCareClient, memoryStorage, type CareClient, type CareClientOptions, type FetchLike } from '../index.ts'

export interface FakeRecord {
  id: string
  createdAt: string
  updatedAt: string
  [key: string]: unknown
}

export interface SentRequest {
  method: string
  path: string
  query: URLSearchParams
  body?: Record<string, unknown>
}

export interface FakeAnswer {
  status: number
  ok: boolean
  text(): Promise<string>
}

let seq = 0
/** a fresh 24-hex id, increasing */
export const fakeId = () => (++seq).toString(16).padStart(24, '0')
/** increasing instants from 2026-01-01 (one minute apart), so sorting by time follows creation */
export const fakeStamp = () => new Date(Date.UTC(2026, 0, 1) + ++seq * 60_000).toISOString()
/** a stored record: id and timestamps, then the fields given */
export const fakeRecord = (fields: Record<string, unknown>): FakeRecord => ({ id: fakeId(), createdAt: fakeStamp(), updatedAt: fakeStamp(), ...fields })

export const json = (status: number, body: unknown): FakeAnswer => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) })

export interface FakeV1Options {
  /** the remote's routes; undefined answers 404 'no fake for …' */
  routes(req: SentRequest): FakeAnswer | undefined | Promise<FakeAnswer | undefined>
  kind?: 'user' | 'enduser'
  baseUrl?: string
  /** a fake socket class, for tests of live updates */
  WebSocket?: CareClientOptions['WebSocket']
}

export function fakeV1(o: FakeV1Options) {
  const baseUrl = o.baseUrl ?? 'http://care.test'
  const requests: SentRequest[] = []
  const overrides: { match: (r: SentRequest) => boolean; status: number; body: unknown }[] = []
  let gate: Promise<void> | undefined

  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url, baseUrl)
    const req: SentRequest = { method: init.method, path: u.pathname, query: u.searchParams, body: init.body ? JSON.parse(init.body) : undefined }
    requests.push(req)
    if (gate) await gate
    const override = overrides.findIndex((x) => x.match(req))
    if (override >= 0) {
      const [x] = overrides.splice(override, 1)
      return json(x!.status, x!.body)
    }
    return (await o.routes(req)) ?? json(404, { message: `no fake for ${req.method} ${req.path}` })
  }

  return {
    requests,
    fetch,
    /** a client signed in as `user` (staff: an Admin unless roles are given) or as an enduser */
    client(user: { id?: string; roles?: string[]; [field: string]: unknown } = {}): CareClient {
      const c = createCareClient({
        apiBaseUrl: baseUrl, kind: o.kind ?? 'user', fetch, storage: memoryStorage(), logger: { info() {}, warn() {}, error() {} }, ...(o.WebSocket ? { WebSocket: o.WebSocket } : {}),
      })
      const id = user.id ?? fakeId()
      if ((o.kind ?? 'user') === 'user') c.setSession({ authToken: 'token', user: { ...user, id, roles: user.roles ?? ['Admin'] } as { id: string } })
      else c.setSession({ authToken: 'token', enduser: { ...user, id } as { id: string } } as never)
      return c
    },
    /** the next request matching `match` answers `status` / `body` */
    failNext(match: (r: SentRequest) => boolean, status: number, body: unknown) {
      overrides.push({ match, status, body })
    },
    /** holds every answer until the returned function is called */
    hold(): () => void {
      let release!: () => void
      gate = new Promise<void>((r) => (release = r))
      return () => {
        gate = undefined
        release()
      }
    },
  }
}
