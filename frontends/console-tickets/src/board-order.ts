// The board's order: tickets in columns by stage (the stages present, plus one for tickets without
// a stage), each column by `index` (then age), and what a drop changes: the new index of every
// ticket of the destination column whose place changed.
import type { RecordOf } from '@care/sdk'
import { hasValue } from './ticket-fields.ts'

/** what a ticket's place on the board follows (a live update that unsets `index` leaves null in the cache) */
export type BoardTicket = Pick<RecordOf<'tickets'>, 'id' | 'stage' | 'createdAt'> & { index?: number | null }

/** the key of the column of tickets without a stage */
export const NO_STAGE = ''
export const NO_STAGE_TITLE = 'No stage'

export const stageOf = (t: Pick<BoardTicket, 'stage'>) => (typeof t.stage === 'string' ? t.stage.trim() : '')
export const columnTitle = (key: string) => (key === NO_STAGE ? NO_STAGE_TITLE : key)

const time = (t: BoardTicket) => {
  const n = Date.parse(String(t.createdAt ?? ''))
  return Number.isNaN(n) ? 0 : n
}

/** index first (tickets never placed go last), then oldest first, then id (a stable order) */
export function byBoardOrder(a: BoardTicket, b: BoardTicket): number {
  const ai = hasValue(a.index) ? a.index : Infinity
  const bi = hasValue(b.index) ? b.index : Infinity
  if (ai !== bi) return ai < bi ? -1 : 1
  return time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/**
 * The columns: every stage present among `tickets`, then the no-stage column. Stages already
 * known (`remembered`, the order the board showed before) keep their places, so a drop that
 * empties or starts a column never shuffles the others; new ones follow by when their oldest
 * ticket was created (a workflow's first stage usually has the first tickets).
 */
export function columnKeys(tickets: readonly BoardTicket[], remembered: readonly string[] = []): string[] {
  const first = new Map<string, number>()
  for (const t of tickets) {
    const key = stageOf(t)
    if (key === NO_STAGE) continue
    const at = time(t)
    if (!first.has(key) || at < first.get(key)!) first.set(key, at)
  }
  const known = remembered.filter((k) => first.has(k))
  const fresh = [...first.entries()]
    .filter(([k]) => !remembered.includes(k))
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .map(([k]) => k)
  return [...known, ...fresh, NO_STAGE]
}

/** the remembered order after showing `shown`: new stages join it, gone ones keep their place */
export function rememberColumns(remembered: readonly string[], shown: readonly string[]): string[] {
  const out = [...remembered]
  for (const k of shown) if (k !== NO_STAGE && !out.includes(k)) out.push(k)
  return out
}

/** The ids of each column's tickets, in board order (every key of `keys` gets a list). */
export function columnsOf(tickets: readonly BoardTicket[], keys: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = Object.fromEntries(keys.map((k) => [k, []]))
  for (const t of [...tickets].sort(byBoardOrder)) {
    const key = stageOf(t)
    ;(out[key] ??= []).push(t.id)
  }
  return out
}

/**
 * Where the moved ticket goes in its whole column when only some of the column is shown (a
 * filter hides the rest): right after the shown ticket it was dropped after, or before the one it
 * was dropped before; alone in the shown column, at the end.
 */
export function placeInColumn(columnIds: readonly string[], shownAfterMove: readonly string[], movedId: string): string[] {
  const rest = columnIds.filter((id) => id !== movedId)
  const at = shownAfterMove.indexOf(movedId)
  const previous = at > 0 ? shownAfterMove[at - 1] : undefined
  const next = shownAfterMove[at + 1]
  let position = rest.length
  if (previous !== undefined && rest.includes(previous)) position = rest.indexOf(previous) + 1
  else if (next !== undefined && rest.includes(next)) position = rest.indexOf(next)
  return [...rest.slice(0, position), movedId, ...rest.slice(position)]
}

/** The tickets of `orderedIds` whose index is not already their position there. */
export function indexUpdates(orderedIds: readonly string[], indexOf: (id: string) => number | null | undefined): { id: string; index: number }[] {
  return orderedIds.flatMap((id, index) => (indexOf(id) === index ? [] : [{ id, index }]))
}

/** The column that holds `id` (a ticket id or a column's own droppable id). */
export function containerOf(columns: Record<string, readonly string[]>, id: string): string | undefined {
  if (id.startsWith(COLUMN_PREFIX)) return id.slice(COLUMN_PREFIX.length)
  return Object.keys(columns).find((k) => columns[k].includes(id))
}

export const COLUMN_PREFIX = 'column:'
export const columnId = (key: string) => `${COLUMN_PREFIX}${key}`

/**
 * The shown columns while a ticket is dragged over `overId`: it leaves its column and joins the
 * other one at the hovered ticket's place, or after it when the dragged card is below the hovered
 * one's middle (`after`), or at the end when over the column itself.
 */
export function moveAcross(columns: Record<string, string[]>, activeId: string, overId: string, after = false): Record<string, string[]> {
  const from = containerOf(columns, activeId)
  const to = containerOf(columns, overId)
  if (from === undefined || to === undefined || from === to) return columns
  const target = columns[to].filter((id) => id !== activeId)
  const overAt = target.indexOf(overId)
  const at = overAt >= 0 ? overAt + (after ? 1 : 0) : target.length
  return { ...columns, [from]: columns[from].filter((id) => id !== activeId), [to]: [...target.slice(0, at), activeId, ...target.slice(at)] }
}

/** The shown columns after a drop on `overId` within the same column. */
export function moveWithin(columns: Record<string, string[]>, activeId: string, overId: string): Record<string, string[]> {
  const key = containerOf(columns, activeId)
  if (key === undefined) return columns
  const ids = columns[key]
  const from = ids.indexOf(activeId)
  const to = ids.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return columns
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, activeId)
  return { ...columns, [key]: next }
}
