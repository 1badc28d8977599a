// One /v1 call: merge query, body and path params into the payload, ask the owning service over
// the bus, answer with its reply. Bus failures (503 no service, 504 timeout) reject as ApiError
// and reach the error handler.
import type { Request, RequestHandler, Response } from 'express'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { RouteDef } from '@care/contracts/routes/types'
import type { Bus } from '@care/kit/bus/types'
import { requestContext } from './context.ts'
import { sendError } from './errors.ts'
import { checkInputShape } from './input-shape.ts'

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Query, then JSON body, then path params (params win). */
export function payloadOf(req: Request): Record<string, unknown> {
  return {
    ...(isPlainObject(req.query) ? req.query : {}),
    ...(isPlainObject(req.body) ? req.body : {}),
    ...req.params,
  }
}

export function sendReply(res: Response, reply: BusReply, route: RouteDef): void {
  if (typeof reply?.status !== 'number' || reply.status < 100 || reply.status > 599) {
    throw new TypeError(`invalid reply from ${route.subject}`)
  }
  if (isErrorReply(reply)) return sendError(res, reply.status, reply.message ?? '', reply.validation)
  const body = 'body' in reply ? reply.body : undefined
  if (body === undefined) {
    res.status(reply.status === 200 ? 204 : reply.status).end()
    return
  }
  if (route.download) return sendDownload(res, reply.status, body)
  res.status(reply.status).json(body)
}

const attachmentName = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/** A `download: true` route answers a file (`{ download: { name, type, base64 } }`): its bytes, as an attachment. */
function sendDownload(res: Response, status: number, body: unknown): void {
  const file = (body as { download?: { name?: unknown; type?: unknown; base64?: unknown } } | null)?.download
  if (!file || typeof file.base64 !== 'string' || typeof file.type !== 'string') throw new TypeError('invalid download reply')
  const name = typeof file.name === 'string' && file.name ? file.name : 'download'
  res.status(status)
  res.setHeader('Content-Type', file.type)
  res.setHeader('Content-Disposition', attachmentName(name))
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(Buffer.from(file.base64, 'base64'))
}

export const INVALID_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 255 visible ASCII characters'

/** A write's Idempotency-Key header (services answer a retry with the first reply), or 400. */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get('idempotency-key')
  if (key === undefined) return undefined
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError(400, INVALID_IDEMPOTENCY_KEY)
  return key
}

export function callHandler(route: RouteDef, bus: Bus, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    const ctx = requestContext()
    const payload = payloadOf(req)
    checkInputShape(payload)
    const idempotencyKey = route.method === 'GET' ? undefined : idempotencyKeyOf(req)
    const reply = await bus.request(
      route.subject,
      {
        requestId: ctx.requestId, session: ctx.session, payload, traceparent: ctx.traceparent, ip: req.ip, origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
      { timeoutMs },
    )
    sendReply(res, reply, route)
  }
}
