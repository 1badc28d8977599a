// A form's own details — title, description (shown to the patient before the first question),
// thank-you message (text, or HTML the portal shows instead), the public link and its page
// (public-link-section.tsx) — and deleting the form (its fields go with it; its responses keep
// their answers and title). Save sends only what changed.
import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useAction, useCareClient } from '@care/sdk/react'
import { ActionError, DeleteConfirmation, useUnsavedChanges } from '@care/ui'
import type { Form } from '../records.ts'
import { settingsOf, settingsProblem, settingsUpdates, type FormSettings } from './form-settings.ts'
import { PublicLinkSection } from './public-link-section.tsx'

export interface FormDetailsDialogProps {
  form: Form
  onClose: () => void
  /** where the portal is: the console and the portal share the gateway's origin */
  portalOrigin?: string
}

export function FormDetailsDialog({ form, onClose, portalOrigin = window.location.origin }: FormDetailsDialogProps) {
  const client = useCareClient()
  const [initial] = useState(() => settingsOf(form))
  const [s, setS] = useState(initial)
  const { busy, error, run } = useAction()
  const updates = settingsUpdates(form, s)
  const dirty = Object.keys(updates).length > 0
  const problem = settingsProblem(s)
  const unsaved = useUnsavedChanges(dirty)
  const set = <K extends keyof FormSettings>(k: K, value: FormSettings[K]) => setS((x) => ({ ...x, [k]: value }))
  const save = async () => {
    if (problem || !dirty || busy) return
    await run(async () => {
      const updated = await client.collectionApi('forms').updateOne(form.id, updates)
      client.collection('forms').addReplaceIfMatch([updated])
      onClose()
    }, { errorText: (e) => `The details were not saved: ${(e as Error).message}` })
  }
  const field = (k: 'title' | 'description' | 'thanksMessage' | 'htmlThanksMessage', label: string, o: { multiline?: boolean; required?: boolean; helper?: string; autoFocus?: boolean } = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={s[k]}
      required={o.required}
      autoFocus={o.autoFocus}
      multiline={o.multiline}
      minRows={o.multiline ? 2 : undefined}
      helperText={o.helper}
      onChange={(e) => set(k, e.target.value)}
    />
  )
  return (
    <Dialog open onClose={() => unsaved.confirm(onClose)} aria-labelledby="form-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="form-details-title">Form details</DialogTitle>
      <DialogContent>
        {field('title', 'Title', { required: true, autoFocus: true })}
        {field('description', 'Description', { multiline: true, helper: 'Shown to the patient above the questions' })}
        {field('thanksMessage', 'Thank-you message', { multiline: true, helper: "Empty: 'Your response was successfully recorded'" })}
        {field('htmlThanksMessage', 'Thank-you message as HTML', { multiline: true, helper: 'Shown in the portal instead of the text: formatting and links (scripts are removed)' })}
        <PublicLinkSection formId={form.id} portalOrigin={portalOrigin} s={s} savedOn={initial.allowPublicURL} set={set} />
        <ActionError error={error || problem} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => unsaved.confirm(onClose)}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={Boolean(problem) || !dirty || busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
      {unsaved.dialog}
    </Dialog>
  )
}

export function DeleteFormDialog({ form, onCancel, onDeleted }: { form: Form; onCancel: () => void; onDeleted: () => void }) {
  const client = useCareClient()
  const { busy, error, run } = useAction()
  const remove = async () => {
    await run(async () => {
      await client.collectionApi('forms').deleteOne(form.id)
      client.collection('forms').remove(form.id)
      onDeleted()
    })
  }
  return (
    <>
      <DeleteConfirmation open deleting={busy} onConfirm={remove} onCancel={onCancel} />
      <ActionError error={error && `The form was not deleted: ${error}`} />
    </>
  )
}
