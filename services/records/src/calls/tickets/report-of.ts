// The tickets report (the public SDK's TicketsReport), computed from tickets: open ones (closedAt
// unset) and closed ones, counted per title ('default') or per owner ('by-user', with a row per
// owner and close reason). Unassigned = no owner; overdue = a due date before `now`; the time to
// close is closedAt − createdAt.
import type { ApiRecord } from '@care/kit/collections/index'

export interface ReportTicket {
  title?: string
  owner?: string
  createdAt: number
  closedAt?: number
  dueDateInMS?: number
  closedForReason?: string
}

interface Tally {
  count: number
  unassignedCount: number
  overdueCount: number
  closeMs: number
}

const instant = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined
  const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(String(v))
  return Number.isNaN(t) ? undefined : t
}

export function reportTicket(r: ApiRecord): ReportTicket {
  return {
    title: typeof r.title === 'string' ? r.title : undefined,
    owner: typeof r.owner === 'string' && r.owner ? r.owner : undefined,
    createdAt: instant(r.createdAt) ?? 0,
    closedAt: instant(r.closedAt),
    dueDateInMS: typeof r.dueDateInMS === 'number' ? r.dueDateInMS : undefined,
    closedForReason: typeof r.closedForReason === 'string' && r.closedForReason ? r.closedForReason : undefined,
  }
}

/** `rows` tallied by `keyOf`, the largest count first (ties by key) */
function tallyBy(rows: ReportTicket[], keyOf: (t: ReportTicket) => string, now: number, closed: boolean): [string, Tally][] {
  const tallies = new Map<string, Tally>()
  for (const t of rows) {
    const k = keyOf(t)
    const tally = tallies.get(k) ?? { count: 0, unassignedCount: 0, overdueCount: 0, closeMs: 0 }
    tally.count++
    if (!t.owner) tally.unassignedCount++
    if (t.dueDateInMS !== undefined && t.dueDateInMS < (closed ? (t.closedAt ?? now) : now)) tally.overdueCount++
    if (closed) tally.closeMs += Math.max(0, (t.closedAt ?? t.createdAt) - t.createdAt)
    tallies.set(k, tally)
  }
  return [...tallies.entries()].sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
}

const openCounts = (t: Tally) => ({ count: t.count, unassignedCount: t.unassignedCount, overdueCount: t.overdueCount })
const closedCounts = (t: Tally) => ({ ...openCounts(t), averageTimeToCloseInMS: Math.round(t.closeMs / t.count) })

export function ticketsReportOf(rows: ReportTicket[], now: number, byOwner: boolean) {
  const open = rows.filter((t) => t.closedAt === undefined)
  const closed = rows.filter((t) => t.closedAt !== undefined)
  if (!byOwner) {
    const title = (t: ReportTicket) => t.title ?? ''
    return {
      type: 'default' as const,
      data: {
        open: tallyBy(open, title, now, false).map(([k, t]) => ({ title: k, ...openCounts(t) })),
        closed: tallyBy(closed, title, now, true).map(([k, t]) => ({ title: k, ...closedCounts(t) })),
      },
    }
  }
  const owner = (t: ReportTicket) => t.owner ?? ''
  const reasons = new Map<string, { userId: string; reason: string; count: number; closeMs: number }>()
  for (const t of closed) {
    if (!t.closedForReason) continue
    const k = JSON.stringify([owner(t), t.closedForReason])
    const r = reasons.get(k) ?? { userId: owner(t), reason: t.closedForReason, count: 0, closeMs: 0 }
    r.count++
    r.closeMs += Math.max(0, (t.closedAt ?? t.createdAt) - t.createdAt)
    reasons.set(k, r)
  }
  return {
    type: 'by-user' as const,
    data: {
      open: tallyBy(open, owner, now, false).map(([k, t]) => ({ userId: k, ...openCounts(t) })),
      closed: tallyBy(closed, owner, now, true).map(([k, t]) => ({ userId: k, ...closedCounts(t) })),
      closedForReason: [...reasons.values()].map(({ closeMs, ...r }) => ({ ...r, averageTimeToCloseInMS: Math.round(closeMs / r.count) })),
    },
  }
}
