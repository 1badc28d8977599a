// A create or edit form in a dialog: the fields, anything a tab adds (the drug lookup), Save and
// Cancel. Closing it with unsaved edits (Escape, Cancel, a link elsewhere) asks 'Discard changes?'.
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material'
import { SubmitButton, useUnsavedChanges } from '@care/ui'
import type { FieldSpec, FormValues } from './form-fields.ts'
import { RecordFields } from './record-fields.tsx'
import { useRecordForm, type RecordForm } from './use-record-form.ts'

export interface RecordDialogProps {
  title: string
  fields: readonly FieldSpec[]
  /** the values it opens with (an edit: the record's) */
  initial: FormValues
  /** sends the values; the dialog closes when it succeeds */
  onSave: (values: FormValues) => Promise<unknown>
  onClose: () => void
  saveLabel?: string
  /** a uniqueness refusal (409) whose message matches goes under that field */
  unique?: readonly [RegExp, string][]
  /** widgets before the plain fields (the drug lookup), given the form */
  extra?: (form: RecordForm) => ReactNode
}

/** Rendered while open (mount it with a key per record, so each opening starts fresh). */
export function RecordDialog({ title, fields, initial, onSave, onClose, saveLabel = 'Save', unique, extra }: RecordDialogProps) {
  const form = useRecordForm(fields, initial, unique)
  const id = useId().replace(/:/g, '')
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('sm'))
  const unsaved = useUnsavedChanges(form.dirty)
  const requestClose = () => unsaved.confirm(onClose)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (await form.submit(onSave)) onClose()
  }

  return (
    <>
      <Dialog open onClose={requestClose} fullWidth maxWidth="sm" fullScreen={narrow} aria-labelledby={`${id}-title`}>
        <form onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
          <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {extra?.(form)}
              <RecordFields idPrefix={id} fields={fields} form={form} autoFocus={!extra} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
            <Button onClick={requestClose} disabled={form.submitting}>
              Cancel
            </Button>
            <SubmitButton label={saveLabel} submittingLabel="Saving" submitting={form.submitting} disabled={!form.dirty} error={form.formError} />
          </DialogActions>
        </form>
      </Dialog>
      {unsaved.dialog}
    </>
  )
}
