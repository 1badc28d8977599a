// Which users a patient may book with (spec 2 §5): a page limited to the care team offers only the
// patient's assigned users, a state-restricted template or page only users credentialed in the
// patient's state (a licence that has expired does not count). Pure: tested without a database.
import { ApiError } from '@care/contracts/errors'
import { BookingMessages } from '@care/contracts/routes/booking'

export interface CredentialedState { state?: unknown; expiresAt?: unknown }

export interface Bookable { id: string; credentialedStates?: unknown }

export interface EligibilityRules {
  now: number
  /** the page's limitedToCareTeam */
  limitedToCareTeam?: boolean
  /** the patient's assignedTo (undefined: no patient known, e.g. an anonymous visitor) */
  careTeam?: string[]
  /** the template's or page's state rule, or the caller's restrictedByState */
  restrictedByState?: boolean
  /** the patient's state */
  state?: string
}

const normalState = (s: unknown) => (typeof s === 'string' ? s.trim().toUpperCase() : '')

/** Whether the user holds a licence in the state at `now`. */
export function credentialedIn(user: Bookable, state: string, now: number): boolean {
  const wanted = normalState(state)
  if (!wanted || !Array.isArray(user.credentialedStates)) return false
  return (user.credentialedStates as CredentialedState[]).some((c) => {
    if (!c || typeof c !== 'object' || normalState(c.state) !== wanted) return false
    if (c.expiresAt === undefined || c.expiresAt === null || c.expiresAt === '') return true
    const expires = new Date(c.expiresAt as string).getTime()
    return Number.isNaN(expires) || expires > now
  })
}

/**
 * The users among `users` the rules allow; a care-team page with no care team refuses with
 * 'Your care team must be assigned before booking this appointment type', a state rule without a
 * state with a 400 naming `state`.
 */
export function eligibleUsers<U extends Bookable>(users: U[], rules: EligibilityRules): U[] {
  let allowed = users
  if (rules.limitedToCareTeam) {
    const team = rules.careTeam ?? []
    if (!team.length) throw new ApiError(400, BookingMessages.careTeamMissing)
    allowed = allowed.filter((u) => team.includes(u.id))
  }
  if (rules.restrictedByState) {
    if (!rules.state) throw new ApiError(400, BookingMessages.stateMissing, [{ field: 'state', message: BookingMessages.stateMissing }])
    allowed = allowed.filter((u) => credentialedIn(u, rules.state!, rules.now))
  }
  return allowed
}
