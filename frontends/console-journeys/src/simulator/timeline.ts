// The simulator's words for a timeline entry: when, relative to the start ('Day 0', 'Day 0, +1 h',
// 'Day 2, +3 h 5 min') and as a date and time; the outcome's label and colours (distinct in words
// and in colour, each colour dark enough for white text at 4.5:1). Pure.
import type { NamedRouteTypes } from '@care/sdk'

export type Simulation = NamedRouteTypes['journeysSimulate']['output']['simulation']
export type TimelineEntry = Simulation['timeline'][number]
export type Outcome = TimelineEntry['outcome']

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000

/** 'Day 0', 'Day 0, +1 h', 'Day 1, +2 h 30 min', 'Day 0, +45 s' */
export function relativeWhen(offsetMs: number): string {
  const ms = Math.max(0, Math.round(offsetMs))
  const day = Math.floor(ms / DAY)
  let rest = ms - day * DAY
  const parts: string[] = []
  const take = (unit: number, suffix: string) => {
    const n = Math.floor(rest / unit)
    rest -= n * unit
    if (n) parts.push(`${n} ${suffix}`)
  }
  take(HOUR, 'h')
  take(MINUTE, 'min')
  take(1000, 's')
  return parts.length ? `Day ${day}, +${parts.join(' ')}` : `Day ${day}`
}

/** '3 Mar 2026, 09:30' in the browser's language and time zone */
export const absoluteWhen = (at: number, locale?: string) => new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })

export const OUTCOME_LABELS: Record<Outcome, string> = { fires: 'fires', skipped: 'skipped', waits: 'waits', cancelled: 'cancelled' }
export const OUTCOME_HINTS: Record<Outcome, string> = {
  fires: 'The action would run',
  skipped: 'The step would not run: its conditions would not be met',
  waits: 'Waits for something outside the journey',
  cancelled: 'The patient would have left the journey',
}
/** background colours: green, amber-brown, blue, grey — each with white text above 4.5:1 */
export const OUTCOME_COLORS: Record<Outcome, string> = { fires: '#1b5e20', skipped: '#8a4b00', waits: '#01579b', cancelled: '#555555' }

export function outcomeCounts(timeline: readonly Pick<TimelineEntry, 'outcome'>[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { fires: 0, skipped: 0, waits: 0, cancelled: 0 }
  for (const e of timeline) counts[e.outcome]++
  return counts
}

/** the server's 'why' with its step ids named as the editor names them ('step 6650…' → 'Step 2') */
export const readableBecause = (because: string, nameOf: (id: string) => string | undefined) =>
  because.replace(/\bstep ([0-9a-f]{24})\b/g, (whole, id: string) => nameOf(id) ?? whole)
