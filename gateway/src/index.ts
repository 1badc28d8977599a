// @care/gateway: the /v1 API gateway.
export { createGateway, type Gateway } from './app.ts'
export type { CanReadEvent, GatewayLimits, GatewayOptions, OpenApiSource, StaticApp } from './options.ts'
export { DEFAULTS as GATEWAY_DEFAULTS } from './options.ts'
export { requestContext, currentContext, type RequestContext } from './context.ts'
export { canReadEventFor, defaultCanReadEvent } from './live/can-read.ts'
export { LIVE_PATH, CLOSE_UNAUTHENTICATED } from './live/server.ts'
export { AUTHENTICATE_SUBJECT, REVOKED_BROADCAST, type Revocation } from './auth/sessions.ts'
export { parseQuery } from './query.ts'
