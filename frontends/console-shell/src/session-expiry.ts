// Why the console is back at its sign-in screen: a call answered 'Unauthenticated' while a session
// was open (it expired or was revoked) — then the sign-in screen says so. Signing out on purpose
// never says so, even when the server refuses the sign-out call of a session that had expired
// meanwhile, and a new sign-in clears the notice.
import { useSyncExternalStore } from 'react'

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.'

export interface SessionExpiry {
  /** the API refused an open session */
  mark(): void
  clear(): void
  /** runs a sign-out the user asked for: refusals during it are no expiry */
  signingOut(run: () => Promise<void>): Promise<void>
  readonly expired: boolean
  subscribe(listener: () => void): () => void
}

export function createSessionExpiry(): SessionExpiry {
  let expired = false
  let signingOut = false
  const listeners = new Set<() => void>()
  const set = (value: boolean) => {
    if (expired === value) return
    expired = value
    for (const l of listeners) l()
  }
  return {
    mark: () => {
      if (!signingOut) set(true)
    },
    clear: () => set(false),
    async signingOut(run) {
      signingOut = true
      try {
        await run()
      } finally {
        signingOut = false
      }
    },
    get expired() {
      return expired
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const useSessionExpired = (expiry: SessionExpiry | undefined) =>
  useSyncExternalStore(expiry?.subscribe ?? (() => () => undefined), () => expiry?.expired ?? false, () => false)
