// The signed-in session of one client: token, the user or enduser record, and when the token was
// issued or last refreshed. Persisted under the three storage keys; listeners hear every change.
import type { RecordOf } from '../api/records.ts'
import { sessionStorageKeys, type SessionKind, type StorageLike } from './storage.ts'

/** The signed-in person's record as stored: at least an id (the API answers the full record). */
export type Account = { id: string }
export type SessionUser = Partial<RecordOf<'users'>> & Account
export type SessionEnduser = Partial<RecordOf<'endusers'>> & Account

export interface CareSession {
  readonly kind: SessionKind
  readonly authToken?: string
  /** the staff user (kind 'user') */
  readonly user?: SessionUser
  /** the patient (kind 'enduser') */
  readonly enduser?: SessionEnduser
  /** ms since epoch when the token was stored (issued or refreshed) */
  readonly refreshedAt?: number
}

export type SessionInput = { authToken: string; user: Account } | { authToken: string; enduser: Account }

export class SessionStore {
  private current: CareSession
  private readonly listeners = new Set<(s: CareSession) => void>()
  private readonly keys

  constructor(
    readonly kind: SessionKind,
    private readonly storage: StorageLike,
    private readonly now: () => number,
  ) {
    this.keys = sessionStorageKeys(kind)
    this.current = this.read()
  }

  get session(): CareSession {
    return this.current
  }

  set(input: SessionInput): CareSession {
    const account = 'enduser' in input ? input.enduser : input.user
    if (!input.authToken || !account) throw new TypeError('setSession needs an authToken and a user or enduser')
    const refreshedAt = this.now()
    this.storage.setItem(this.keys.authToken, input.authToken)
    this.storage.setItem(this.keys.account, JSON.stringify(account))
    this.storage.setItem(this.keys.refreshedAt, String(refreshedAt))
    return this.replace({ kind: this.kind, authToken: input.authToken, [this.accountField]: account, refreshedAt })
  }

  /** Keeps the token and its age, swaps the account record (a profile update, say). */
  setAccount(account: SessionUser | SessionEnduser) {
    if (!this.current.authToken) return
    this.storage.setItem(this.keys.account, JSON.stringify(account))
    this.replace({ ...this.current, [this.accountField]: account })
  }

  clear() {
    for (const key of Object.values(this.keys)) this.storage.removeItem(key)
    if (this.current.authToken || this.current.user || this.current.enduser) this.replace({ kind: this.kind })
  }

  subscribe(listener: (s: CareSession) => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  private get accountField() {
    return this.kind === 'enduser' ? 'enduser' : 'user'
  }

  private replace(next: CareSession): CareSession {
    this.current = Object.freeze(next)
    for (const l of [...this.listeners]) l(next)
    return next
  }

  private read(): CareSession {
    const authToken = this.storage.getItem(this.keys.authToken) ?? undefined
    if (!authToken) return Object.freeze({ kind: this.kind })
    let account: Account | undefined
    try {
      const parsed = JSON.parse(this.storage.getItem(this.keys.account) ?? 'null') as Account | null
      if (parsed && typeof parsed === 'object' && typeof parsed.id === 'string') account = parsed
    } catch {
      account = undefined
    }
    const stamp = Number(this.storage.getItem(this.keys.refreshedAt))
    // an unknown age counts as old, so the first authenticated call refreshes it
    const refreshedAt = Number.isFinite(stamp) && stamp > 0 ? stamp : 0
    return Object.freeze({ kind: this.kind, authToken, ...(account ? { [this.accountField]: account } : {}), refreshedAt })
  }
}
