// The required Title box of the Forms area's small dialogs (Create form, Add question): focused on
// opening; Enter runs the dialog's action.
import { TextField } from '@mui/material'

export function TitleField({ value, onChange, onEnter, maxLength }: { value: string; onChange: (title: string) => void; onEnter: () => void; maxLength: number }) {
  return (
    <TextField
      autoFocus
      fullWidth
      required
      margin="dense"
      label="Title"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onEnter()}
      slotProps={{ htmlInput: { maxLength } }}
    />
  )
}
