// Identity's named calls for staff, organizations and partners: operation name → handler.
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { SessionDeps } from './sessions.ts'
import { logout } from './sessions.ts'
import { loginUser, refreshSession, registerUser } from './users-auth.ts'
import { googleOptionsFromEnv, loginGoogle, type GoogleSignInOptions } from './login-google.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import { requestEmailVerification, submitEmailVerification } from './email-verification.ts'
import { confirmEmailChange, requestEmailChange } from './email-change.ts'
import { inviteExistingUser, inviteUser } from './invites.ts'
import { generateAuthToken } from './generate-auth-token.ts'
import { configureInbox, userDisplayInfo, userDisplayNames } from './user-display.ts'
import { createAndJoinOrganization, createSubOrganizationCall, organizationInfo, organizationThemeCall } from './organizations.ts'
import { addApiKey, removeApiKey } from './api-keys.ts'

export function staffOperations(d: SessionDeps, google: GoogleSignInOptions = googleOptionsFromEnv()): RouteOperations<typeof identityRoutes> {
  return {
    'users.register': registerUser(d),
    'users.login': loginUser(d),
    'users.login-google': loginGoogle(d, google),
    'users.request-password-reset': requestPasswordReset(d),
    'users.reset-password': resetPassword(d),
    'users.submit-email-verification': submitEmailVerification(d),
    'users.request-email-verification': requestEmailVerification(d),
    'users.request-email-change': requestEmailChange(d),
    'users.confirm-email-change': confirmEmailChange(d),
    'sessions.refresh': refreshSession(d),
    'sessions.logout': logout(d),
    'users.invite': inviteUser(d),
    'users.invite-existing': inviteExistingUser(d),
    'users.generate-auth-token': generateAuthToken(d),
    'users.display-info': userDisplayInfo(d),
    'users.display-names': userDisplayNames(d),
    'users.configure-inbox': configureInbox(d),
    'organizations.create-sub': createSubOrganizationCall(d),
    'organizations.create-and-join': createAndJoinOrganization(d),
    'organizations.info': organizationInfo(d),
    'organizations.theme': organizationThemeCall(d),
    'api_keys.add': addApiKey(d),
    'api_keys.remove': removeApiKey(d),
  }
}
