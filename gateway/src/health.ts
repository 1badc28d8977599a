// Kubernetes probes. /healthz: the process answers (liveness). /readyz: the gateway is not
// shutting down and a bus round trip works: a request to the readiness subject (identity's ping
// by default) gets any reply in time. No responder (503) or a timeout (504) means not ready:
// without identity no call can be authenticated, so traffic should go to another replica.
import { randomUUID } from 'node:crypto'
import type { Express } from 'express'
import { ErrorMessages } from '@care/contracts/errors'
import { requestSubject } from '@care/contracts/bus'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus } from '@care/kit/bus/types'
import { sendError } from './errors.ts'

export const DEFAULT_READINESS_SUBJECT = requestSubject('identity', IDENTITY_INTERNAL.ping)

export interface HealthDeps {
  bus: Bus
  subject: string
  timeoutMs: number
  /** false once shutdown has begun */
  accepting: () => boolean
}

export function mountHealth(app: Express, deps: HealthDeps): void {
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (!deps.accepting()) return sendError(res, 503, ErrorMessages.serviceUnavailable)
    try {
      await deps.bus.request(deps.subject, { requestId: randomUUID(), payload: {} }, { timeoutMs: deps.timeoutMs })
      res.json({ status: 'ready' })
    } catch {
      sendError(res, 503, ErrorMessages.serviceUnavailable)
    }
  })
}
