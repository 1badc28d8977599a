// A cached record collection (spec 3 §4): the records of one collection known to this client,
// the state of each load (Unloaded / Fetching / Loaded / Error), single records fetched by id in
// 250 ms batches, and the local edits the live events and the screens make.
import type { CareRecord } from '../api/records.ts'
import type { CollectionApi } from '../api/collection-api.ts'
import { ErrorMessages } from '@care/contracts/errors'
import { CareApiError, asCareApiError } from '../errors.ts'
import { MIN_REFETCH_INTERVAL_MS, REFETCH_INTERVAL_MESSAGE } from '../constants.ts'
import type { Logger } from '../options.ts'
import { IdBatcher } from './id-batcher.ts'
import { isServerKept, matchesFilter, queryKey, viewOf, type QueryOptions } from './query.ts'
import { RecordStore } from './record-store.ts'

export type CollectionState = 'Unloaded' | 'Fetching' | 'Loaded' | 'Error'

export interface LoadOptions extends QueryOptions {
  /** fetch even when the same load succeeded within the "recently fetched" window */
  force?: boolean
}

export interface CollectionView<T> {
  state: CollectionState
  records: readonly T[]
  error?: CareApiError
  hasMore: boolean
}

export interface RecordView<T> {
  state: CollectionState
  record?: T
  error?: CareApiError
}

export interface CachedCollectionDeps<T> {
  api: CollectionApi<T>
  now: () => number
  log: Logger
  pageSize: number
  recentlyFetchedMs: number
  batchDelayMs: number
}

interface Query {
  state: CollectionState
  error?: CareApiError
  hasMore: boolean
  lastId?: string
  fetchedAt: number
  inflight?: Promise<void>
  /** a server-kept query (query.ts): its own records, in the server's order (records added later first) */
  ids?: string[]
  memo?: { version: number; view: CollectionView<never> }
}

const unloaded = (): Query => ({ state: 'Unloaded', hasMore: false, fetchedAt: -Infinity })

export function assertRefetchInterval(ms: number) {
  if (!(ms > MIN_REFETCH_INTERVAL_MS)) throw new RangeError(REFETCH_INTERVAL_MESSAGE)
}

export class CachedCollection<T extends { id: string } = CareRecord> {
  private readonly store = new RecordStore<T>()
  private queries = new Map<string, Query>()
  /** the options of each server-kept query, so records added later can join the ones they match */
  private kept = new Map<string, QueryOptions>()
  private current: QueryOptions = {}
  /** ids not found, or whose fetch failed: remembered, never fetched again (until reset) */
  private readonly missing = new Map<string, CareApiError>()
  private readonly listeners = new Set<() => void>()
  private readonly recordViews = new Map<string, RecordView<T>>()
  private readonly batcher: IdBatcher<T>
  private version = 0
  /** bumped by reset, so answers to loads sent before it are dropped */
  private generation = 0
  private snapshotMemo?: { version: number; view: CollectionView<T> }

  constructor(
    readonly name: string,
    private readonly d: CachedCollectionDeps<T>,
  ) {
    this.batcher = new IdBatcher<T>({
      delayMs: d.batchDelayMs,
      fetch: async (ids) => (await d.api.getByIds(ids)).matches,
      onResult: (found, requested) => {
        this.store.addReplaceIfMatch(found, 'end')
        const foundIds = new Set(found.map((r) => r.id))
        const notFound = requested.filter((id) => !foundIds.has(id))
        for (const id of notFound) this.missing.set(id, new CareApiError(404, ErrorMessages.notFound))
        if (notFound.length) d.log.warn(`${name}: no record for ${notFound.join(', ')}`)
        this.changed()
      },
      onFailure: (error, requested) => {
        const e = asCareApiError(error)
        for (const id of requested) this.missing.set(id, e)
        d.log.error(`${name}: fetching ${requested.join(', ')} failed`, e)
        this.changed()
      },
    })
  }

  // ── reading ────────────────────────────────────────────────────────────────────────────────
  get state(): CollectionState {
    return this.peek(this.current).state
  }
  get records(): readonly T[] {
    return this.store.records
  }
  get error(): CareApiError | undefined {
    return this.peek(this.current).error
  }
  get hasMore(): boolean {
    return this.peek(this.current).hasMore
  }

  /** State of the latest load and every cached record; the same object until something changes. */
  snapshot(): CollectionView<T> {
    if (this.snapshotMemo?.version !== this.version) {
      const q = this.peek(this.current)
      this.snapshotMemo = { version: this.version, view: { state: q.state, records: this.store.records, error: q.error, hasMore: q.hasMore } }
    }
    return this.snapshotMemo.view
  }

