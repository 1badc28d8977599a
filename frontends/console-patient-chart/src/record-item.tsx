// One entry of a tab's list: its title, a line of facts (dates, status), its text, and the
// actions the chart offers on it (named after the entry, so a screen reader says which).
import type { ReactNode } from 'react'
import { Box, Stack, Typography } from '@mui/material'

export interface RecordItemProps {
  title: ReactNode
  /** short facts shown under the title, joined by ' · ' */
  meta?: readonly (ReactNode | false | undefined | null | '')[]
  children?: ReactNode
  actions?: ReactNode
}

export function RecordItem({ title, meta = [], children, actions }: RecordItemProps) {
  const facts = meta.filter((m) => m !== false && m !== undefined && m !== null && m !== '')
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {facts.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {facts.map((f, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                {f}
              </span>
            ))}
          </Typography>
        )}
        {children && (
          <Box sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', typography: 'body2' }}>{children}</Box>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  )
}

/** A tab's own heading (h2) with its main action beside it. */
export function TabHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  )
}
