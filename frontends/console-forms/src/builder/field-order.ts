// The order of a form's questions is its flow (spec 3 §4): the root, then what follows each field
// by its previousFields (after / previousEquals). The builder lists fields in walk order, and
// moving or deleting a field re-links the flow around it. All pure: each function answers the
// previousFields to write, field by field.
import type { PreviousFormField } from '@care/contracts/forms/index'
import type { FieldRecord } from '../records.ts'

type Prev = PreviousFormField
const refersTo = (p: Prev, id: string) => (p.type === 'after' || p.type === 'previousEquals') && p.info?.fieldId === id
const prevOf = (f: FieldRecord): Prev[] => f.previousFields ?? []
const key = (p: Prev) => JSON.stringify([p.type, p.type === 'root' ? '' : p.info.fieldId, p.type === 'previousEquals' ? p.info.equals : ''])
/** no repeats, and no answer condition on a field the list already follows whatever the answer */
const dedupe = (list: Prev[]) =>
  list.filter(
    (p, i) =>
      list.findIndex((q) => key(q) === key(p)) === i && !(p.type === 'previousEquals' && list.some((q) => q.type === 'after' && q.info.fieldId === p.info.fieldId)),
  )

export const ROOT: Prev = { type: 'root', info: {} }
export const after = (fieldId: string): Prev => ({ type: 'after', info: { fieldId } })
export const whenEquals = (fieldId: string, equals: string): Prev => ({ type: 'previousEquals', info: { fieldId, equals } })

/** Fields of the flow (not a group's subfields) in walk order: depth first from the root, a field
 * several paths reach only once all of them are listed (so a join comes after both branches),
 * then fields nothing leads to, oldest first. */
export function walkOrder(fields: readonly FieldRecord[]): FieldRecord[] {
  const tree = fields.filter((f) => !f.isInGroup)
  const ids = new Set(tree.map((f) => f.id))
  const parentsOf = (f: FieldRecord) => prevOf(f).flatMap((p) => (p.type !== 'root' && ids.has(p.info?.fieldId) ? [p.info.fieldId] : []))
  const root = tree.find((f) => prevOf(f).some((p) => p.type === 'root'))
  // what the root leads to, through any path
  const reachable = new Set<string>()
  const stack = root ? [root] : []
  while (stack.length) {
    const f = stack.pop()!
    if (reachable.has(f.id)) continue
    reachable.add(f.id)
    stack.push(...tree.filter((c) => prevOf(c).some((p) => refersTo(p, f.id))))
  }
  const seen = new Set<string>()
  const out: FieldRecord[] = []
  const ready = (f: FieldRecord) => parentsOf(f).every((id) => seen.has(id) || !reachable.has(id) || id === f.id)
  const visit = (f: FieldRecord) => {
    if (seen.has(f.id)) return
    seen.add(f.id)
    out.push(f)
    const children = tree.filter((c) => prevOf(c).some((p) => refersTo(p, f.id)))
    // branches by answer first (in the order of their values), then what follows otherwise
    children.sort((a, b) => rank(a, f.id) - rank(b, f.id))
    for (const c of children) if (!seen.has(c.id) && ready(c)) visit(c)
  }
  if (root) visit(root)
  // a loop leaves fields waiting for each other: they come in creation order
  for (const f of tree) if (reachable.has(f.id) && !seen.has(f.id)) visit(f)
  for (const f of tree) if (!seen.has(f.id)) visit(f)
  return out
}
const rank = (child: FieldRecord, parentId: string) => (prevOf(child).some((p) => p.type === 'previousEquals' && p.info.fieldId === parentId) ? 0 : 1)

export type PreviousUpdates = Map<string, Prev[]>

/** What changes when `id` leaves its place: whatever followed it now follows what it followed
 * (its own conditions), and if it was the first question, the one after it becomes the first. */
