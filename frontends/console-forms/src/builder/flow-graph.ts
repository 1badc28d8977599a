// The form's flow as a graph for the flowchart: a Start node, one node per question (not a
// group's subfields), and an edge per previousFields entry — 'after' edges read 'next' (or
// 'otherwise' beside answer branches, or 'not taken' when another field follows the same one by
// 'after' and comes first in the form, as the engine goes there), previousEquals edges the answer
// they wait for. Nodes sit
// in rows by depth from the start, in columns that keep every line in view, unless a position was
// saved (flowchartUI).
import type { FieldRecord } from '../records.ts'
import { walkOrder } from './field-order.ts'
import { typeLabel } from './field-types.ts'

export const START_ID = '__start'
export const NODE_WIDTH = 220
const COLUMN = 260
const ROW = 120

export interface GraphNode {
  id: string
  position: { x: number; y: number }
  data: { label: string; type: string }
}
export interface GraphEdge {
  id: string
  source: string
  target: string
  label: string
  kind: 'root' | 'after' | 'previousEquals'
}

export function flowGraph(fields: readonly FieldRecord[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const order = walkOrder(fields)
  const ids = new Set(order.map((f) => f.id))
  const edges: GraphEdge[] = []
  for (const f of order) {
    for (const [i, p] of (f.previousFields ?? []).entries()) {
      if (p.type === 'root') edges.push({ id: `${f.id}-${i}`, source: START_ID, target: f.id, label: '', kind: 'root' })
      else if (p.info?.fieldId && ids.has(p.info.fieldId)) {
        const branches = order.some((c) => c.previousFields?.some((q) => q.type === 'previousEquals' && q.info.fieldId === p.info.fieldId))
        // the engine takes the first field (in the form's order) that follows by 'after': the others never are reached that way
        const firstAfter = fields.find((c) => !c.isInGroup && c.previousFields?.some((q) => q.type === 'after' && q.info.fieldId === p.info.fieldId))
        const label =
          p.type === 'previousEquals' ? `= ${p.info.equals}` : firstAfter && firstAfter.id !== f.id ? 'not taken' : branches ? 'otherwise' : 'next'
        edges.push({ id: `${f.id}-${i}`, source: p.info.fieldId, target: f.id, label, kind: p.type })
      }
    }
  }
  // depth: one more than the deepest question leading here (walk order visits parents first in a tree)
  const depth = new Map<string, number>([[START_ID, 0]])
  for (let pass = 0; pass < 3; pass++) {
    for (const f of order) {
      const into = edges.filter((e) => e.target === f.id && e.source !== f.id)
      const d = into.length ? Math.max(...into.map((e) => (depth.get(e.source) ?? 0) + 1)) : 1
      depth.set(f.id, Math.min(d, order.length))
    }
  }
  // columns ("lanes"): a question stays in a parent's column unless a line from one of its parents
  // would run behind a question between them; then it takes the first column where none does
  const lane = new Map<string, number>([[START_ID, 0]])
  const taken = new Map<number, Set<number>>([[0, new Set([0])]])
  const free = (row: number, l: number) => !taken.get(row)?.has(l)
  const place = (id: string) => {
    const d = depth.get(id) ?? 1
    const parents = edges.filter((e) => e.target === id && e.source !== id && lane.has(e.source)).map((e) => e.source)
    const clear = (l: number) =>
      free(d, l) && parents.every((p) => {
        for (let row = (depth.get(p) ?? 0) + 1; row < d; row++) if (!free(row, l)) return false
        return true
      })
    const preferred = [...parents.map((p) => lane.get(p)!), 0]
    let chosen = preferred.find(clear)
    for (let l = 0; chosen === undefined; l++) if (clear(l)) chosen = l
    lane.set(id, chosen)
    if (!taken.has(d)) taken.set(d, new Set())
    taken.get(d)!.add(chosen)
    return { x: chosen * COLUMN, y: d * ROW }
  }
  const nodes: GraphNode[] = [{ id: START_ID, position: { x: 0, y: 0 }, data: { label: 'Start', type: '' } }]
  for (const f of order) {
    const saved = f.flowchartUI
    const auto = place(f.id)
    nodes.push({
      id: f.id,
      position: typeof saved?.x === 'number' && typeof saved?.y === 'number' ? { x: saved.x, y: saved.y } : auto,
      data: { label: f.title, type: typeLabel(f.type) },
    })
  }
  return { nodes, edges }
}
