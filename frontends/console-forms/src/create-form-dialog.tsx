// Create form: a title (required), then the new form's builder opens.
import { useState } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import type { Form } from './records.ts'

export function CreateFormDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (f: Form) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const close = () => {
    setTitle('')
    setError('')
    onClose()
  }
  const create = async () => {
    if (!title.trim() || busy) return
    setBusy(true)
    setError('')
    try {
      const form = await client.collectionApi<Form>('forms').createOne({ title: title.trim() })
      client.collection<Form>('forms').addReplaceIfMatch([form], { front: true })
      close()
      onCreated(form)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby="create-form-title" fullWidth maxWidth="xs">
      <DialogTitle id="create-form-title">Create form</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void create()}
          slotProps={{ htmlInput: { maxLength: 250 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void create()} disabled={!title.trim() || busy}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  )
}
