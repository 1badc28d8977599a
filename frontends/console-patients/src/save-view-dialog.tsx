// Save the table's current columns and filter as a new view: a title (required, unique in the
// organization; the server's uniqueness message shows under it), then the table switches to it.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, useTheme } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { SubmitButton, requiredError, texts } from '@care/ui'
import { fieldErrors } from './patient-fields.ts'

export interface SaveViewDialogProps {
  open: boolean
  onSave: (title: string) => Promise<unknown>
  onClose: () => void
}

/** Where a refusal goes: a 409 (the title is taken) or a message about the title under it, the rest under the button. */
export function placeViewError(error: { status: number; message: string; validation?: readonly { field: string; message: string }[] }) {
  if (error.status === 409) return { title: error.message }
  const { byField, other } = fieldErrors(error.validation, ['title'])
  return byField.title ? { title: byField.title, form: other.join(' ') || undefined } : { form: other.join(' ') || error.message }
}

export function SaveViewDialog({ open, onSave, onClose }: SaveViewDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [title, setTitle] = useState('')
  const [errors, setErrors] = useState<{ title?: string; form?: string }>({})
  const [submitting, setSubmitting] = useState(false)

  const close = () => {
    if (submitting) return
    setTitle('')
    setErrors({})
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (submitting) return
    const missing = requiredError(title)
    if (missing) return setErrors({ title: missing })
    setSubmitting(true)
    setErrors({})
    try {
      await onSave(title.trim())
      setSubmitting(false)
      setTitle('')
      onClose()
    } catch (e) {
      setSubmitting(false)
      setErrors(e instanceof CareApiError ? placeViewError(e) : { form: texts.anErrorOccurred })
    }
  }

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="save-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-view-title">Save view</DialogTitle>
        <DialogContent>
          <TextField
            id="save-view-title-field"
            label="Title"
            required
            autoFocus
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            value={title}
            disabled={submitting}
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
          <Button onClick={close} disabled={submitting}>
            {texts.cancel}
          </Button>
          <SubmitButton label="Save" submitting={submitting} error={errors.form} />
        </DialogActions>
      </form>
    </Dialog>
  )
}
