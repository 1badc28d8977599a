// The indexes a drop changes: only what moved (issue #18). Renumbering a whole column sent one
// update per ticket whose position shifted, and past 1000 of them update-indexes refuses ('List
// must have at most 1000 elements'). `index` is a number, not a rank, so the moved ticket can take
// one between its new neighbours; the only others written are tickets above it that were never
// placed (they sort after the placed ones, so they get places in the order shown). When two
// neighbours leave no number between them (equal indexes, or halved too often) the column is
// renumbered as before.
import { indexUpdates } from './board-order.ts'

// a type alias, not an interface: the sdk's typed call wants records with an index signature
export type IndexUpdate = {
  id: string
  index: number
}

const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** `orderedIds`: the whole destination column in its new order, `movedId` among them. */
export function moveUpdates(orderedIds: readonly string[], indexOf: (id: string) => number | null | undefined, movedId: string): IndexUpdate[] {
  const at = orderedIds.indexOf(movedId)
  if (at < 0) return []
  const updates: IndexUpdate[] = []
  let previous: number | undefined
  for (const id of orderedIds.slice(0, at)) {
    const index = indexOf(id)
    if (isIndex(index) && (previous === undefined || index > previous)) previous = index
    else if (isIndex(index)) return indexUpdates(orderedIds, indexOf) // out of order already: start afresh
    else {
      // never placed, and now above the moved ticket: placed after the last placed one
      previous = previous === undefined ? 0 : Math.floor(previous) + 1
      updates.push({ id, index: previous })
    }
  }
  const nextIndex = indexOf(orderedIds[at + 1] ?? '')
  const next = isIndex(nextIndex) ? nextIndex : undefined
  const current = indexOf(movedId)
  // already between its neighbours (a move across columns can land it there): nothing to write
  if (!updates.length && isIndex(current) && (previous === undefined || current > previous) && (next === undefined || current < next)) return []
  let index: number
  if (previous !== undefined && next !== undefined) index = previous + (next - previous) / 2
  else if (next !== undefined) index = next - 1
  else index = previous === undefined ? 0 : Math.floor(previous) + 1
  if ((previous !== undefined && index <= previous) || (next !== undefined && index >= next)) return indexUpdates(orderedIds, indexOf)
  return [...updates, { id: movedId, index }]
}
