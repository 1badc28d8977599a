// The columns chooser of a console table: a checkbox per column (which show) and Move up / Move
// down buttons (in which order), all reachable with Tab and worked with Space or Enter. The table
// changes at once; Done closes. After a move the focus stays with the moved column (on its other
// button when it reached an end), so a column can be carried several places by pressing again.
import { useLayoutEffect, useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, useMediaQuery, type Theme } from '@care/ui/mui'
import { Checkbox, FormControlLabel } from '@mui/material'
import { DownIcon, UpIcon } from '../icons.tsx'
import { chooserOrder, moveColumn, toggleColumn, type ColumnSet } from './columns.ts'

export interface ColumnsDialogProps<K extends string> {
  open: boolean
  set: ColumnSet<K>
  labels: Record<K, string>
  columns: readonly K[]
  onChange: (columns: K[]) => void
  onClose: () => void
  /** keeps element ids apart from another table's on the same page: `${idPrefix}-columns-title` */
  idPrefix: string
}

type Dir = 'up' | 'down'

export function ColumnsDialog<K extends string>({ open, set, labels, columns, onChange, onClose, idPrefix }: ColumnsDialogProps<K>) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [moved, setMoved] = useState<{ key: K; dir: Dir }>()
  const moveId = (key: K, dir: Dir) => `${idPrefix}-column-${key}-${dir}`
  useLayoutEffect(() => {
    if (!moved) return
    const same = document.getElementById(`${idPrefix}-column-${moved.key}-${moved.dir}`) as HTMLButtonElement | null
    const other = document.getElementById(`${idPrefix}-column-${moved.key}-${moved.dir === 'up' ? 'down' : 'up'}`) as HTMLButtonElement | null
    ;(same && !same.disabled ? same : other)?.focus()
    setMoved(undefined)
  }, [moved, columns, idPrefix])

  const move = (key: K, dir: Dir) => {
    onChange(moveColumn(columns, key, dir === 'up' ? -1 : 1))
    setMoved({ key, dir })
  }

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={`${idPrefix}-columns-title`}>
      <DialogTitle id={`${idPrefix}-columns-title`}>Columns</DialogTitle>
      <DialogContent>
        <List dense aria-label="Columns, in order">
          {chooserOrder(set, columns).map((key) => {
            const label = labels[key]
            const at = columns.indexOf(key)
            const shown = at >= 0
            return (
              <ListItem key={key} disableGutters sx={{ gap: 1 }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0 }}
                  label={label}
                  control={<Checkbox checked={shown} disabled={key === set.fixed} onChange={() => onChange(toggleColumn(set, columns, key))} />}
                />
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <IconButton id={moveId(key, 'up')} size="small" aria-label={`Move ${label} up`} title="Move up" disabled={!shown || at === 0} onClick={() => move(key, 'up')}>
                    <UpIcon fontSize="small" />
                  </IconButton>
                  <IconButton id={moveId(key, 'down')} size="small" aria-label={`Move ${label} down`} title="Move down" disabled={!shown || at === columns.length - 1} onClick={() => move(key, 'down')}>
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