function detach(fields: readonly FieldRecord[], id: string, updates: PreviousUpdates) {
  const current = (f: FieldRecord) => updates.get(f.id) ?? prevOf(f)
  const x = fields.find((f) => f.id === id)
  if (!x) return
  const inherited = current(x)
  let rootGiven = false
  for (const f of fields) {
    if (f.id === id || f.isInGroup) continue
    const list = current(f)
    if (!list.some((p) => refersTo(p, id))) continue
    const kept = list.filter((p) => !refersTo(p, id))
    let replacement: Prev[] = inherited.filter((p) => p.type !== 'root')
    if (inherited.some((p) => p.type === 'root') && !rootGiven) {
      replacement = [ROOT]
      rootGiven = true
    }
    updates.set(f.id, dedupe([...kept, ...replacement]))
  }
  updates.set(id, [])
}

/** Moves field `id` to position `to` of `order` (the walk order shown): it leaves its place
 * (detach), then sits between the question above and the one below — taking over the below one's
 * link to the above one (and its condition), or simply following the one above. */
export function moveField(fields: readonly FieldRecord[], order: readonly FieldRecord[], id: string, to: number): PreviousUpdates {
  const updates: PreviousUpdates = new Map()
  const from = order.findIndex((f) => f.id === id)
  if (from < 0 || from === to) return updates
  detach(fields, id, updates)
  const rest = order.filter((f) => f.id !== id)
  const above = to > 0 ? rest[to - 1] : undefined
  const below = rest[to]
  const current = (f: FieldRecord) => updates.get(f.id) ?? prevOf(f)
  if (!above) {
    updates.set(id, [ROOT])
    if (below) updates.set(below.id, dedupe([...current(below).filter((p) => p.type !== 'root'), after(id)]))
  } else if (below && current(below).some((p) => refersTo(p, above.id))) {
    updates.set(id, current(below).filter((p) => refersTo(p, above.id)))
    updates.set(below.id, dedupe([...current(below).filter((p) => !refersTo(p, above.id)), after(id)]))
  } else {
    updates.set(id, [after(above.id)])
  }
  return changedOnly(fields, updates)
}

/** What to write before deleting `id`: the fields that followed it now follow what it followed. */
export function removeField(fields: readonly FieldRecord[], id: string): PreviousUpdates {
  const updates: PreviousUpdates = new Map()
  detach(fields, id, updates)
  updates.delete(id)
  return changedOnly(fields, updates)
}

/** Where a new field goes: after the last question of the walk, or first. */
export const placeAtEnd = (fields: readonly FieldRecord[]): Prev[] => {
  const order = walkOrder(fields)
  const last = order.at(-1)
  return last ? [after(last.id)] : [ROOT]
}

function changedOnly(fields: readonly FieldRecord[], updates: PreviousUpdates): PreviousUpdates {
  const out: PreviousUpdates = new Map()
  for (const [id, list] of updates) {
    const before = fields.find((f) => f.id === id)
    if (!before || JSON.stringify(prevOf(before).map(key)) !== JSON.stringify(list.map(key))) out.set(id, list)
  }
  return out
}

/** previousFields in words, for lists and screen readers */
export function conditionText(p: Prev, titleOf: (id: string) => string): string {
  if (p.type === 'root') return 'First question'
  if (p.type === 'after') return `After "${titleOf(p.info.fieldId)}"`
  return `When "${titleOf(p.info.fieldId)}" is "${p.info.equals}"`
}

/** What keeps the flow from working as drawn, in words: no first question, several, questions never reached. */
export function flowProblems(fields: readonly FieldRecord[]): string[] {
  const tree = fields.filter((f) => !f.isInGroup)
  if (!tree.length) return []
  const roots = tree.filter((f) => prevOf(f).some((p) => p.type === 'root'))
  if (!roots.length) return ['No question is marked first: the form cannot start.']
  const problems: string[] = []
  // the engine starts at the first root in the form's order
  for (const other of roots.slice(1)) problems.push(`"${other.title}" is also marked first, but the form starts at "${roots[0].title}".`)
  const reached = new Set<string>()
  const stack = [roots[0]]
  while (stack.length) {
    const f = stack.pop()!
    if (reached.has(f.id)) continue
    reached.add(f.id)
    stack.push(...tree.filter((c) => prevOf(c).some((p) => refersTo(p, f.id))))
  }
  for (const f of tree) if (!reached.has(f.id) && !roots.slice(1).includes(f)) problems.push(`"${f.title}" is never reached.`)
  return problems
}