  /** The records matching `options` (filter, sort) with that load's state. */
  view(options: QueryOptions = {}): CollectionView<T> {
    const key = queryKey(options)
    let q = this.queries.get(key)
    if (!q) this.queries.set(key, (q = unloaded()))
    if (q.memo?.version !== this.version) {
      const records = isServerKept(options) ? this.keptRecords(q, options) : viewOf(this.store.records as T[], options)
      const view = { state: q.state, records, error: q.error, hasMore: q.hasMore }
      q.memo = { version: this.version, view: view as CollectionView<never> }
    }
    return q.memo.view as CollectionView<T>
  }

  get(id: string): T | undefined {
    return this.store.get(id)
  }

  recordState(id: string): CollectionState {
    if (this.store.has(id)) return 'Loaded'
    if (this.missing.has(id)) return 'Error'
    return this.batcher.isPending(id) ? 'Fetching' : 'Unloaded'
  }

  /** `{ state, record, error }` of one id; the same object until it changes. */
  recordView(id: string): RecordView<T> {
    const state = this.recordState(id)
    const record = this.store.get(id)
    const error = this.missing.get(id)
    const last = this.recordViews.get(id)
    if (last && last.state === state && last.record === record && last.error === error) return last
    const view = { state, record, error }
    this.recordViews.set(id, view)
    return view
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  // ── fetching ───────────────────────────────────────────────────────────────────────────────
  /** Loads the first page for `options`. Never rejects: a first failure is state 'Error', a failed reload is logged. */
  load(options: LoadOptions = {}): Promise<void> {
    const { force, ...query } = options
    this.current = query
    const key = queryKey(query)
    const q = this.query(key)
    if (q.inflight) return q.inflight
    if (q.state === 'Loaded' && !force && this.d.now() - q.fetchedAt < this.d.recentlyFetchedMs) return Promise.resolve()
    const first = q.state !== 'Loaded'
    if (first) this.setQuery(key, { state: 'Fetching', error: undefined })
    const generation = this.generation
    const inflight = this.d.api.getSome({ ...query, limit: this.d.pageSize }).then(
      (records) => {
        this.settled(q)
        if (generation !== this.generation) return
        this.store.addReplaceIfMatch(records, 'end')
        for (const r of records) this.missing.delete(r.id)
        // a reload starts the query's pages again
        if (isServerKept(query)) this.kept.set(key, query)
        const ids = isServerKept(query) ? records.map((r) => r.id) : undefined
        this.setQuery(key, { state: 'Loaded', error: undefined, fetchedAt: this.d.now(), ids, ...this.paging(records) })
      },
      (error) => {
        this.settled(q)
        if (generation !== this.generation) return
        if (first) this.setQuery(key, { state: 'Error', error: asCareApiError(error) })
        else this.d.log.warn(`${this.name}: reload failed`, error)
      },
    )
    q.inflight = inflight
    return inflight
  }

  /** The next page of the latest load (or of `options`), by `lastId`. Failures are logged. */
  loadMore(options?: QueryOptions): Promise<void> {
    const query = options ?? this.current
    const key = queryKey(query)
    const q = this.queries.get(key)
    if (!q || q.state !== 'Loaded' || !q.hasMore || q.inflight) return q?.inflight ?? Promise.resolve()
    const generation = this.generation
    const inflight = this.d.api.getSome({ ...query, limit: this.d.pageSize, lastId: q.lastId }).then(
      (records) => {
        this.settled(q)
        if (generation !== this.generation) return
        this.store.addReplaceIfMatch(records, 'end')
        const ids = q.ids && [...new Set([...q.ids, ...records.map((r) => r.id)])]
        this.setQuery(key, { ids, ...this.paging(records) })
      },
      (error) => {
        this.settled(q)
        if (generation === this.generation) this.d.log.warn(`${this.name}: loading more failed`, error)
      },
    )
    q.inflight = inflight
    return inflight
  }

  /** The records for `ids`: cached ones at once, others through one bulk read per 250 ms. */
  async getByIds(ids: readonly string[]): Promise<T[]> {
    const wanted = [...new Set(ids)].filter((id) => id && !this.store.has(id) && !this.missing.has(id))
    if (wanted.length) {
      const done = this.batcher.request(wanted)
      this.changed()
      await done
    }
    return ids.map((id) => this.store.get(id)).filter((r): r is T => !!r)
  }

  /** Reloads every `intervalMs` (which must be greater than 5000 ms); answers a stop function. */
  startRefetch(intervalMs: number, options: QueryOptions = this.current): () => void {
    assertRefetchInterval(intervalMs)
    const timer = setInterval(() => void this.load({ ...options, force: true }), intervalMs)
    return () => clearInterval(timer)
  }

  // ── local edits (spec 3 §4) ────────────────────────────────────────────────────────────────
  /** Replaces every record; the collection is Loaded with exactly these. */
  set(records: readonly T[]) {
    this.store.set(records)
    this.current = {}
    this.setQuery(queryKey({}), { state: 'Loaded', error: undefined, hasMore: false, lastId: undefined, fetchedAt: this.d.now() })
  }
  addFront(records: readonly T[]) {
    this.added(records, () => this.store.add(records, 'front'))
  }
  addEnd(records: readonly T[]) {
    this.added(records, () => this.store.add(records, 'end'))
  }
  /** Replaces records with the same id in place; adds the others (at the end unless `front`). */
  addReplaceIfMatch(records: readonly T[], o: { front?: boolean } = {}) {
    this.added(records, () => this.store.addReplaceIfMatch(records, o.front ? 'front' : 'end'))
  }
  /** Merges `changes` into the record and stamps `updatedAt` with now. */
  update(id: string, changes: Partial<T>) {
    const updatedAt = new Date(this.d.now()).toISOString()
    if (this.store.modify(id, (r) => ({ ...r, ...changes, updatedAt }))) this.changed()
  }
  replace(record: T) {
    if (this.store.replace(record)) this.changed()
  }
  modify(id: string, fn: (record: T) => T) {
    if (this.store.modify(id, fn)) this.changed()
  }
  remove(ids: string | readonly string[]) {
    if (this.store.remove(typeof ids === 'string' ? [ids] : ids)) this.changed()
  }

  /**
   * Drops what is cached and loads the latest load again (when there was one): for a client whose
   * live events fell too far behind (a 'resync'), so records deleted meanwhile go too. Screens on
   * other loads reload themselves, as after any reset.
   */
  refetch(): Promise<void> {
    const latest = this.current
    const wasLoaded = this.peek(latest).state !== 'Unloaded'
    this.reset()
    return wasLoaded ? this.load(latest) : Promise.resolve()
  }

  /** Back to Unloaded: records, load states, remembered failures and queued ids are dropped. */
  reset() {
    this.generation++
    this.batcher.reset()
    this.store.clear()
    this.queries = new Map()
    this.kept = new Map()
    this.missing.clear()
    this.recordViews.clear()
    this.current = {}
    this.changed()
  }

  // ── internals ──────────────────────────────────────────────────────────────────────────────
  private added(records: readonly T[], write: () => boolean) {
    for (const r of records) this.missing.delete(r.id)
    // a record created (here or live) joins the server-kept queries it matches, at the front
    for (const [key, options] of this.kept) {
      const q = this.queries.get(key)
      if (!q?.ids) continue
      const have = new Set(q.ids)
      const joining = records.filter((r) => !have.has(r.id) && matchesFilter(r, options.filter)).map((r) => r.id)
      if (joining.length) q.ids = [...joining, ...q.ids]
    }
    if (write()) this.changed()
  }

  /** a server-kept query's records that are still cached and still match (an update may take one out) */
  private keptRecords(q: Query, options: QueryOptions): readonly T[] {
    const out: T[] = []
    for (const id of q.ids ?? []) {
      const r = this.store.get(id)
      if (r && matchesFilter(r, options.filter)) out.push(r)
    }
    return out
  }

  /**
   * The request of `q` is over. Said before its outcome is told to the listeners: a listener that
   * reacts to 'Loaded' by asking for the next page must start a new request, not join the old one
   * (which would answer at once with no new page, and automatic paging would stop there).
   */
  private settled(q: Query) {
    q.inflight = undefined
  }

  private paging(records: readonly T[]) {
    return { hasMore: records.length >= this.d.pageSize, lastId: records.at(-1)?.id }
  }

  private peek(o: QueryOptions): Query {
    return this.queries.get(queryKey(o)) ?? unloaded()
  }

  private query(key: string): Query {
    let q = this.queries.get(key)
    if (!q) this.queries.set(key, (q = unloaded()))
    return q
  }

  private setQuery(key: string, changes: Partial<Query>) {
    Object.assign(this.query(key), changes)
    this.changed()
  }

  private changed() {
    this.version++
    for (const l of [...this.listeners]) l()
  }
}
