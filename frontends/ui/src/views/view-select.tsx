// The "View" picker of a console table: the table's standard columns first, then the saved views by
// the titles given, and 'No saved views yet' once the list has loaded empty. Choosing the standard
// entry answers undefined.
import { MenuItem, TextField } from '@mui/material'

export const NO_VIEWS_TEXT = 'No saved views yet'
const STANDARD = ''

export interface ViewSelectProps {
  /** element id of the picker (each table its own) */
  id: string
  /** the chosen view's id, or undefined for the standard columns */
  value: string | undefined
  onChange: (viewId: string | undefined) => void
  /** the entry for no saved view, e.g. 'All columns' */
  standardTitle: string
  views: readonly { id: string; title?: string }[]
  /** the saved views have been read (so an empty list means there are none) */
  loaded: boolean
}

export function ViewSelect({ id, value, onChange, standardTitle, views, loaded }: ViewSelectProps) {
  return (
    <TextField
      id={id}
      select
      size="small"
      label="View"
      value={value ?? STANDARD}
      onChange={(e) => onChange(e.target.value || undefined)}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value={STANDARD}>{standardTitle}</MenuItem>
      {views.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {v.title || 'Untitled view'}
        </MenuItem>
      ))}
      {loaded && !views.length && (
        <MenuItem disabled value="none">
          {NO_VIEWS_TEXT}
        </MenuItem>
      )}
    </TextField>
  )
}
