// Create a ticket: title (required), patient, owner (the signed-in user to start with), due date,
// stage, priority and message. The new ticket shows on the board at once; the live event for it
// then only replaces it in place. Closing with something typed asks first.
import { useCallback, useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { CareApiError } from '@care/sdk'
import { SubmitButton, submitDisabled, texts, useUnsavedChanges } from '@care/ui'
import { TicketFormFields } from './ticket-form-fields.tsx'
import { createPayload, emptyDraft, placeError, sameDraft, type Person, type Ticket, type TicketDraft } from './ticket-fields.ts'

export interface CreateTicketDialogProps {
  open: boolean
  onClose: () => void
  onCreated?: (ticket: Ticket) => void
  /** the signed-in user: the owner unless changed */
  me?: string
  /** a stage to start with (the board's filter) */
  stage?: string
  patients: readonly Person[]
  users: readonly Person[]
  stages: readonly string[]
}

export function CreateTicketDialog({ open, onClose, onCreated, me = '', stage = '', patients, users, stages }: CreateTicketDialogProps) {
  const client = useCareClient()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const fresh = useCallback(() => ({ ...emptyDraft(me), stage }), [me, stage])
  const [start, setStart] = useState<TicketDraft>(fresh)
  const [draft, setDraft] = useState<TicketDraft>(start)
  const [errors, setErrors] = useState<Partial<Record<keyof TicketDraft, string>>>({})
  const [formError, setFormError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  // each opening starts from a blank form (with the current owner and stage)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      const blank = fresh()
      setStart(blank)
      setDraft(blank)
      setErrors({})
      setFormError(undefined)
    }
  }

  const unsaved = useUnsavedChanges(open && !sameDraft(draft, start))
  const close = () => {
    if (!submitting) unsaved.confirm(onClose)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft.title.trim() || submitting) return
    setSubmitting(true)
    setErrors({})
    setFormError(undefined)
    try {
      const created = await client.collectionApi<Ticket>('tickets').createOne(createPayload(draft))
      client.collection<Ticket>('tickets').addReplaceIfMatch([created], { front: true })
      setSubmitting(false)
      onCreated?.(created)
      onClose()
    } catch (e) {
      setSubmitting(false)
      if (!(e instanceof CareApiError)) return setFormError(texts.anErrorOccurred)
      const placed = placeError(e)
      setErrors(placed.byField)
      setFormError(placed.formError)
    }
  }

  return (
    <>
      <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="create-ticket-heading">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="create-ticket-heading">Create ticket</DialogTitle>
          <DialogContent>
            <TicketFormFields
              idPrefix="create-ticket"
              autoFocus
              draft={draft}
              errors={errors}
              disabled={submitting}
              patients={patients}
              users={users}
              stages={stages}
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
            <SubmitButton label="Create" submitting={submitting} disabled={submitDisabled({ valid: Boolean(draft.title.trim()), submitting })} error={formError} />
          </DialogActions>
        </form>
      </Dialog>
      {unsaved.dialog}
    </>
  )
}
