// Instants (createdAt-like fields): an ISO 8601 date-time, or '' to clear one (the public SDK's
// `Date | ''`). Stored in DateTime columns; anything else is refused with 'Invalid date'.
import { z } from 'zod'
import { ValueMessages } from './value-messages.ts'

/** the last instant of the year 9999: later ones have no four-digit ISO year and no database column takes them */
export const MAX_INSTANT_MS = 253_402_300_799_999
/** the first instant of the year 1 */
export const MIN_INSTANT_MS = -62_135_596_800_000

const inRange = (ms: number) => ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS
const isInstant = (s: string) => s === '' || (s.length <= 40 && inRange(Date.parse(s)))

export const instantValidator = z.string({ error: ValueMessages.invalidDate }).refine(isInstant, { message: ValueMessages.invalidDate })
