// An in-memory stand-in for /v1, for frontends' component tests. One store of records per
// collection answers the generic calls as the server does (services/kit/src/collections): list
// with filter (the sdk cache's matcher), search, sort or sortBy, lastId and limit; create one or
// some; bulk-read; read, update and delete by id. The named calls several screens share (upload
// and download links, filling a form by its access code) answer from the same store
// (fake-calls.ts). A remote adds only the routes its own screens call (`routes`, tried first) and
// the refusals it relies on (`refuse`). Recorded requests, one-off answers (failNext) and held
// answers (hold) let a test observe loading and error states.
import { createCareClient, memoryStorage, pluralPath, singularPath, type CareClient, type CareClientOptions, type FetchLike } from '../index.ts'
import { matchesFilter } from '../cache/query.ts'
import { sharedCallRoutes } from './fake-calls.ts'
import { mergeUpdates, pageOf } from './fake-store.ts'

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
/**
 * The fields every record carries (spec 1 §3), fresh: spread first into a record a test hands the
 * cache itself (`{ ...fakeBaseFields(), fname: 'Lia' }` is a whole `RecordOf<'endusers'>`).
 */
export const fakeBaseFields = () => ({
  id: fakeId(),
  businessId: 'b'.repeat(24),
  organizationIds: [] as string[],
  creator: fakeId(),
  createdAt: fakeStamp(),
  updatedAt: fakeStamp(),
})
/** a stored record: id and timestamps, then the fields given */
export const fakeRecord = (fields: Record<string, unknown>): FakeRecord => ({ id: fakeId(), createdAt: fakeStamp(), updatedAt: fakeStamp(), ...fields })

export const json = (status: number, body: unknown): FakeAnswer => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) })

/** the records of every collection, and the signed-in caller */
export interface FakeStore {
  data: Map<string, FakeRecord[]>
  /** a collection's records (the same array every time; created when first asked for) */
  records(collection: string): FakeRecord[]
  /** stores a record (id and timestamps added unless given) and returns it */
  add(collection: string, fields: Record<string, unknown>): FakeRecord
  /** the id of the signed-in user or enduser */
  me?: string
  baseUrl: string
}

export interface FakeV1Options {
  /** the collections the generic calls serve, with the records they start with */
  collections?: Record<string, readonly Record<string, unknown>[]>
  /** the remote's own routes, tried before the generic ones; undefined goes on to them */
  routes?(req: SentRequest, store: FakeStore): FakeAnswer | undefined | Promise<FakeAnswer | undefined>
  /** the server's refusal (400, 409…) of fields about to be created (`existing` undefined) or set on `existing`; undefined accepts */
  refuse?(collection: string, fields: Record<string, unknown>, existing?: FakeRecord): FakeAnswer | undefined
  /** the fields a created record of a collection starts with, before the ones sent */
  defaults?: Record<string, Record<string, unknown>>
  kind?: 'user' | 'enduser'
  baseUrl?: string
  /** a fake socket class, for tests of live updates */
  WebSocket?: CareClientOptions['WebSocket']
  /** records per page of the client's cached collections (default the spec's 500) */
  pageSize?: number
}

const NOT_FOUND = 'Could not find a record for the given id'

export function fakeV1(o: FakeV1Options) {
  const baseUrl = o.baseUrl ?? 'http://care.test'
  const requests: SentRequest[] = []
  const overrides: { match: (r: SentRequest) => boolean; status: number; body: unknown }[] = []
  let gate: Promise<void> | undefined

  const data = new Map<string, FakeRecord[]>()
  const records = (collection: string) => {
    if (!data.has(collection)) data.set(collection, [])
    return data.get(collection)!
  }
  const store: FakeStore = {
    data,
    records,
    baseUrl,
    add(collection, fields) {
      const record = fakeRecord(fields)
      records(collection).push(record)
      return record
    },
  }
  for (const [name, seed] of Object.entries(o.collections ?? {})) {
    records(name)
    for (const r of seed) store.add(name, r)
  }
  const known = () => [...data.keys()]
  const byPlural = (path: string) => known().find((c) => path === `/v1/${pluralPath(c)}`)
  const bySingular = (path: string) => known().find((c) => path === `/v1/${singularPath(c)}`)
  const refusal = (collection: string, fields: Record<string, unknown>, existing?: FakeRecord) => o.refuse?.(collection, fields, existing)

  async function generic(req: SentRequest): Promise<FakeAnswer | undefined> {
    const { method, path, query, body = {} } = req
    const listed = byPlural(path)
    if (listed && method === 'GET') return json(200, pageOf(records(listed).filter((r) => matchesFilter(r, JSON.parse(query.get('filter') ?? '{}'))), query))
    if (listed && method === 'POST') {
      const created: FakeRecord[] = []
      const errors: { index: number; message: string }[] = []
      for (const [index, item] of ((body.create ?? []) as Record<string, unknown>[]).entries()) {
        const refused = refusal(listed, item)
        if (refused) errors.push({ index, message: (JSON.parse(await refused.text()) as { message: string }).message })
        else created.push(store.add(listed, { ...o.defaults?.[listed], ...item }))
      }
      return json(200, { created, errors })
    }
    const bulk = /^(\/v1\/[\w-]+)\/bulk-read$/.exec(path)
    const bulkOf = bulk && byPlural(bulk[1])
    if (bulkOf && method === 'POST') return json(200, { matches: records(bulkOf).filter((r) => ((body.ids ?? []) as string[]).includes(r.id)) })
    const created = bySingular(path)
    if (created && method === 'POST') return refusal(created, body) ?? json(200, store.add(created, { ...o.defaults?.[created], ...body }))
    const one = /^(\/v1\/[\w-]+)\/([0-9a-f]{24})$/.exec(path)
    const collection = one && bySingular(one[1])
    if (!one || !collection) return undefined
    const list = records(collection)
    const record = list.find((r) => r.id === one[2])
    if (!record) return json(404, { message: NOT_FOUND })
    if (method === 'GET') return json(200, record)
    if (method === 'PATCH') {
      const updates = (body.updates ?? {}) as Record<string, unknown>
      const refused = refusal(collection, updates, record)
      if (refused) return refused
      mergeUpdates(record, updates, (body.options as { replaceObjectFields?: boolean } | undefined)?.replaceObjectFields === true)
      record.updatedAt = fakeStamp()
      return json(200, record)
    }
    if (method === 'DELETE') {
      list.splice(list.indexOf(record), 1)
      return json(204, undefined)
    }
    return undefined
  }

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
    const answer = (await o.routes?.(req, store)) ?? sharedCallRoutes(req, store) ?? (await generic(req))
    return answer ?? json(404, { message: `no fake for ${req.method} ${req.path}` })
  }

  return {
    store,
    data,
    records,
    add: store.add,
    requests,
    fetch,
    /** a client signed in as `user` (staff: an Admin unless roles are given) or as an enduser */
    client(user: { id?: string; roles?: string[]; [field: string]: unknown } = {}): CareClient {
      const c = createCareClient({
        apiBaseUrl: baseUrl, kind: o.kind ?? 'user', fetch, storage: memoryStorage(), logger: { info() {}, warn() {}, error() {} }, ...(o.WebSocket ? { WebSocket: o.WebSocket } : {}), ...(o.pageSize ? { pageSize: o.pageSize } : {}),
      })
      const id = user.id ?? fakeId()
      store.me = id
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

export type FakeV1 = ReturnType<typeof fakeV1>
