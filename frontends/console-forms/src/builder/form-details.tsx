// A form's own details — title, description (shown to the patient before the first question) and
// thank-you message — and deleting the form (its fields go with it; its responses keep their
// answers and title).
import { useState } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { DeleteConfirmation, useUnsavedChanges } from '@care/ui'
import type { Form } from '../records.ts'

interface Details {
  title: string
  description: string
  thanksMessage: string
}
const detailsOf = (f: Form): Details => ({ title: f.title ?? '', description: f.description ?? '', thanksMessage: f.thanksMessage ?? '' })

/** only what changed, trimmed */
export function detailsUpdates(f: Form, d: Details): Partial<Form> {
  const before = detailsOf(f)
  const u: Partial<Form> = {}
  for (const k of ['title', 'description', 'thanksMessage'] as const) if (d[k].trim() !== before[k]) u[k] = d[k].trim()
  return u
}

export function FormDetailsDialog({ form, onClose }: { form: Form; onClose: () => void }) {
  const client = useCareClient()
  const [initial] = useState(() => detailsOf(form))
  const [d, setD] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const updates = detailsUpdates(form, d)
  const dirty = Object.keys(updates).length > 0
  const unsaved = useUnsavedChanges(dirty)
  const save = async () => {
    if (!d.title.trim() || !dirty || busy) return
    setBusy(true)
    setError('')
    try {
      const updated = await client.collectionApi<Form>('forms').updateOne(form.id, updates)
      client.collection<Form>('forms').addReplaceIfMatch([updated])
      onClose()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const field = (k: keyof Details, label: string, o: { multiline?: boolean; required?: boolean; helper?: string; autoFocus?: boolean } = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={d[k]}
      required={o.required}
      autoFocus={o.autoFocus}
      multiline={o.multiline}
      minRows={o.multiline ? 2 : undefined}
      helperText={o.helper}
      onChange={(e) => setD((x) => ({ ...x, [k]: e.target.value }))}
    />
  )
  return (
    <Dialog open onClose={() => unsaved.confirm(onClose)} aria-labelledby="form-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="form-details-title">Form details</DialogTitle>
      <DialogContent>
        {field('title', 'Title', { required: true, autoFocus: true })}
        {field('description', 'Description', { multiline: true, helper: 'Shown to the patient above the questions' })}
        {field('thanksMessage', 'Thank-you message', { multiline: true, helper: "Empty: 'Your response was successfully recorded'" })}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => unsaved.confirm(onClose)}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!d.title.trim() || !dirty || busy}>
          Save
        </Button>
      </DialogActions>
      {unsaved.dialog}
    </Dialog>
  )
}

export function DeleteFormDialog({ form, onCancel, onDeleted }: { form: Form; onCancel: () => void; onDeleted: () => void }) {
  const client = useCareClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const remove = async () => {
    setBusy(true)
    setError('')
    try {
      await client.collectionApi('forms').deleteOne(form.id)
      client.collection('forms').remove(form.id)
      onDeleted()
    } catch (e) {
      setError((e as Error).message)
      setBusy(false)
    }
  }
  return (
    <>
      <DeleteConfirmation open deleting={busy} onConfirm={remove} onCancel={onCancel} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {`The form was not deleted: ${error}`}
        </Alert>
      )}
    </>
  )
}
