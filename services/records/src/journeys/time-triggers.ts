// Escape hatch (raw Prisma): the sweep finds the businesses with Active time triggers across
// businesses (no collection reads across businesses), and claims many occurrences of a trigger in
// one insert into automation_trigger_firings (not a collection: see triggers.ts).
//
// Triggers that fire because time passed, not because something happened (the SDK's
// AutomationTriggerEvents): a sweep (a recurring durable job, every SWEEP_EVERY_SECONDS) looks for
// the patients each Active one is due for, by the automation's clock:
// - 'On Birthday' { minutes }: `minutes` after midnight of the patient's birthday in their time zone
//   (UTC when they have none; 29 February on the 28th in other years), at most once a year — a
//   sweep that comes late still fires it within the day after that moment, never a year late;
// - 'Has Not Engaged' { intervalInMS }: no portal activity (lastActive, else since the patient was
//   added) for intervalInMS — once per quiet spell: activity and another quiet interval fire again;
// - 'Form Unsubmitted' { formId, intervalInMS }: a response to the form sent to the patient (forms'
//   form_responses, asked over the bus) is not submitted intervalInMS after it was sent — once per
//   response, and only for responses sent since the trigger was made (an old backlog stays quiet).
// Each occurrence is claimed (trigger, patient, occurrence) before it fires, so replicas, restarts
// and overlapping sweeps fire it once; a failing action releases its claim for the next sweep.
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import type { Logger } from 'pino'
import type { AutomationDeps } from './deps.ts'
import { automationSession, type Patient } from './endusers-port.ts'
import { meetsConditions } from './conditions.ts'
import { allPages } from './all-pages.ts'
import { busCall } from './bus-call.ts'
import { fire, triggerRows, type TriggerRow } from './triggers.ts'

export const TIME_TRIGGER_EVENTS = ['On Birthday', 'Has Not Engaged', 'Form Unsubmitted'] as const
export const SWEEP_TIME_TRIGGERS_JOB = 'automations.sweep-time-triggers'
/** how often the sweep runs: a birthday or a quiet spell fires within this long of its moment */
export const SWEEP_EVERY_SECONDS = 300
/** occurrences claimed per insert */
const CLAIM_CHUNK = 1000

type Rec = Record<string, unknown>
interface Due {
  patient: Patient
  occurrence: string
}

// ── when each is due (pure) ─────────────────────────────────────────────────────────────────────

