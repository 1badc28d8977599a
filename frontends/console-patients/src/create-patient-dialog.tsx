// Create a patient: first and last name, email, phone. Validation comes from the server and is
// shown under the field it concerns (or under the button when it concerns none of them). Closing
// it with something typed asks first (@care/ui useUnsavedChanges).
import { useCallback, useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { CareApiError } from '@care/sdk'
import { SubmitButton, submitDisabled, texts, useUnsavedChanges } from '@care/ui'
import { ContactFields } from './contact-fields.tsx'
import { createPayload, emptyDraft, placeError, isBlankDraft, type Patient } from './patient-fields.ts'

export interface CreatePatientDialogProps {
  open: boolean
  onClose: () => void
  onCreated?: (patient: Patient) => void
}

export function CreatePatientDialog({ open, onClose, onCreated }: CreatePatientDialogProps) {
  const client = useCareClient()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [draft, setDraft] = useState(emptyDraft)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)

  const reset = useCallback(() => {
    setDraft(emptyDraft())
    setErrors({})
    setFormError(undefined)
  }, [])
  const discard = useCallback(() => {
    reset()
    onClose()
  }, [reset, onClose])
  const unsaved = useUnsavedChanges(open && !isBlankDraft(draft), { onLeave: discard })

  function close() {
    if (submitting) return
    unsaved.confirm(discard)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (isBlankDraft(draft) || submitting) return
    setSubmitting(true)
    setErrors({})
    setFormError(undefined)
    try {
      const created = (await client.collections.endusers.createOne(createPayload(draft))) as Patient
      // shown at once; the live event for it then only replaces it in place
      client.collection<Patient>('endusers').addReplaceIfMatch([created], { front: true })
      setSubmitting(false)
      reset()
      onCreated?.(created)
      onClose()
    } catch (e) {
      setSubmitting(false)
      if (!(e instanceof CareApiError)) return setFormError(texts.anErrorOccurred)
      // under the fields it names; anything else (limits, network) under the button
      const placed = placeError(e)
      setErrors(placed.byField)
      setFormError(placed.formError)
    }
  }

  return (
    <>
      <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="create-patient-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="create-patient-title">Create patient</DialogTitle>
          <DialogContent>
            <ContactFields
              idPrefix="create-patient"
              autoFocus
              values={draft}
              errors={errors}
              disabled={submitting}
              onChange={(field, value) => {
                setDraft((d) => ({ ...d, [field]: value }))
                setErrors(({ [field]: _cleared, ...rest }) => rest)
              }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
            <Button onClick={close} disabled={submitting}>
              {texts.cancel}
            </Button>
            <SubmitButton
              label="Create"
              submitting={submitting}
              disabled={submitDisabled({ valid: true, changed: !isBlankDraft(draft), submitting })}
              error={formError}
            />
          </DialogActions>
        </form>
      </Dialog>
      {unsaved.dialog}
    </>
  )
}
