// Which columns of the list show, and in which order: a checkbox per column and Move up / Move
// down buttons, all reachable with Tab and worked with Space or Enter. The list changes at once;
// Done closes. After a move the focus stays with the moved column (on the other button when the
// column reached an end), so a column can be carried several places by pressing again.
import { useLayoutEffect, useState } from 'react'
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, List, ListItem, useMediaQuery, useTheme } from '@mui/material'
import { DownIcon, UpIcon } from './icons.tsx'
import { COLUMN_LABELS, FIXED_COLUMN, chooserOrder, moveColumn, toggleColumn, type ColumnKey } from './table-views.ts'

export interface ColumnsDialogProps {
  open: boolean
  columns: readonly ColumnKey[]
  onChange: (columns: ColumnKey[]) => void
  onClose: () => void
}

type Dir = 'up' | 'down'
const moveId = (key: ColumnKey, dir: Dir) => `tickets-column-${key}-${dir}`

export function ColumnsDialog({ open, columns, onChange, onClose }: ColumnsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [moved, setMoved] = useState<{ key: ColumnKey; dir: Dir }>()
  useLayoutEffect(() => {
    if (!moved) return
    const same = document.getElementById(moveId(moved.key, moved.dir)) as HTMLButtonElement | null
    const other = document.getElementById(moveId(moved.key, moved.dir === 'up' ? 'down' : 'up')) as HTMLButtonElement | null
    ;(same && !same.disabled ? same : other)?.focus()
    setMoved(undefined)
  }, [moved, columns])

  const move = (key: ColumnKey, dir: Dir) => {
    onChange(moveColumn(columns, key, dir === 'up' ? -1 : 1))
    setMoved({ key, dir })
  }

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="tickets-columns-title">
      <DialogTitle id="tickets-columns-title">Columns</DialogTitle>
      <DialogContent>
        <List dense aria-label="Columns, in order">
          {chooserOrder(columns).map((key) => {
            const label = COLUMN_LABELS[key]
            const at = columns.indexOf(key)
            const shown = at >= 0
            return (
              <ListItem key={key} disableGutters sx={{ gap: 1 }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0 }}
                  label={label}
                  control={<Checkbox checked={shown} disabled={key === FIXED_COLUMN} onChange={() => onChange(toggleColumn(columns, key))} />}
                />
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <IconButton id={moveId(key, 'up')} size="small" aria-label={`Move ${label} up`} disabled={!shown || at === 0} onClick={() => move(key, 'up')}>
                    <UpIcon fontSize="small" />
                  </IconButton>
                  <IconButton id={moveId(key, 'down')} size="small" aria-label={`Move ${label} down`} disabled={!shown || at === columns.length - 1} onClick={() => move(key, 'down')}>
                    <DownIcon fontSize="small" />
                  </IconButton>
                </Box>
              </ListItem>
            )
          })}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
