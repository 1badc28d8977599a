// Save a console table's current columns and filter as a new view: a title (required), then the
// table switches to it. Where a refusal goes is the table's own rule (`placeError`): a taken title
// under the title, anything else under the button.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { SubmitButton } from '../submit-button.tsx'
import { requiredError } from '../required-label.tsx'
import { texts } from '../texts.ts'

export interface ViewSaveErrors {
  title?: string
  form?: string
}

export interface SaveViewDialogProps {
  open: boolean
  onSave: (title: string) => Promise<unknown>
  onClose: () => void
  /** where a refusal's message goes; undefined for an error it does not know (a generic message then) */
  placeError: (error: unknown) => ViewSaveErrors | undefined
  /** keeps element ids apart from another table's: `${idPrefix}-save-view-title` */
  idPrefix: string
}

export function SaveViewDialog({ open, onSave, onClose, placeError, idPrefix }: SaveViewDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [title, setTitle] = useState('')
  const [errors, setErrors] = useState<ViewSaveErrors>({})
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
      setErrors(placeError(e) ?? { form: texts.anErrorOccurred })
    }
  }

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={`${idPrefix}-save-view-title`}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${idPrefix}-save-view-title`}>Save view</DialogTitle>
        <DialogContent>
          <TextField
            id={`${idPrefix}-save-view-field`}
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
