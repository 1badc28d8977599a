// The journey as a flowchart (@xyflow/react), loaded only when shown on a wide screen: a Start node,
// a node per step (its event above its action), edges from the step an event follows with the delay
// or what it waits for. Drag a step to place it (kept in flowchartUI); each node's Edit button (a
// Tab stop inside the node) opens the step. The step a simulator row points at is highlighted.
import { useEffect, useMemo } from 'react'
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, useNodesState, type Edge, type Node, type NodeProps } from '@xyflow/react'
import { Box, Button, Typography } from '@mui/material'
import xyflowCss from '@xyflow/react/dist/style.css'
import { texts } from '../texts.ts'
import { NODE_WIDTH, START_ID, stepEdges, stepLayout } from './step-graph.ts'
import type { Step } from './step-model.ts'

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
      {!start && <Handle type="target" position={Position.Top} isConnectable={false} />}
      <Typography variant="caption" sx={{ display: 'block', fontWeight: 700 }}>{data.name}</Typography>
      {!start && <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>{data.event}</Typography>}
      {!start && <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{data.action}</Typography>}
      {data.problem && <Typography variant="caption" color="error" sx={{ display: 'block' }}>{data.problem}</Typography>}
      {data.onEdit && (
        <Button className="nodrag nopan" size="small" onClick={data.onEdit} aria-label={t.editLabel(data.name)} sx={{ mt: 0.5, minWidth: 0, p: 0 }}>{texts.edit}</Button>
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </Box>
  )
}
const nodeTypes = { step: StepBox }

export interface FlowCanvasProps {
  steps: readonly CanvasStep[]
  highlighted?: string
  onEdit: (step: Step) => void
  onPlace: (step: Step, x: number, y: number) => void
}

export default function FlowCanvas({ steps, highlighted, onEdit, onPlace }: FlowCanvasProps) {
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
        nodesConnectable={false}
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
