// One JSON line per request at debug level, pino-http style. The path is logged without its
// query: some calls carry tokens there (`enduser-is-authenticated?authToken=…`).
import type { RequestHandler } from 'express'
import { requestContext } from './context.ts'

export const accessLog: RequestHandler = (req, res, next) => {
  const ctx = requestContext()
  // nothing to do per request unless debug logging is on (the hot path stays free of listeners)
  if (!ctx.log.isLevelEnabled('debug')) return next()
  const started = process.hrtime.bigint()
  const line = (msg: string) => {
    ctx.log.debug(
      {
        req: { method: req.method, url: req.originalUrl.split('?')[0], remoteAddress: req.ip },
        res: { statusCode: res.statusCode },
        responseTime: Number(process.hrtime.bigint() - started) / 1e6,
        ...(ctx.session ? { session: { type: ctx.session.type, id: ctx.session.id, businessId: ctx.session.businessId } } : {}),
      },
      msg,
    )
  }
  res.on('finish', () => line('request completed'))
  res.on('close', () => {
    if (!res.writableFinished) line('request aborted')
  })
  next()
}
