// Counting what a caller may read, optionally by interval (the analytics query: spec 1 §7
// `/result-for-analytics-query`, intervals Daily, Weekly, Monthly and the SDK's Hourly): the same
// access scope as getSome, narrowed by the created/updated ranges and the caller's filter, then
// counted — in the database when no interval is asked, else bucketed here by UTC hour, day, ISO
// week (from Monday) or month.
import { badRequest } from '@care/contracts/errors'
import type { OperationContext } from '../runtime/operation.ts'
import { openScope } from './access.ts'
import type { Engine } from './context.ts'
import { filterConditions } from './filters.ts'
import type { Where } from './types.ts'

export const TALLY_INTERVALS = ['Hourly', 'Daily', 'Weekly', 'Monthly'] as const
export type TallyInterval = (typeof TALLY_INTERVALS)[number]
/** rows read to bucket by interval, at most: a larger answer asks for a narrower range */
export const MAX_TALLIED_ROWS = 200_000

export interface DateRange {
  from?: string | Date | ''
  to?: string | Date | ''
}

export interface TallyQuery {
  createdRange?: DateRange
  updatedRange?: DateRange
  filter?: Record<string, unknown>
  /** bucket by this date field (createdAt, updatedAt, closedAt …) */
  range?: { interval: TallyInterval; field: string }
}

export interface TallyResult {
  count: number
  values?: { timestamp: string; value: number }[]
}

const instant = (v: DateRange['from'], field: string): Date | undefined => {
  if (v === undefined || v === '' || v === null) return undefined
  const d = new Date(v)
  if (Number.isNaN(d.getTime())) throw badRequest(`${field} must be a date`)
  return d
}

function rangeCondition(field: string, range: DateRange | undefined, name: string): Where[] {
  if (!range) return []
  const from = instant(range.from, `${name}.from`)
  const to = instant(range.to, `${name}.to`)
  if (!from && !to) return []
  return [{ [field]: { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) } }]
}

/** The start of the interval holding `d`, in UTC. */
export function bucketStart(d: Date, interval: TallyInterval): Date {
  const b = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), interval === 'Monthly' ? 1 : d.getUTCDate(), interval === 'Hourly' ? d.getUTCHours() : 0))
  if (interval === 'Weekly') b.setUTCDate(b.getUTCDate() - ((b.getUTCDay() + 6) % 7))
  return b
}

export async function tally(engine: Engine, query: TallyQuery, ctx: OperationContext): Promise<TallyResult> {
  const model = await engine.model()
  const scope = await openScope(model, engine.hooks, ctx, 'read')
  const conditions: Where[] = [
    ...filterConditions(model, query.filter, scope.enduser),
    ...rangeCondition('createdAt', query.createdRange, 'createdRange'),
    ...rangeCondition('updatedAt', query.updatedRange, 'updatedRange'),
  ]
  const delegate = engine.delegate()
  if (!query.range) return { count: await delegate.count({ where: scope.where(...conditions) }) }
  const { field, interval } = query.range
  if (!model.known.has(field)) throw badRequest(`Unknown range field: ${field}`)
  // "on or after the epoch": leaves out records without the date (an open ticket's closedAt), whether or not the column may be null
  const dated = { [field]: { gte: new Date(0) } }
  const rows = await delegate.findMany({ where: scope.where(...conditions, dated), select: { [field]: true }, take: MAX_TALLIED_ROWS + 1 })
  if (rows.length > MAX_TALLIED_ROWS) throw badRequest(`More than ${MAX_TALLIED_ROWS} records: narrow the range`)
  const buckets = new Map<number, number>()
  let count = 0
  for (const row of rows) {
    const at = row[field]
    if (!(at instanceof Date)) continue
    count++
    const start = bucketStart(at, interval).getTime()
    buckets.set(start, (buckets.get(start) ?? 0) + 1)
  }
  const values = [...buckets].sort(([a], [b]) => a - b).map(([t, value]) => ({ timestamp: new Date(t).toISOString(), value }))
  return { count, values }
}
