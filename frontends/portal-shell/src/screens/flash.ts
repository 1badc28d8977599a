// A one-time notice carried to the next screen (e.g. 'This link is invalid or has expired' on the
// login screen after a failed sign-in link); read once, then gone.
let pending: { message: string; severity: 'success' | 'error' | 'info' } | undefined

export function setFlash(message: string, severity: 'success' | 'error' | 'info' = 'info') {
  pending = { message, severity }
}

export function takeFlash() {
  const f = pending
  pending = undefined
  return f
}

/** Forgets a pending notice, e.g. one a call refused while the patient's own Log Out was revoking the session. */
export function clearFlash() {
  pending = undefined
}
