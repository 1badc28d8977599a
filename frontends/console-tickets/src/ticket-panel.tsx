// The side panel of one ticket: edit its fields and save, or close it with a reason. Only the
// fields the user touched are kept as edits, so a live update from someone else to another field
// shows here and is not overwritten by saving.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { Box, Button, Divider, IconButton, Stack, Typography } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { CareApiError } from '@care/sdk'
import { relativeTime } from '@care/sdk/helpers'
import { SubmitButton, submitDisabled, texts } from '@care/ui'
import { CloseTicketDialog } from './close-ticket-dialog.tsx'
import { CloseIcon } from './icons.tsx'
import { TicketFormFields } from './ticket-form-fields.tsx'
import { draftOf, placeError, updatesOf, type Person, type Ticket, type TicketDraft } from './ticket-fields.ts'
import { titleText } from './ticket-card.tsx'

export interface TicketPanelProps {
  ticket: Ticket
  patients: readonly Person[]
  users: readonly Person[]
  stages: readonly string[]
  onDirtyChange?: (dirty: boolean) => void
  onClose: () => void
  /** after the ticket was closed (it leaves the open board) */
  onClosed?: (ticket: Ticket) => void
}

export function TicketPanel({ ticket, patients, users, stages, onDirtyChange, onClose, onClosed }: TicketPanelProps) {
  const client = useCareClient()
  const [touched, setTouched] = useState<Partial<TicketDraft>>({})
  const [errors, setErrors] = useState<Partial<Record<keyof TicketDraft, string>>>({})
  const [formError, setFormError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [closing, setClosing] = useState(false)

  const draft: TicketDraft = { ...draftOf(ticket), ...touched }
  const updates = updatesOf(ticket, draft)
  const changed = Object.keys(updates).length > 0
  const valid = Boolean(draft.title.trim())
  useLayoutEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange])
  const titleId = `ticket-panel-title-${ticket.id}`
  // opening a ticket moves focus to its title, so it is announced
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const closed = Boolean(ticket.closedAt)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!changed || !valid || saving) return
    setSaving(true)
    setErrors({})
    setFormError(undefined)
    try {
      const updated = await client.collectionApi<Ticket>('tickets').updateOne(ticket.id, updates)
      client.collection<Ticket>('tickets').addReplaceIfMatch([updated])
      setTouched({})
    } catch (e) {
      if (!(e instanceof CareApiError)) setFormError(texts.anErrorOccurred)
      else {
        const placed = placeError(e)
        setErrors(placed.byField)
        setFormError(placed.formError)
      }
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box component="form" onSubmit={save} noValidate aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', overflowWrap: 'anywhere' }}>
            {titleText(ticket)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {closed
              ? `Closed ${ticket.closedAt ? relativeTime(ticket.closedAt) : ''}${ticket.closedForReason ? ` · ${ticket.closedForReason}` : ''}`
              : ticket.updatedAt
                ? `Updated ${relativeTime(ticket.updatedAt)}`
                : ''}
          </Typography>
        </Box>
        <IconButton aria-label="Close panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
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
            setErrors(({ [field]: _cleared, ...rest }) => rest)
          }}
        />
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ p: 2, alignItems: 'flex-start' }}>
        <SubmitButton label="Save" submittingLabel="Saving" submitting={saving} disabled={submitDisabled({ valid, changed, submitting: saving })} error={formError} />
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Box sx={{ flex: 1 }} />
        {!closed && (
          <Button color="error" variant="outlined" onClick={() => setClosing(true)}>
            Close ticket
          </Button>
        )}
      </Stack>
      <CloseTicketDialog
        ticket={ticket}
        open={closing}
        onClose={() => setClosing(false)}
        onClosed={(t) => {
          setClosing(false)
          onClosed?.(t)
        }}
      />
    </Box>
  )
}
