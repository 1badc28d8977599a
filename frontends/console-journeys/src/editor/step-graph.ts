// A journey's steps as a graph: a Start node, one node per step, an edge from Start to every
// onJourneyStart step and one from the earlier step an event names (event.info.automationStepId:
// afterAction with its delay, formResponse, ticketCompleted …) to the step that follows it. The
// order is the one a journey runs in (breadth first from Start, then steps nothing leads to, oldest
// first): the step list and the steps' names ('Step 2') use it. Nodes sit in rows by depth and in
// columns within a row, unless a place was saved (flowchartUI). Pure.
import { linkText } from './step-labels.ts'
import type { Step, StepEvent } from './step-model.ts'

export const START_ID = '__start'
export const NODE_WIDTH = 240
const COLUMN = 280
const ROW = 150

export interface GraphEdge {
  id: string
  source: string
  target: string
  label: string
  type: StepEvent['type']
}
export interface GraphNode {
  id: string
  position: { x: number; y: number }
}

type GraphStep = Pick<Step, 'id' | 'events' | 'flowchartUI' | 'createdAt'>

const follows = (event: StepEvent): string | undefined => {
  const id = (event.info as { automationStepId?: unknown } | undefined)?.automationStepId
  return typeof id === 'string' ? id : undefined
}

export function stepEdges(steps: readonly GraphStep[]): GraphEdge[] {
  const ids = new Set(steps.map((s) => s.id))
  const edges: GraphEdge[] = []
  for (const s of steps) {
    for (const [i, event] of (s.events ?? []).entries()) {
      if (event.type === 'onJourneyStart') edges.push({ id: `${s.id}-${i}`, source: START_ID, target: s.id, label: '', type: event.type })
      else {
        const from = follows(event)
        if (from && ids.has(from)) edges.push({ id: `${s.id}-${i}`, source: from, target: s.id, label: linkText(event), type: event.type })
      }
    }
  }
  return edges
}

/** the steps in the order the journey runs them */
export function stepOrder<S extends GraphStep>(steps: readonly S[]): S[] {
  const edges = stepEdges(steps)
  const byId = new Map(steps.map((s) => [s.id, s]))
  const seen = new Set<string>()
  const out: S[] = []
  const oldest = [...steps].sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')))
  const walk = (from: string) => {
    const queue = [from]
    while (queue.length) {
      const at = queue.shift()!
      for (const e of edges.filter((x) => x.source === at)) {
        if (seen.has(e.target)) continue
        seen.add(e.target)
        out.push(byId.get(e.target)!)
        queue.push(e.target)
      }
    }
  }
  walk(START_ID)
  for (const s of oldest) {
    if (seen.has(s.id)) continue
    seen.add(s.id)
    out.push(s)
    walk(s.id)
  }
  return out
}

/** the nodes' places: saved ones kept, the others by depth (rows) and order (columns) */
export function stepLayout(steps: readonly GraphStep[]): GraphNode[] {
  const order = stepOrder(steps)
  const edges = stepEdges(steps)
  const depth = new Map<string, number>([[START_ID, 0]])
  for (const s of order) {
    const into = edges.filter((e) => e.target === s.id && depth.has(e.source))
    depth.set(s.id, into.length ? Math.max(...into.map((e) => depth.get(e.source)! + 1)) : 1)
  }
  const perRow = new Map<number, number>()
  const place = (id: string) => {
    const row = depth.get(id) ?? 1
    const column = perRow.get(row) ?? 0
    perRow.set(row, column + 1)
    return { x: column * COLUMN, y: row * ROW }
  }
  const nodes: GraphNode[] = [{ id: START_ID, position: place(START_ID) }]
  for (const s of order) {
    const auto = place(s.id)
    const saved = s.flowchartUI
    nodes.push({ id: s.id, position: typeof saved?.x === 'number' && typeof saved?.y === 'number' ? { x: saved.x, y: saved.y } : auto })
  }
  // Start sits above the middle of the first row
  const first = nodes.filter((n) => n.id !== START_ID && depth.get(n.id) === 1)
  if (first.length) nodes[0]!.position = { x: (Math.min(...first.map((n) => n.position.x)) + Math.max(...first.map((n) => n.position.x))) / 2 + NODE_WIDTH / 2 - 60, y: 0 }
  return nodes
}

/** a step's events that name a step no longer in the journey (shown on its node) */
export const brokenLinks = (step: GraphStep, steps: readonly GraphStep[]) =>
  (step.events ?? []).filter((e) => e.type !== 'onJourneyStart' && (!follows(e) || !steps.some((s) => s.id === follows(e))))

/**
 * Whether `target` may be made to follow `source` (a connection drawn on the flowchart): not itself,
 * not Start, and not a step that `source` already follows, directly or not — that would be a loop a
 * patient never leaves.
 */
export function mayFollow(steps: readonly GraphStep[], source: string, target: string): boolean {
  if (source === target || target === START_ID) return false
  if (source === START_ID) return steps.some((s) => s.id === target)
  const edges = stepEdges(steps)
  const seen = new Set<string>()
  const queue = [target]
  while (queue.length) {
    const at = queue.shift()!
    if (at === source) return false
    for (const e of edges) if (e.source === at && !seen.has(e.target)) { seen.add(e.target); queue.push(e.target) }
  }
  return true
}
