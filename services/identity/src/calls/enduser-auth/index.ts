// Enduser (patient) sign-in, registration, passwords and session calls: operation name → handler
// (routes in contracts/src/routes/enduser-auth.ts).
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { logout, type SessionDeps } from '../sessions.ts'
import { bulkUpdateEndusers } from './bulk-update.ts'
import { generateEnduserAuthToken } from './generate-token.ts'
import { beginLoginFlow } from './login-flow.ts'
import { loginEnduser } from './login.ts'
import { mergeEndusers } from './merge.ts'
import { requestEnduserPasswordReset, resetEnduserPassword } from './password-reset.ts'
import { registerEnduser } from './register.ts'
import { enduserIsAuthenticated, enduserSessionInfo, refreshEnduserSession } from './session-calls.ts'
import { setEnduserPassword } from './set-password.ts'
import { unsubscribeEnduser } from './unsubscribe.ts'

export function enduserAuthOperations(d: SessionDeps): RouteOperations<typeof enduserAuthRoutes> {
  return {
    'endusers.begin-login-flow': beginLoginFlow(d),
    'endusers.login': loginEnduser(d),
    'endusers.register': registerEnduser(d),
    'endusers.request-password-reset': requestEnduserPasswordReset(d),
    'endusers.reset-password': resetEnduserPassword(d),
    'endusers.set-password': setEnduserPassword(d),
    'endusers.is-authenticated': enduserIsAuthenticated(d),
    'endusers.refresh-session': refreshEnduserSession(d),
    'endusers.logout': logout(d),
    'endusers.session-info': enduserSessionInfo(d),
    'endusers.generate-auth-token': generateEnduserAuthToken(d),
    'endusers.unsubscribe': unsubscribeEnduser(d),
    'endusers.merge': mergeEndusers(d),
    'endusers.bulk-update': bulkUpdateEndusers(d),
  }
}
