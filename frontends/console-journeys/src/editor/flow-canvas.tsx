// The journey as a flowchart (@xyflow/react), loaded only when shown on a wide screen: a Start node,
// a node per step (its event above its action), edges from the step an event follows with the delay
// or what it waits for. Drag a step to place it (kept in flowchartUI); each node's Edit button (a
// Tab stop inside the node) opens the step. Drag from a node's lower handle to another step to make
// that step follow it (or to empty space for a new step after it): the step opens with the link set,
// to choose the delay and save — a link that would make a loop is not offered. The step a simulator
// row points at is highlighted.
import { useEffect, useMemo } from 'react'
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, useNodesState, type Edge, type Node, type NodeProps } from '@xyflow/react'
import { Box, Button, Typography } from '@mui/material'
import xyflowCss from '@xyflow/react/dist/style.css'
import { texts } from '../texts.ts'
import { NODE_WIDTH, START_ID, mayFollow, stepEdges, stepLayout } from './step-graph.ts'
import { isEditableEvent, type Step } from './step-model.ts'

const t = texts.steps
const STYLE_ID = 'care-xyflow-style'

function useXyflowStyle() {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return
    const style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = xyflowCss
    document.head.appendChild(style)
  }, [])
}

export interface CanvasStep {
  step: Step
  name: string
  event: string
  action: string
  /** a problem to show on the node (a deleted step it follows, the server's last refusal) */
  problem?: string
}

type StepNodeData = { name: string; event: string; action: string; problem?: string; highlighted: boolean; onEdit?: () => void }
type StepNode = Node<StepNodeData>

function StepBox({ id, data }: NodeProps<StepNode>) {
  const start = id === START_ID
  return (
    <Box
      data-node-id={id}
      data-highlighted={data.highlighted ? 'true' : undefined}
      sx={{
        width: start ? 130 : NODE_WIDTH, px: 1.5, py: 1, borderRadius: 1, border: data.highlighted ? 3 : 1,
        borderColor: data.problem ? 'error.main' : data.highlighted ? 'secondary.main' : start ? 'primary.main' : 'divider',
        bgcolor: start ? 'primary.main' : data.highlighted ? 'action.selected' : 'background.paper', color: start ? 'primary.contrastText' : 'text.primary',
        boxShadow: data.highlighted ? 4 : 0,
      }}
    >
      {!start && <Handle type="target" position={Position.Top} />}
      <Typography variant="caption" sx={{ display: 'block', fontWeight: 700 }}>{data.name}</Typography>
      {!start && <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{data.event}</Typography>}
      {!start && <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{data.action}</Typography>}
      {data.problem && <Typography variant="caption" color="error" sx={{ display: 'block' }}>{data.problem}</Typography>}
      {data.onEdit && (
        <Button className="nodrag nopan" size="small" onClick={data.onEdit} aria-label={t.editLabel(data.name)} sx={{ mt: 0.5, minWidth: 0, p: 0 }}>{texts.edit}</Button>
      )}
      <Handle type="source" position={Position.Bottom} />
    </Box>
  )
}
const nodeTypes = { step: StepBox }

export interface FlowCanvasProps {
  steps: readonly CanvasStep[]
  highlighted?: string
  onEdit: (step: Step) => void
  onPlace: (step: Step, x: number, y: number) => void
  /** a connection drawn from `source` (a step's id or START_ID) to `target`, or to empty space (a new step) */
  onLink: (source: string, target?: Step) => void
}

/** a step whose event the editor edits can be made to follow another (the others keep their event as it is) */
const linkable = (step: Step) => !step.events?.length || isEditableEvent(step.events[0]!.type)

export default function FlowCanvas({ steps, highlighted, onEdit, onPlace, onLink }: FlowCanvasProps) {
  useXyflowStyle()
  const records = useMemo(() => steps.map((s) => s.step), [steps])
  const layout = useMemo(() => stepLayout(records), [records])
  const byId = useMemo(() => new Map(steps.map((s) => [s.step.id, s])), [steps])
  const computed: StepNode[] = useMemo(() => layout.map((n) => {
    const s = byId.get(n.id)
    const data: StepNodeData = s
      ? { name: s.name, event: s.event, action: s.action, problem: s.problem, highlighted: highlighted === n.id, onEdit: () => onEdit(s.step) }
      : { name: t.start, event: '', action: '', highlighted: false }
    return { id: n.id, position: n.position, type: 'step', data, draggable: Boolean(s), ariaLabel: s ? `${s.name}: ${s.event}, ${s.action}` : t.start }
  }), [layout, byId, highlighted, onEdit])
  // the nodes move while dragged (xyflow's own state), and follow the steps whenever they change
  const [nodes, setNodes, onNodesChange] = useNodesState<StepNode>(computed)
  useEffect(() => setNodes(computed), [computed, setNodes])
  const edges: Edge[] = stepEdges(records).map((e) => ({
    id: e.id, source: e.source, target: e.target, label: e.label || undefined, markerEnd: { type: MarkerType.ArrowClosed },
    labelBgPadding: [4, 2] as [number, number], style: highlighted === e.target ? { strokeWidth: 3 } : undefined, ariaLabel: e.label ? `${e.label} before ${byId.get(e.target)?.name}` : undefined,
  }))
  return (
    <Box data-testid="flowchart" sx={{ height: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ReactFlow
        nodes={nodes}
        onNodesChange={onNodesChange}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        minZoom={0.3}
        nodesConnectable
        isValidConnection={(c) => {
          const target = byId.get(c.target)
          return Boolean(target && linkable(target.step) && mayFollow(records, c.source, c.target))
        }}
        onConnect={(c) => {
          const target = byId.get(c.target)
          if (target) onLink(c.source, target.step)
        }}
        onConnectEnd={(_e, state) => {
          // dropped on empty space: a new step after the one the line came from
          if (!state.toNode && !state.toHandle && state.fromNode && state.fromHandle?.type === 'source') onLink(state.fromNode.id)
        }}
        onNodeDragStop={(_e, node) => {
          const s = byId.get(node.id)
          if (s) onPlace(s.step, Math.round(node.position.x), Math.round(node.position.y))
        }}
        onNodeDoubleClick={(_e, node) => {
          const s = byId.get(node.id)
          if (s) onEdit(s.step)
        }}
        aria-label={t.flowchart}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  )
}
