// Collections written only by the platform (user_logs, the audit trail) have no write routes in the
// route table. A signed-in caller who tries one anyway (the SDK's generated tests do) is told
// 'This action is not allowed' (403) rather than that the route does not exist; anyone else gets
// the usual 401. Reads stay in the route table.
import type { Express } from 'express'
import { collections } from '@care/contracts/collections/index'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { ErrorMessages } from '@care/contracts/errors'
import { authenticate } from './auth/middleware.ts'
import type { SessionResolver } from './auth/sessions.ts'
import { sendError } from './errors.ts'
import type { RateLimiters } from './rate-limits.ts'
import { API_PREFIX } from './routes.ts'

/** The write paths (method, path) of each collection the platform alone writes. */
export const systemWrittenPaths = (): [method: 'post' | 'patch' | 'delete', path: string][] =>
  collections.filter((c) => c.writtenBySystemOnly).flatMap((c) => {
    const one = `${API_PREFIX}/${singularPath(c.name)}`
    return [['post', one], ['post', `${API_PREFIX}/${pluralPath(c.name)}`], ['patch', `${one}/:id`], ['delete', `${one}/:id`]] as const
  })

export function mountSystemWrittenRefusals(app: Express, deps: { sessions: SessionResolver; limiters: RateLimiters }): void {
  for (const [method, path] of systemWrittenPaths()) {
    app[method](path, authenticate(deps.sessions, ['user', 'enduser', 'apiKey']), deps.limiters.session, (_req, res) => {
      sendError(res, 403, ErrorMessages.actionNotAllowed)
    })
  }
}
