// Session refresh (spec 1 §9, spec 2 §4): a token older than one hour is exchanged for a fresh one
// in the background on the next authenticated call; no more than one refresh per 10 s, whatever
// asks for it; concurrent requests share one refresh.
import { SESSION_AUTO_REFRESH_MS, SESSION_REFRESH_THROTTLE_MS } from '../constants.ts'
import type { CallOptions } from '../http/types.ts'
import type { Logger } from '../options.ts'
import type { CareSession, SessionInput, SessionStore } from './session-store.ts'

export interface RefreshOptions {
  /** refresh even when the token is younger than one hour (never bypasses the 10 s throttle) */
  force?: boolean
  /** exchange this token instead of the stored one, e.g. a one-time sign-in link token */
  authToken?: string
}

type Post = (path: string, options: CallOptions) => Promise<unknown>

export class SessionRefresher {
  private lastAttemptAt = -Infinity
  private inflight?: Promise<CareSession>

  constructor(
    private readonly store: SessionStore,
    private readonly post: Post,
    private readonly now: () => number,
    private readonly log: Logger,
  ) {}

  private get path() {
    return this.store.kind === 'enduser' ? '/refresh-enduser-session' : '/refresh-session'
  }

  isDue(): boolean {
    const s = this.store.session
    return !!s.authToken && this.now() - (s.refreshedAt ?? 0) >= SESSION_AUTO_REFRESH_MS
  }

  /** Called before authenticated calls; never throws, never delays the call. */
  refreshIfDue() {
    if (this.isDue() && !this.throttled()) this.refresh().catch((err) => this.log.warn('session refresh failed', err))
  }

  async refresh(o: RefreshOptions = {}): Promise<CareSession> {
    // a link token is its own exchange, never answered by a refresh of the stored token
    if (this.inflight && !o.authToken) return this.inflight
    const token = o.authToken ?? this.store.session.authToken
    if (!token) return this.store.session
    // a new token (sign-in link) is always exchanged; the stored one is subject to age and throttle
    if (!o.authToken && (this.throttled() || (!o.force && !this.isDue()))) return this.store.session
    this.lastAttemptAt = this.now()
    this.inflight = this.post(this.path, { authToken: token, skipRefresh: true })
      .then((answer) => this.store.set(answer as SessionInput))
      .finally(() => (this.inflight = undefined))
    return this.inflight
  }

  private throttled() {
    return this.now() - this.lastAttemptAt < SESSION_REFRESH_THROTTLE_MS
  }
}
