// An in-memory /v1 for the chart's component tests: any collection's generic calls (list with
// filter, sort, limit and lastId; create; update; bulk-read), the drug lookup, and one-off answers
// or held answers to observe loading and error states.
import { createCareClient, memoryStorage, pluralPath, singularPath, type CareClient, type FetchLike } from '@care/sdk'

export type FakeRecord = { id: string; createdAt: string; updatedAt: string; [key: string]: unknown }

export interface SentRequest {
  method: string
  path: string
  query: URLSearchParams
  body?: Record<string, unknown>
}

const COLLECTIONS = ['endusers', 'users', 'notes', 'tickets', 'enduser_tasks', 'care_plans', 'enduser_observations', 'enduser_medications', 'files', 'user_logs', 'role_based_access_permissions']

let seq = 0
export const newId = () => (++seq).toString(16).padStart(24, '0')
const stamp = () => new Date(Date.UTC(2026, 0, 1) + ++seq * 60_000).toISOString()

export function fakeApi(seed: Record<string, Record<string, unknown>[]> = {}) {
  const data = new Map<string, FakeRecord[]>(COLLECTIONS.map((c) => [c, (seed[c] ?? []).map((r) => ({ id: newId(), createdAt: stamp(), updatedAt: stamp(), ...r }))]))
  const byPlural = new Map(COLLECTIONS.map((c) => [`/v1/${pluralPath(c)}`, c]))
  const bySingular = new Map(COLLECTIONS.map((c) => [`/v1/${singularPath(c)}`, c]))
  const requests: SentRequest[] = []
  const overrides: { match: (r: SentRequest) => boolean; status: number; body: unknown }[] = []
  let gate: Promise<void> | undefined
  const drugs: { answer: { status: number; body: unknown } } = { answer: { status: 200, body: { drugs: [] } } }

  const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) })
  const matches = (r: FakeRecord, filter: Record<string, unknown>) => Object.entries(filter).every(([k, v]) => r[k] === v)

  function handle(req: SentRequest) {
    const override = overrides.findIndex((x) => x.match(req))
    if (override >= 0) {
      const [x] = overrides.splice(override, 1)
      return json(x.status, x.body)
    }
    const { method, path, query, body } = req
    if (path === '/v1/drug-lookup/drugs') return json(drugs.answer.status, drugs.answer.body)
    if (path === '/v1/prepare-file-upload' && method === 'POST') {
      const file = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...body, secureName: `secure-${seq}` }
      data.get('files')?.push(file)
      return json(200, { presignedUpload: { url: `http://console.test/v1/file-upload/token-${file.id}`, fields: {} }, file })
    }
    if (path === '/v1/files/confirm-upload' && method === 'POST') {
      const file = data.get('files')?.find((f) => f.id === body?.id)
      if (file && !file.confirmedAt) file.confirmedAt = stamp()
      return json(200, {})
    }
    if (path === '/v1/file-download-URL') return json(200, { downloadURL: `http://console.test/v1/file-download/${query.get('secureName')}${query.get('preferInBrowser') ? '?inline=1' : ''}`, name: 'file' })
    const listed = byPlural.get(path)
    if (listed && method === 'GET') {
      let list = [...(data.get(listed) ?? [])]
      const filter = query.get('filter')
      if (filter) list = list.filter((r) => matches(r, JSON.parse(filter)))
      if (query.get('sort') === 'newFirst') list.reverse()
      const lastId = query.get('lastId')
      if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
      return json(200, list.slice(0, Number(query.get('limit') ?? 500)))
    }
    const bulk = /^(\/v1\/[\w-]+)\/bulk-read$/.exec(path)
    if (bulk && byPlural.has(bulk[1])) {
      const ids = (body?.ids ?? []) as string[]
      return json(200, { matches: (data.get(byPlural.get(bulk[1]) as string) ?? []).filter((r) => ids.includes(r.id)) })
    }
    const created = bySingular.get(path)
    if (created && method === 'POST') {
      const record = { id: newId(), createdAt: stamp(), updatedAt: stamp(), ...body }
      data.get(created)?.push(record)
      return json(200, record)
    }
    const one = /^(\/v1\/[\w-]+)\/([0-9a-f]{24})$/.exec(path)
    const collection = one && bySingular.get(one[1])
    if (one && collection) {
      const record = data.get(collection)?.find((r) => r.id === one[2])
      if (!record) return json(404, { message: 'Could not find a record for the given id' })
      if (method === 'GET') return json(200, record)
      if (method === 'PATCH') {
        Object.assign(record, body?.updates ?? {}, { updatedAt: stamp() })
        return json(200, record)
      }
    }
    return json(404, { message: `no fake for ${method} ${path}` })
  }

  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url, 'http://console.test')
    const req: SentRequest = { method: init.method, path: u.pathname, query: u.searchParams, body: init.body ? JSON.parse(init.body) : undefined }
    requests.push(req)
    if (gate) await gate
    return handle(req)
  }

  return {
    data,
    requests,
    drugs,
    /** signed in as an admin, or as `user` (e.g. a coordinator whose role's permissions are seeded) */
    client(user: { id?: string; roles?: string[] } = {}): CareClient {
      const c = createCareClient({ apiBaseUrl: 'http://console.test', kind: 'user', fetch, storage: memoryStorage(), logger: { info() {}, warn() {}, error() {} } })
      c.setSession({ authToken: 'token', user: { id: user.id ?? newId(), roles: user.roles ?? ['Admin'] } as { id: string } })
      return c
    },
    /** the next request matching `match` answers `status` / `body` */
    failNext(match: (r: SentRequest) => boolean, status: number, body: unknown) {
      overrides.push({ match, status, body })
    },
    /** hold every answer until the returned function is called */
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

/** Jordan Rivera with a note, a task, an observation and a care plan */
export function seededChart() {
  const api = fakeApi({ endusers: [{ fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', dateOfBirth: '04-12-1980', tags: ['diabetes', 'new'] }] })
  const enduserId = api.data.get('endusers')![0].id
  const add = (collection: string, record: Record<string, unknown>) => api.data.get(collection)!.push({ id: newId(), createdAt: stamp(), updatedAt: stamp(), enduserId, ...record })
  add('notes', { title: 'Intake call', text: 'Prefers mornings.' })
  add('enduser_tasks', { title: 'Walk 20 minutes a day' })
  add('care_plans', { title: 'Type 2 diabetes care plan' })
  return { api, enduserId }
}
