// Create a ticket: title (required), patient, owner (the signed-in user to start with), due date,
// stage, priority and message. The new ticket shows on the board at once; the live event for it
// then only replaces it in place. Closing with something typed asks first.
import { useCallback, useState } from 'react'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { FormDialog, submitDisabled, texts, useUnsavedChanges } from '@care/ui'
import { TicketFormFields } from './ticket-form-fields.tsx'
import type { RecordOf } from '@care/sdk'
import { createPayload, emptyDraft, placeError, sameDraft, type TicketDraft } from './ticket-fields.ts'

export interface CreateTicketDialogProps {
  open: boolean
  onClose: () => void
  onCreated?: (ticket: RecordOf<'tickets'>) => void
  /** the signed-in user: the owner unless changed */
  me?: string
  /** a stage to start with (the board's filter) */
  stage?: string
  patients: readonly RecordOf<'endusers'>[]
  users: readonly RecordOf<'users'>[]
  stages: readonly string[]
}

export function CreateTicketDialog({ open, onClose, onCreated, me = '', stage = '', patients, users, stages }: CreateTicketDialogProps) {
  const client = useCareClient()
  const fresh = useCallback(() => ({ ...emptyDraft(me), stage }), [me, stage])
  const [start, setStart] = useState<TicketDraft>(fresh)
  const [draft, setDraft] = useState<TicketDraft>(start)
  const { submitting, errors, formError, submit: run, clearError, clearErrors } = useFormAction(placeError, texts.anErrorOccurred)
  const [wasOpen, setWasOpen] = useState(open)
  // each opening starts from a blank form (with the current owner and stage)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      const blank = fresh()
      setStart(blank)
      setDraft(blank)
      clearErrors()
    }
  }

  const unsaved = useUnsavedChanges(open && !sameDraft(draft, start))
  const close = () => {
    if (!submitting) unsaved.confirm(onClose)
  }

  // an edited field loses the error the server placed under it
  const edit = (field: keyof TicketDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }))
    clearError(field)
  }

  const create = () =>
    run(async () => {
      const created = await client.collections.tickets.createOne(createPayload(draft))
      client.collection('tickets').addReplaceIfMatch([created], { front: true })
      onCreated?.(created)
      onClose()
    })

  return (
    <>
      <FormDialog open={open} onClose={close} titleId="create-ticket-heading" title="Create ticket" onSubmit={() => void create()} submitting={submitting} submitDisabled={submitDisabled({ valid: Boolean(draft.title.trim()), submitting })} error={formError}>
        <TicketFormFields
          idPrefix="create-ticket"
          autoFocus
          draft={draft}
          errors={errors}
          disabled={submitting}
          patients={patients}
          users={users}
          stages={stages}
          onChange={edit}
        />
      </FormDialog>
      {unsaved.dialog}
    </>
  )
}
