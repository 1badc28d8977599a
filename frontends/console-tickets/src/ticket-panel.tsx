// The side panel of one ticket: edit its fields and save, or close it with a reason. Only the
// fields the user touched are kept as edits, so a live update from someone else to another field
// shows here and is not overwritten by saving.
import { useLayoutEffect, useState, type FormEvent } from 'react'
import { Box, Button } from '@mui/material'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { relativeTime } from '@care/sdk/helpers'
import { SidePanel, SubmitButton, submitDisabled, texts } from '@care/ui'
import { CloseTicketDialog } from './close-ticket-dialog.tsx'
import { TicketFormFields } from './ticket-form-fields.tsx'
import type { RecordOf } from '@care/sdk'
import { draftOf, placeError, updatesOf, type TicketDraft } from './ticket-fields.ts'
import { titleText } from './ticket-card.tsx'

export interface TicketPanelProps {
  ticket: RecordOf<'tickets'>
  patients: readonly RecordOf<'endusers'>[]
  users: readonly RecordOf<'users'>[]
  stages: readonly string[]
  onDirtyChange?: (dirty: boolean) => void
  onClose: () => void
  /** after the ticket was closed (it leaves the open board) */
  onClosed?: (ticket: RecordOf<'tickets'>) => void
}

export function TicketPanel({ ticket, patients, users, stages, onDirtyChange, onClose, onClosed }: TicketPanelProps) {
  const client = useCareClient()
  const [touched, setTouched] = useState<Partial<TicketDraft>>({})
  const { submitting: saving, errors, formError, submit, clearError } = useFormAction(placeError, texts.anErrorOccurred)
  const [closing, setClosing] = useState(false)

  const draft: TicketDraft = { ...draftOf(ticket), ...touched }
  const updates = updatesOf(ticket, draft)
  const changed = Object.keys(updates).length > 0
  const valid = Boolean(draft.title.trim())
  useLayoutEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange])
  const titleId = `ticket-panel-title-${ticket.id}`
  const closed = Boolean(ticket.closedAt)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!changed || !valid || saving) return
    await submit(async () => {
      const updated = await client.collections.tickets.updateOne(ticket.id, updates)
      client.collection('tickets').addReplaceIfMatch([updated])
      setTouched({})
    })
  }

  return (
    <SidePanel
      titleId={titleId}
      title={titleText(ticket)}
      wrapTitle
      subtitle={
        closed
          ? `Closed ${ticket.closedAt ? relativeTime(ticket.closedAt) : ''}${ticket.closedForReason ? ` · ${ticket.closedForReason}` : ''}`
          : ticket.updatedAt
            ? `Updated ${relativeTime(ticket.updatedAt)}`
            : ''
      }
      closeLabel="Close panel"
      onClose={onClose}
      onSubmit={save}
      footer={
        <>
          <SubmitButton label="Save" submittingLabel="Saving" submitting={saving} disabled={submitDisabled({ valid, changed, submitting: saving })} error={formError} />
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Box sx={{ flex: 1 }} />
          {!closed && (
            <Button color="error" variant="outlined" onClick={() => setClosing(true)}>
              Close ticket
            </Button>
          )}
        </>
      }
      after={
        <CloseTicketDialog
          ticket={ticket}
          open={closing}
          onClose={() => setClosing(false)}
          onClosed={(t) => {
            setClosing(false)
            onClosed?.(t)
          }}
        />
      }
    >
      <TicketFormFields
        idPrefix={`ticket-${ticket.id}`}
        draft={draft}
        errors={errors}
        disabled={saving}
        patients={patients}
        users={users}
        stages={stages}
        onChange={(field, value) => {
          setTouched((t) => ({ ...t, [field]: value }))
          clearError(field)
        }}
      />
    </SidePanel>
  )
}
