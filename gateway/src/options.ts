// Gateway options and their defaults. Explicit options win over environment variables, which win
// over the defaults below; a rate limit of 0 disables that limiter (benchmarks).
import type { FileStorage } from '@care/kit/storage/index'
import type { Logger } from 'pino'
import type { BusEvent } from '@care/contracts/bus'
import type { RouteDef } from '@care/contracts/routes/types'
import type { Session } from '@care/contracts/session'
import type { Bus } from '@care/kit/bus/types'

export interface GatewayLimits {
  /** largest JSON body, bytes or a size string ('10mb') */
  bodySize: number | string
  /** requests per minute per client IP on API paths */
  ipPerMinute: number
  /** requests per minute per session */
  sessionPerMinute: number
  /** requests per minute per client IP on login, register and password calls */
  authPerMinute: number
}

export interface StaticApp {
  /** URL prefix, e.g. '/console' or '/' */
  mount: string
  /** directory of a built frontend (with index.html); skipped when it does not exist */
  dir: string
}

/** Whether a live-event record may be sent to a session. */
export type CanReadEvent = (session: Session, event: BusEvent, record: Record<string, unknown>) => boolean

/** The OpenAPI document, or a function producing it (called once, on first request). */
export type OpenApiSource = object | (() => object | Promise<object>)

export interface GatewayOptions {
  bus: Bus
  routes: readonly RouteDef[]
  log: Logger
  openapi: OpenApiSource
  staticApps?: StaticApp[]
  limits?: Partial<GatewayLimits>
  /** how long a resolved session is reused (default 10 s, never past its expiry; 0 disables) */
  authCacheMs?: number
  /** bus request timeout for API calls (default 10 s) */
  requestTimeoutMs?: number
  canReadEvent?: CanReadEvent
  /** express `trust proxy` (hops, list or boolean); default false */
  trustProxy?: boolean | number | string
  /** origins allowed by CORS on API paths: '*' (default) or a list */
  corsOrigins?: '*' | string[]
  live?: {
    /** WebSocket ping interval; a socket silent for two intervals is dropped (default 30 s) */
    heartbeatMs?: number
    /** how long a socket may stay unauthenticated (default 10 s) */
    authTimeoutMs?: number
    /** the most events of the stream a reconnecting socket may resume across; more → 'resync' (default 10 000) */
    resumeWindow?: number
  }
  /** readiness probe: a bus request to `subject` must get any reply within `timeoutMs` */
  readiness?: { subject?: string; timeoutMs?: number }
  /** where uploaded files live; default from the environment (FILE_STORAGE, FILES_DIR, S3_*) */
  fileStorage?: FileStorage
  /** read for defaults (RATE_LIMIT_*, BODY_LIMIT, AUTH_CACHE_MS, …); default process.env */
  env?: NodeJS.ProcessEnv
}

export const DEFAULTS = {
  bodySize: '10mb',
  ipPerMinute: 1200,
  sessionPerMinute: 600,
  authPerMinute: 30,
  authCacheMs: 10_000,
  requestTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  liveAuthTimeoutMs: 10_000,
  liveResumeWindow: 10_000,
  readinessTimeoutMs: 2_000,
} as const

export interface ResolvedOptions {
  limits: GatewayLimits
  authCacheMs: number
  requestTimeoutMs: number
  trustProxy: boolean | number | string
  corsOrigins: '*' | string[]
}

function envNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`)
  return n
}

function envTrustProxy(raw: string | undefined): boolean | number | string | undefined {
  if (raw === undefined || raw === '') return undefined
  if (raw === 'true' || raw === 'false') return raw === 'true'
  return /^\d+$/.test(raw) ? Number(raw) : raw
}

function envOrigins(raw: string | undefined): '*' | string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (raw.trim() === '*') return '*'
  return raw.split(',').map((s) => s.trim()).filter(Boolean)
}

export function resolveOptions(o: GatewayOptions): ResolvedOptions {
  const env = o.env ?? process.env
  const l = o.limits ?? {}
  return {
    limits: {
      bodySize: l.bodySize ?? env.BODY_LIMIT ?? DEFAULTS.bodySize,
      ipPerMinute: l.ipPerMinute ?? envNumber(env, 'RATE_LIMIT_IP_PER_MINUTE') ?? DEFAULTS.ipPerMinute,
      sessionPerMinute: l.sessionPerMinute ?? envNumber(env, 'RATE_LIMIT_SESSION_PER_MINUTE') ?? DEFAULTS.sessionPerMinute,
      authPerMinute: l.authPerMinute ?? envNumber(env, 'RATE_LIMIT_AUTH_PER_MINUTE') ?? DEFAULTS.authPerMinute,
    },
    authCacheMs: o.authCacheMs ?? envNumber(env, 'AUTH_CACHE_MS') ?? DEFAULTS.authCacheMs,
    requestTimeoutMs: o.requestTimeoutMs ?? envNumber(env, 'REQUEST_TIMEOUT_MS') ?? DEFAULTS.requestTimeoutMs,
    trustProxy: o.trustProxy ?? envTrustProxy(env.TRUST_PROXY) ?? false,
    corsOrigins: o.corsOrigins ?? envOrigins(env.CORS_ORIGINS) ?? '*',
  }
}
