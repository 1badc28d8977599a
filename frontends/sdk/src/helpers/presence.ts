// Presence (spec 2 §4, spec 3 §4-5, §9): Active when the last activity is under the active
// threshold (5 min), Away under the inactive threshold (25 min), otherwise Unavailable; also
// Unavailable once the last logout is later than the last activity. Thresholds may not be negative.

export type Presence = 'Active' | 'Away' | 'Unavailable'

export const PRESENCE_ACTIVE_MS = 5 * 60_000
export const PRESENCE_AWAY_MS = 25 * 60_000

type Time = string | number | Date | undefined | null

export interface PresenceOptions {
  activeMs?: number
  awayMs?: number
  now?: number
}

const ms = (t: Time) => {
  if (t === undefined || t === null || t === '') return undefined
  const v = t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t)
  return Number.isNaN(v) ? undefined : v
}

export function presenceOf(person: { lastActive?: Time; lastLogout?: Time }, o: PresenceOptions = {}): Presence {
  const activeMs = o.activeMs ?? PRESENCE_ACTIVE_MS
  const awayMs = o.awayMs ?? PRESENCE_AWAY_MS
  if (activeMs < 0) throw new RangeError('The active threshold must not be negative')
  if (awayMs < 0) throw new RangeError('The inactive threshold must not be negative')
  const active = ms(person.lastActive)
  if (active === undefined) return 'Unavailable'
  const logout = ms(person.lastLogout)
  if (logout !== undefined && logout > active) return 'Unavailable'
  const idle = (o.now ?? Date.now()) - active
  if (idle < activeMs) return 'Active'
  if (idle < awayMs) return 'Away'
  return 'Unavailable'
}