/** month and day of a date of birth written MM-DD-YYYY (the SDK's), YYYY-MM-DD, or with slashes */
export function birthdayOf(dateOfBirth: unknown): { month: number; day: number } | undefined {
  if (typeof dateOfBirth !== 'string') return undefined
  const us = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(dateOfBirth.trim())
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth.trim())
  const [month, day] = us ? [Number(us[1]), Number(us[2])] : iso ? [Number(iso[2]), Number(iso[3])] : [0, 0]
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : undefined
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** the calendar date of `ms` in `timeZone` (UTC when it names no zone) */
export function localDate(ms: number, timeZone?: string): { year: number; month: number; day: number } {
  const format = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(ms))
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = format(timeZone || 'UTC')
  } catch {
    parts = format('UTC')
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/** 'birthday:<year>' when `now` is within the day after `minutes` past midnight of the patient's birthday */
export function birthdayOccurrence(patient: Rec, minutes: number, now: number): string | undefined {
  const birthday = birthdayOf(patient.dateOfBirth)
  if (!birthday) return undefined
  const local = localDate(now - minutes * 60_000, typeof patient.timezone === 'string' ? patient.timezone : undefined)
  const day = birthday.month === 2 && birthday.day === 29 && !isLeap(local.year) ? 28 : birthday.day
  return local.month === birthday.month && local.day === day ? `birthday:${local.year}` : undefined
}

const timeOf = (v: unknown): number | undefined => {
  const t = v instanceof Date ? v.getTime() : typeof v === 'string' && v ? Date.parse(v) : NaN
  return Number.isFinite(t) ? t : undefined
}

/** 'quiet-since:<last activity>' when the patient has not been active for intervalInMS */
export function quietOccurrence(patient: Rec, intervalInMS: number, now: number): string | undefined {
  const since = timeOf(patient.lastActive) ?? timeOf(patient.createdAt)
  if (since === undefined || since > now - intervalInMS) return undefined
  return `quiet-since:${new Date(since).toISOString()}`
}

// ── what each trigger is due for ────────────────────────────────────────────────────────────────

const numberIn = (info: Rec | undefined, key: string) => (typeof info?.[key] === 'number' && Number.isFinite(info[key]) ? (info[key] as number) : undefined)

async function dueFor(d: AutomationDeps, businessId: string, trigger: TriggerRow): Promise<Due[]> {
  const now = d.now()
  const as = automationSession(businessId, trigger.creator || businessId)
  const info = trigger.event.info
  switch (trigger.event.type) {
    case 'On Birthday': {
      const minutes = numberIn(info, 'minutes') ?? 0
      const patients = await d.endusers.list(as, { dateOfBirth: { _exists: true } })
      return patients.flatMap((patient) => {
        const occurrence = birthdayOccurrence(patient, minutes, now)
        return occurrence ? [{ patient, occurrence }] : []
      })
    }
    case 'Has Not Engaged': {
      const interval = numberIn(info, 'intervalInMS')
      if (interval === undefined || interval <= 0) return []
      const before = new Date(now - interval).toISOString()
      const patients = [
        ...(await d.endusers.list(as, { lastActive: { _lt: before } })),
        ...(await d.endusers.list(as, { lastActive: { _exists: false }, createdAt: { _lt: before } })),
      ]
      return patients.flatMap((patient) => {
        const occurrence = quietOccurrence(patient, interval, now)
        return occurrence ? [{ patient, occurrence }] : []
      })
    }
    case 'Form Unsubmitted': {
      const interval = numberIn(info, 'intervalInMS')
      const formId = typeof info?.formId === 'string' ? info.formId : ''
      if (interval === undefined || interval < 0 || !formId) return []
      const since = timeOf(trigger.createdAt) ?? 0
      const sentBefore = new Date(now - interval).toISOString()
      const responses = await allPages<{ id: string; enduserId?: string }>((lastId, limit) => busCall(d.bus, 'forms', 'form_responses.getSome', {
        filter: { formId, submittedAt: { _exists: false }, createdAt: { _lt: sentBefore, _gte: new Date(since).toISOString() } }, limit, ...(lastId ? { lastId } : {}),
      }, as))
      const withPatient = responses.filter((r) => r.enduserId)
      if (!withPatient.length) return []
      const patients = new Map((await d.endusers.byIds(as, [...new Set(withPatient.map((r) => r.enduserId!))])).map((p) => [p.id, p]))
      return withPatient.flatMap((r) => (patients.has(r.enduserId!) ? [{ patient: patients.get(r.enduserId!)!, occurrence: `response:${r.id}` }] : []))
    }
    default:
      return []
  }
}

/** claims the occurrences not fired yet, in one insert per chunk: answers the ones this sweep claimed */
async function claim(d: AutomationDeps, businessId: string, triggerId: string, due: Due[]): Promise<Due[]> {
  const claimed: Due[] = []
  for (let i = 0; i < due.length; i += CLAIM_CHUNK) {
    const chunk = due.slice(i, i + CLAIM_CHUNK)
    const rows = await d.db.$queryRawUnsafe<{ enduserId: string; occurrence: string }[]>(
      `INSERT INTO automation_trigger_firings ("triggerId", "enduserId", "occurrence", "businessId")
       SELECT $1, e, o, $2 FROM unnest($3::text[], $4::text[]) AS t(e, o)
       ON CONFLICT DO NOTHING RETURNING "enduserId", "occurrence"`,
      triggerId, businessId, chunk.map((c) => c.patient.id), chunk.map((c) => c.occurrence),
    )
    const fresh = new Set(rows.map((r) => `${r.enduserId} ${r.occurrence}`))
    claimed.push(...chunk.filter((c) => fresh.has(`${c.patient.id} ${c.occurrence}`)))
  }
  return claimed
}

/** Fires every Active time trigger of the business for the patients it is due for; answers how many fired. */
export async function sweepTimeTriggers(d: AutomationDeps, businessId: string, log?: Logger): Promise<number> {
  const triggers = (await triggerRows(d, businessId, { status: 'Active' })).filter((t) => (TIME_TRIGGER_EVENTS as readonly string[]).includes(t.event?.type))
  let fired = 0
  for (const trigger of triggers) {
    const due = (await dueFor(d, businessId, trigger))
      .filter((x) => !trigger.enduserCondition || meetsConditions(x.patient as unknown as Parameters<typeof meetsConditions>[0], trigger.enduserCondition))
    for (const x of await claim(d, businessId, trigger.id, due)) {
      try {
        if (await fire(d, { businessId, trigger, patient: x.patient, firing: x.occurrence, occurrence: x.occurrence, ...(log ? { log } : {}) })) fired++
      } catch (err) {
        // fire released the claim: the next sweep tries this patient again
        log?.warn({ err, triggerId: trigger.id, enduserId: x.patient.id }, 'automation trigger: a time trigger failed for a patient')
      }
    }
  }
  return fired
}

/** The businesses with an Active time trigger (one query across businesses). */
async function businessesWithTimeTriggers(d: AutomationDeps): Promise<string[]> {
  const rows = await d.db.automationTrigger.findMany({ where: { status: 'Active' }, select: { businessId: true, event: true } })
  return [...new Set(rows.filter((r) => (TIME_TRIGGER_EVENTS as readonly string[]).includes((r.event as { type?: string } | null)?.type ?? '')).map((r) => r.businessId))]
}

export const sweepTimeTriggersJob = (d: AutomationDeps) =>
  defineJob(SWEEP_TIME_TRIGGERS_JOB, async (_payload, { log }) => {
    for (const businessId of await businessesWithTimeTriggers(d)) {
      // one business's failure (its forms unreachable, say) does not hold up the others
      await sweepTimeTriggers(d, businessId, log).catch((err: unknown) => log.warn({ err, businessId }, 'automation trigger: the time-trigger sweep failed for a business'))
    }
  }, { payload: z.object({}).loose(), everySeconds: SWEEP_EVERY_SECONDS, retryLimit: 0 })
