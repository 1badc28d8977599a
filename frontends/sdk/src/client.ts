// createCareClient: one client per page (shared by the shell and its remotes through
// <CareProvider> and the @care/sdk singleton). All state hangs off the instance.
import { createCollectionApi, createCollectionApis, type CollectionApiOf, type CollectionApis } from './api/collection-api.ts'
import type { CreateOf, KnownCollection, RecordOf } from './api/records.ts'
import { createTypedApi, type TypedApi } from './api/typed-api.ts'
import { CachedCollection } from './cache/cached-collection.ts'
import { CollectionRegistry } from './cache/registry.ts'
import { ID_BATCH_DELAY_MS, PAGE_SIZE, RECENTLY_FETCHED_MS } from './constants.ts'
import { createTransport, type Call } from './http/transport.ts'
import type { HttpMethod } from './http/types.ts'
import { applyLiveEvent, type LiveMessage } from './live/apply-event.ts'
import { LiveConnection, type LiveState } from './live/live-connection.ts'
import { defaultWebSocket, liveUrl } from './live/socket.ts'
import { apiUrlOf, defaultFetch, type CareClientOptions, type Logger } from './options.ts'
import { SessionRefresher, type RefreshOptions } from './session/refresher.ts'
import { SessionStore, type CareSession, type SessionEnduser, type SessionInput, type SessionUser } from './session/session-store.ts'
import { defaultStorage, safeStorage, type SessionKind } from './session/storage.ts'

export interface CareLive {
  readonly state: LiveState
  start(): void
  stop(): void
  subscribe(listener: (message: LiveMessage) => void): () => void
  subscribeState(listener: (state: LiveState) => void): () => void
}

export interface CareClient {
  readonly kind: SessionKind
  /** `<apiBaseUrl>/v1` */
  readonly apiUrl: string
  call<T = unknown>(method: HttpMethod, path: string, input?: Record<string, unknown>): Promise<T>
  readonly api: TypedApi
  readonly collections: CollectionApis
  /** the generic calls of one collection (the same as `collections[name]`) */
  collectionApi<K extends KnownCollection>(name: K): CollectionApiOf<K>
  /** the cached collection, its records typed from the collection's contract */
  collection<K extends KnownCollection>(name: K): CachedCollection<RecordOf<K>>
  resetCaches(): void
  readonly session: CareSession
  setSession(session: SessionInput): CareSession
  /** swap the stored user/enduser record, keeping the token (after a profile update) */
  setAccount(account: SessionUser | SessionEnduser): void
  clearSession(): void
  subscribeSession(listener: (session: CareSession) => void): () => void
  refreshSession(options?: RefreshOptions): Promise<CareSession>
  readonly businessId: string | undefined
  setBusinessId(businessId: string | undefined): void
  readonly live: CareLive
  close(): void
}

export function createCareClient(options: CareClientOptions): CareClient {
  if (options.kind !== 'enduser' && options.kind !== 'user') throw new TypeError("kind must be 'enduser' or 'user'")
  const pageSize = options.pageSize ?? PAGE_SIZE
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new TypeError('pageSize must be a whole number of records, at least 1')
  const now = options.now ?? (() => Date.now())
  const log: Logger = options.logger ?? console
  const apiUrl = apiUrlOf(options.apiBaseUrl)
  const store = new SessionStore(options.kind, safeStorage(options.storage ?? defaultStorage()), now)
  let businessId = options.businessId

  // the refresher and the caches call through `call`, defined below once its own needs exist
  const refresher = new SessionRefresher(store, (path, o) => call('POST', path, undefined, o), now, log)
  const registry = new CollectionRegistry(
    (name) =>
      new CachedCollection(name, {
        api: createCollectionApi(call, name),
        now,
        log,
        pageSize,
        recentlyFetchedMs: RECENTLY_FETCHED_MS,
        batchDelayMs: ID_BATCH_DELAY_MS,
      }),
  )
  const live = new LiveConnection({
    url: () => liveUrl(apiUrl),
    WebSocket: options.WebSocket ?? defaultWebSocket(),
    credential: () => {
      const token = store.session.authToken
      if (token) return { token }
      return options.apiKey ? { apiKey: options.apiKey } : undefined
    },
    onEvent: (m) => applyLiveEvent(registry, m),
    onResync: () => void registry.refetchAll(),
    now,
    log,
  })
  const clearSession = () => {
    store.clear()
    // nothing of the previous person may remain on screen
    registry.resetAll()
  }
  const call: Call = createTransport({
    apiUrl,
    fetch: options.fetch ?? defaultFetch(),
    authToken: () => store.session.authToken,
    apiKey: options.apiKey,
    beforeAuthenticatedCall: () => refresher.refreshIfDue(),
    onUnauthenticated: options.onUnauthenticated,
    clearSession,
  })
  store.subscribe(() => live.credentialChanged())

  return {
    kind: options.kind,
    apiUrl,
    call: (method, path, input) => call(method, path, input),
    api: createTypedApi(call, () => businessId),
    collections: createCollectionApis(call),
    collectionApi: <K extends KnownCollection>(name: K) => createCollectionApi<RecordOf<K>, CreateOf<K>>(call, name),
    collection: <K extends KnownCollection>(name: K): CachedCollection<RecordOf<K>> => registry.get(name),
    resetCaches: () => registry.resetAll(),
    get session() {
      return store.session
    },
    setSession: (s) => {
      const previous = store.session
      const account = 'enduser' in s ? s.enduser : s.user
      const previousAccount = previous.enduser ?? previous.user
      // another person signing in must not see the previous one's cached records
      if (previousAccount && previousAccount.id !== account?.id) registry.resetAll()
      return store.set(s)
    },
    setAccount: (a) => store.setAccount(a),
    clearSession,
    subscribeSession: (l) => store.subscribe(l),
    refreshSession: (o) => refresher.refresh(o),
    get businessId() {
      return businessId
    },
    setBusinessId: (id) => {
      businessId = id
    },
    live: {
      get state() {
        return live.state
      },
      start: () => live.start(),
      stop: () => live.stop(),
      subscribe: (l) => live.subscribe(l),
      subscribeState: (l) => live.subscribeState(l),
    },
    close: () => {
      live.stop()
      registry.resetAll()
    },
  }
}
