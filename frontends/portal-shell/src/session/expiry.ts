// When the API refuses the patient's open session (it expired, or was revoked), the portal returns
// to its sign-in screen saying so; a patient's own Log Out says nothing.
import { setFlash } from '../screens/flash.ts'
import { texts } from '../texts.ts'

/** The client's onUnauthenticated: flash the notice when a session was open; the session is then cleared. */
export const flashWhenSessionExpires = (openToken: () => string | undefined) => (): false => {
  if (openToken()) setFlash(texts.login.sessionExpired, 'info')
  return false
}
