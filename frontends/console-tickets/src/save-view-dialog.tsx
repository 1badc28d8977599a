// Save the list's current columns and filters as a new view: a title, required and unique among
// the tickets page's views (checked here: the server keeps no such rule for table_views), then the
// list switches to the new view. The server's messages land under the title or the button.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, useTheme } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { SubmitButton, requiredError, texts } from '@care/ui'
import { placeError } from './ticket-fields.ts'
import { TitleTakenError } from './use-table-views.ts'

export interface SaveViewDialogProps {
  open: boolean
  onSave: (title: string) => Promise<unknown>
  onClose: () => void
}

export function SaveViewDialog({ open, onSave, onClose }: SaveViewDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [title, setTitle] = useState('')
  const [errors, setErrors] = useState<{ title?: string; form?: string }>({})
  const [saving, setSaving] = useState(false)

  const close = () => {
    if (saving) return
    setTitle('')
    setErrors({})
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const missing = requiredError(title)
    if (missing) return setErrors({ title: missing })
    setSaving(true)
    setErrors({})
    try {
      await onSave(title.trim())
      setSaving(false)
      setTitle('')
      onClose()
    } catch (e) {
      setSaving(false)
      if (e instanceof TitleTakenError) setErrors({ title: e.message })
      else if (e instanceof CareApiError) {
        const placed = placeError(e)
        setErrors({ title: placed.byField.title, form: placed.formError })
      } else setErrors({ form: texts.anErrorOccurred })
    }
  }

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="tickets-save-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="tickets-save-view-title">Save view</DialogTitle>
        <DialogContent>
          <TextField
            id="tickets-save-view-field"
            label="Title"
            required
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            value={title}
            disabled={saving}
            onChange={(e) => {
              setTitle(e.target.value)
              setErrors({})
            }}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
          <Button onClick={close} disabled={saving}>
            {texts.cancel}
          </Button>
          <SubmitButton label="Save" submitting={saving} error={errors.form} />
        </DialogActions>
      </form>
    </Dialog>
  )
}
