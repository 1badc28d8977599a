// Rate limits (express-rate-limit, in-memory per gateway instance): per client IP on every API
// path, per session once authenticated, and on credential calls (login, register, password) per IP:
// failed answers (≥ 400) count against the strict limit, so guessing is slowed while a partner that
// signs in legitimately and often from one address is not refused; every credential call, failed
// or not, counts against a cap SUCCESS_FACTOR times larger. A limit of 0 turns that limiter off.
import type { RequestHandler } from 'express'
import { MemoryStore, rateLimit } from 'express-rate-limit'
import type { Logger } from 'pino'
import { ErrorMessages } from '@care/contracts/errors'
import { currentContext } from './context.ts'
import { sendError } from './errors.ts'
import type { GatewayLimits } from './options.ts'

const MINUTE = 60_000
/** credential calls per IP and minute, successes included, as a multiple of the failure limit */
export const SUCCESS_FACTOR = 10
const pass: RequestHandler = (_req, _res, next) => next()

/**
 * Operations that take credentials or codes, or hand out a session to anyone (a public form's link
 * makes or matches a patient): guessing them, flooding mail or minting patients is throttled harder.
 */
export const isCredentialOperation = (operation: string) => /login|register|password|verification|session-for-public-form/i.test(operation)

const both = (first: RequestHandler, second: RequestHandler): RequestHandler => (req, res, next) =>
  first(req, res, (err?: unknown) => (err ? next(err) : second(req, res, next)))

export interface RateLimiters {
  ip: RequestHandler
  session: RequestHandler
  credentials: RequestHandler
  close(): void
}

export function createRateLimiters(limits: GatewayLimits, log: Logger): RateLimiters {
  const stores: MemoryStore[] = []
  const logger = {
    error: (err: unknown, msg?: string) => log.error({ err }, msg ?? 'rate limiter error'),
    warn: (err: unknown, msg?: string) => log.warn({ err }, msg ?? 'rate limiter warning'),
  }

  const limiter = (name: string, limit: number, keyGenerator?: (req: Parameters<RequestHandler>[0]) => string, skip?: () => boolean, failuresOnly = false): RequestHandler => {
    if (!limit) return pass
    const store = new MemoryStore()
    stores.push(store)
    return rateLimit({
      windowMs: MINUTE,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      identifier: name,
      store,
      logger,
      ...(keyGenerator ? { keyGenerator } : {}),
      ...(skip ? { skip } : {}),
      ...(failuresOnly ? { skipSuccessfulRequests: true } : {}),
      handler: (_req, res) => sendError(res, 429, ErrorMessages.tooManyRequests),
    })
  }

  const sessionKey = () => {
    const s = currentContext()?.session
    return s ? `s:${s.sessionId ?? s.apiKeyId ?? s.id}` : ''
  }

  return {
    ip: limiter('ip', limits.ipPerMinute),
    session: limiter('session', limits.sessionPerMinute, sessionKey, () => !currentContext()?.session),
    credentials: both(
      limiter('credential-failures', limits.authPerMinute, undefined, undefined, true),
      limiter('credentials', limits.authPerMinute * SUCCESS_FACTOR),
    ),
    close() {
      for (const s of stores) s.shutdown()
    },
  }
}
