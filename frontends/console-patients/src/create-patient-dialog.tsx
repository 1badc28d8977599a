// Create a patient: first and last name, email, phone. Validation comes from the server and is
// shown under the field it concerns (or under the button when it concerns none of them). Closing
// it with something typed asks first (@care/ui useUnsavedChanges).
import { useCallback, useState } from 'react'
import type { RecordOf } from '@care/sdk'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { FormDialog, submitDisabled, texts, useUnsavedChanges } from '@care/ui'
import { ContactFields } from './contact-fields.tsx'
import { createPayload, emptyDraft, placeError, isBlankDraft, type ContactField } from './patient-fields.ts'

export interface CreatePatientDialogProps {
  open: boolean
  onClose: () => void
  onCreated?: (patient: RecordOf<'endusers'>) => void
}

export function CreatePatientDialog({ open, onClose, onCreated }: CreatePatientDialogProps) {
  const client = useCareClient()
  const [draft, setDraft] = useState(emptyDraft)
  const { submitting, errors, formError, submit: run, clearError, clearErrors } = useFormAction(placeError, texts.anErrorOccurred)

  const reset = useCallback(() => {
    setDraft(emptyDraft())
    clearErrors()
  }, [clearErrors])
  const discard = useCallback(() => {
    reset()
    onClose()
  }, [reset, onClose])
  const unsaved = useUnsavedChanges(open && !isBlankDraft(draft), { onLeave: discard })

  function close() {
    if (submitting) return
    unsaved.confirm(discard)
  }

  // an edited field loses the error the server placed under it
  const edit = (field: ContactField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }))
    clearError(field)
  }

  const create = () =>
    run(async () => {
      const created = await client.collections.endusers.createOne(createPayload(draft))
      // shown at once; the live event for it then only replaces it in place
      client.collection('endusers').addReplaceIfMatch([created], { front: true })
      reset()
      onCreated?.(created)
      onClose()
    })

  return (
    <>
      <FormDialog open={open} onClose={close} titleId="create-patient-title" title="Create patient" onSubmit={() => void create()} submitting={submitting} submitDisabled={submitDisabled({ valid: true, changed: !isBlankDraft(draft), submitting })} error={formError}>
        <ContactFields
          idPrefix="create-patient"
          autoFocus
          values={draft}
          errors={errors}
          disabled={submitting}
          onChange={edit}
        />
      </FormDialog>
      {unsaved.dialog}
    </>
  )
}
