// React 18 hooks over the client's session and cached collections, built on
// useSyncExternalStore so every component reads one consistent snapshot.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { KnownCollection, RecordOf } from '../api/records.ts'
import { assertRefetchInterval, type CollectionState } from '../cache/cached-collection.ts'
import { queryKey, type QueryOptions } from '../cache/query.ts'
import type { CareApiError } from '../errors.ts'
import type { CareSession } from '../session/session-store.ts'
import { useCareClient } from './provider.ts'

export function useSession(): CareSession {
  const client = useCareClient()
  const subscribe = useCallback((onChange: () => void) => client.subscribeSession(onChange), [client])
  const read = () => client.session
  return useSyncExternalStore(subscribe, read, read)
}

export interface UseCollectionOptions extends QueryOptions {
  /** reload every this many ms; must be greater than 5000 */
  refetchInterval?: number
  /** false: do not load (e.g. until a filter value is known) */
  enabled?: boolean
}

export interface UseCollectionResult<T> {
  state: CollectionState
  records: readonly T[]
  error?: CareApiError
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

/** the records of collection `name` matching a query, typed from the collection's contract */
export function useCollection<K extends KnownCollection>(name: K, options: UseCollectionOptions = {}): UseCollectionResult<RecordOf<K>> {
  const { refetchInterval, enabled = true } = options
  // a wrong interval is a programming error: raise it where it is written
  if (refetchInterval !== undefined) assertRefetchInterval(refetchInterval)
  const client = useCareClient()
  const collection = client.collection(name)
  const key = queryKey(options)
  // the options object is usually new on every render; the key says when it really changed
  const query = useMemo<QueryOptions>(() => ({ filter: options.filter, sort: options.sort, sortBy: options.sortBy }), [key])
  const read = () => collection.view(query)
  const view = useSyncExternalStore(collection.subscribe, read, read)

  // on mount and whenever the cache was reset under us (sign-out, another person signing in)
  const unloaded = view.state === 'Unloaded'
  useEffect(() => {
    if (enabled) void collection.load(query)
  }, [collection, query, enabled, unloaded])
  useEffect(() => {
    if (!enabled || refetchInterval === undefined) return
    return collection.startRefetch(refetchInterval, query)
  }, [collection, query, enabled, refetchInterval])

  const reload = useCallback(() => collection.load({ ...query, force: true }), [collection, query])
  const loadMore = useCallback(() => collection.loadMore(query), [collection, query])
  return { state: view.state, records: view.records, error: view.error, hasMore: view.hasMore, reload, loadMore }
}

export interface UseRecordResult<T> {
  state: CollectionState
  record?: T
  error?: CareApiError
}

/** one record of collection `name` by id, typed from the collection's contract */
export function useRecord<K extends KnownCollection>(name: K, id: string | undefined): UseRecordResult<RecordOf<K>> {
  const client = useCareClient()
  const collection = client.collection(name)
  const read = () => (id ? collection.recordView(id) : UNLOADED)
  const view = useSyncExternalStore(collection.subscribe, read, read)
  const unloaded = view.state === 'Unloaded'
  useEffect(() => {
    // batched with every other record asked for in the same 250 ms
    if (id && unloaded) void collection.getByIds([id])
  }, [collection, id, unloaded])
  return view
}

const UNLOADED: UseRecordResult<never> = Object.freeze({ state: 'Unloaded' as const })
