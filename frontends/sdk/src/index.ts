// @care/sdk: the typed /v1 client, session, cached collections and live events. React hooks are
// in '@care/sdk/react', helpers in '@care/sdk/helpers'.
export { createCareClient, type CareClient, type CareLive } from './client.ts'
export type { CareClientOptions, Logger } from './options.ts'
export { CareApiError, NO_RESPONSE_STATUS, isUnauthenticated } from './errors.ts'
export { sessionStorageKeys, memoryStorage, type SessionKind, type StorageLike } from './session/storage.ts'
export type { CareSession, SessionInput, Account, SessionUser, SessionEnduser } from './session/session-store.ts'
export type { RefreshOptions } from './session/refresher.ts'
export { keepAccountCurrent } from './session/account.ts'
export type { HttpMethod, FetchLike } from './http/types.ts'
export { routeNames, type TypedApi } from './api/typed-api.ts'
export { UNSUPPORTED_MESSAGES, type CollectionApi, type CollectionApis, type GetSomeQuery } from './api/collection-api.ts'
export { pluralPath, singularPath } from './api/paths.ts'
export type { CareRecord, CollectionName, KnownCollection, RecordOf, CreateOf, UpdateOf, RouteName, NamedRouteTypes } from './api/records.ts'
export {
  CachedCollection,
  assertRefetchInterval,
  type CollectionState,
  type CollectionView,
  type RecordView,
  type LoadOptions,
} from './cache/cached-collection.ts'
export type { QueryOptions } from './cache/query.ts'
export type { LiveMessage } from './live/apply-event.ts'
export type { LiveState } from './live/live-connection.ts'
export type { LiveSocket, LiveSocketConstructor } from './live/socket.ts'
export type * from './generated/routes.ts'
export * from './constants.ts'
