// The columns chooser: a checkbox per column (which show) and Move up / Move down buttons (in which
// order), all by keyboard. Changes show in the table at once; Done closes. After a move the focus
// stays on the moved column's button (or its other one, at an end), so a column can be carried
// several places with repeated Enter.
import { useEffect, useRef, useState } from 'react'
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, List, ListItem, createSvgIcon, useMediaQuery, useTheme } from '@mui/material'
import { COLUMN_LABELS, chooserOrder, moveColumn, toggleColumn, type ColumnKey } from './view-model.ts'

const UpIcon = createSvgIcon(<path d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />, 'KeyboardArrowUp')
const DownIcon = createSvgIcon(<path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />, 'KeyboardArrowDown')

export interface ColumnsDialogProps {
  open: boolean
  columns: readonly ColumnKey[]
  onChange: (columns: ColumnKey[]) => void
  onClose: () => void
}

const buttonId = (key: ColumnKey, dir: 'up' | 'down') => `view-column-${key}-${dir}`

export function ColumnsDialog({ open, columns, onChange, onClose }: ColumnsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [moved, setMoved] = useState<{ key: ColumnKey; dir: 'up' | 'down' }>()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (!moved) return
    const own = document.getElementById(buttonId(moved.key, moved.dir)) as HTMLButtonElement | null
    const other = document.getElementById(buttonId(moved.key, moved.dir === 'up' ? 'down' : 'up')) as HTMLButtonElement | null
    ;(own && !own.disabled ? own : other)?.focus()
    setMoved(undefined)
  }, [moved, columns])

  const move = (key: ColumnKey, dir: 'up' | 'down') => {
    onChange(moveColumn(columns, key, dir === 'up' ? -1 : 1))
    setMoved({ key, dir })
  }

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="view-columns-title">
      <DialogTitle id="view-columns-title">Columns</DialogTitle>
      <DialogContent>
        <List ref={list} dense aria-label="Columns, in order">
          {chooserOrder(columns).map((key) => {
            const shown = columns.includes(key)
            const at = columns.indexOf(key)
            const label = COLUMN_LABELS[key]
            return (
              <ListItem key={key} disableGutters sx={{ gap: 1 }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 0 }}
                  control={<Checkbox checked={shown} disabled={key === 'name'} onChange={() => onChange(toggleColumn(columns, key))} />}
                  label={label}
                />
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <IconButton id={buttonId(key, 'up')} size="small" aria-label={`Move ${label} up`} title="Move up" disabled={!shown || at === 0} onClick={() => move(key, 'up')}>
                    <UpIcon fontSize="small" />
                  </IconButton>
                  <IconButton id={buttonId(key, 'down')} size="small" aria-label={`Move ${label} down`} title="Move down" disabled={!shown || at === columns.length - 1} onClick={() => move(key, 'down')}>
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
