// One JSON line per request at debug level, pino-http style. The path is logged without its
// query: some calls carry tokens there (`enduser-is-authenticated?authToken=…`).
import type { RequestHandler } from 'express'
import { requestContext } from './context.ts'

export const accessLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint()
  const ctx = requestContext()
  const line = (msg: string) => {
    if (!ctx.log.isLevelEnabled('debug')) return
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
