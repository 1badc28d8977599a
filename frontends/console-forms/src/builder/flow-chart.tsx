// The branching flowchart (@xyflow/react), loaded only when shown on a wide screen. Drag from a
// question's lower handle to another's upper one to make the second follow the first; drag a
// question to place it (the place is kept in flowchartUI).
import { useEffect, useMemo } from 'react'
import { Background, Controls, Handle, Position, ReactFlow, type Connection, type Edge, type Node, type NodeProps } from '@xyflow/react'
import { Box, Typography } from '@mui/material'
import xyflowCss from '@xyflow/react/dist/style.css'
import type { FieldRecord } from '../records.ts'
import { NODE_WIDTH, START_ID, flowGraph } from './flow-graph.ts'

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

type QuestionNode = Node<{ label: string; type: string }>

function QuestionBox({ id, data }: NodeProps<QuestionNode>) {
  const start = id === START_ID
  return (
    <Box
      data-node-id={id}
      sx={{ width: start ? 90 : NODE_WIDTH, px: 1.5, py: 1, border: 1, borderColor: start ? 'primary.main' : 'divider', borderRadius: 1, bgcolor: start ? 'primary.main' : 'background.paper', color: start ? 'primary.contrastText' : 'text.primary' }}
    >
      {!start && <Handle type="target" position={Position.Top} />}
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {data.label}
      </Typography>
      {data.type && (
        <Typography variant="caption" color="text.secondary">
          {data.type}
        </Typography>
      )}
      <Handle type="source" position={Position.Bottom} />
    </Box>
  )
}
const nodeTypes = { question: QuestionBox }

export interface FlowChartProps {
  fields: readonly FieldRecord[]
  onConnect: (source: string, target: string) => void
  onPlace: (id: string, x: number, y: number) => void
  onSelect: (id: string) => void
}

export default function FlowChart({ fields, onConnect, onPlace, onSelect }: FlowChartProps) {
  useXyflowStyle()
  const graph = useMemo(() => flowGraph(fields), [fields])
  const nodes: QuestionNode[] = graph.nodes.map((n) => ({ ...n, type: 'question', draggable: n.id !== START_ID, ariaLabel: n.id === START_ID ? 'Start' : `Question ${n.data.label}` }))
  const edges: Edge[] = graph.edges.map((e) => ({
    id: e.id, source: e.source, target: e.target, label: e.label || undefined, animated: e.kind === 'previousEquals',
    style: e.kind === 'previousEquals' ? { strokeWidth: 2 } : undefined, labelBgPadding: [4, 2] as [number, number],
  }))
  return (
    <Box data-testid="flowchart" sx={{ height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        nodesConnectable
        onConnect={(c: Connection) => c.source && c.target && c.source !== START_ID && c.source !== c.target && onConnect(c.source, c.target)}
        onNodeDragStop={(_e, node) => node.id !== START_ID && onPlace(node.id, Math.round(node.position.x), Math.round(node.position.y))}
        onNodeClick={(_e, node) => node.id !== START_ID && onSelect(node.id)}
        aria-label="Flowchart of the form"
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  )
}
