// Instants (createdAt-like fields): an ISO 8601 date-time, or '' to clear one (the public SDK's
// `Date | ''`). Stored in DateTime columns; anything else is refused with 'Invalid date'.
import { z } from 'zod'
import { ValueMessages } from './value-messages.ts'

const isInstant = (s: string) => s === '' || (s.length <= 40 && !Number.isNaN(Date.parse(s)))

export const instantValidator = z.string({ error: ValueMessages.invalidDate }).refine(isInstant, { message: ValueMessages.invalidDate })
