// The time triggers' settings as a clinic admin types them, and back (records' time-triggers.ts
// reads them): 'On Birthday' { minutes } after local midnight as a time of day ('09:00'), 'Has Not
// Engaged' { intervalInMS } as whole days, 'Form Unsubmitted' { intervalInMS } as so many Hours or
// Days. Each `…Of` answers the value or the message to show under its field. Pure.

export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000
export const AFTER_UNITS = ['Hours', 'Days'] as const
export type AfterUnit = (typeof AFTER_UNITS)[number]
const UNIT_MS: Record<AfterUnit, number> = { Hours: HOUR_MS, Days: DAY_MS }
const MINUTES_PER_DAY = 24 * 60

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * minutes after midnight as a time input holds it ('09:00'); a stored value outside the day (only
 * the API could write one) is shown as the time of day it falls on
 */
export function timeOfDay(minutes: number): string {
  const m = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`
}

/** '09:00' (a time input's value; seconds, if any, ignored) → 540 */
export function minutesOf(time: string): Parsed<number> {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(time.trim())
  if (!match) return { ok: false, error: 'Enter a time of day, like 09:00' }
  return { ok: true, value: Number(match[1]) * 60 + Number(match[2]) }
}

/** an interval in whole days as the field shows it ('2'); one not a whole number of days shows its fraction */
export const daysText = (ms: number) => String(ms / DAY_MS)

/** '30' days → 2592000000 ms: a whole number, 1 or more */
export function quietIntervalOf(days: string): Parsed<number> {
  const text = days.trim()
  const ms = Number(text) * DAY_MS
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(ms)) return { ok: false, error: 'Enter a whole number of days, 1 or more' }
  return { ok: true, value: ms }
}

/** an interval as the largest unit it is a whole number of: 172800000 → 2 Days, 5400000 → 1.5 Hours */
export function afterText(ms: number): { amount: string; unit: AfterUnit } {
  return ms > 0 && ms % DAY_MS === 0 ? { amount: String(ms / DAY_MS), unit: 'Days' } : { amount: String(ms / HOUR_MS), unit: 'Hours' }
}

/** '2' Days → 172800000 ms: a number more than 0 (1.5 Hours is 90 minutes) */
export function afterIntervalOf(amount: string, unit: AfterUnit): Parsed<number> {
  const text = amount.trim()
  const n = Number(text)
  const ms = Math.round(n * UNIT_MS[unit])
  if (!text || !Number.isFinite(n) || ms < 1 || !Number.isSafeInteger(ms)) return { ok: false, error: 'Enter how long after it was sent: a number more than 0' }
  return { ok: true, value: ms }
}

/** the list's words for an interval: '2 days', '1 day', '36 hours', '90 minutes' */
export function intervalWords(ms: number): string {
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
  if (ms % DAY_MS === 0) return unit(ms / DAY_MS, 'day')
  if (ms % HOUR_MS === 0) return unit(ms / HOUR_MS, 'hour')
  return unit(Math.round(ms / 60_000), 'minute')
}
