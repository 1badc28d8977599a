// Close a ticket with a reason: one of the ticket's own close reasons when it has them, else the
// reason in the user's words. POST /tickets/close; the closed ticket leaves the open board.
import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material'
import { useAction, useCareClient } from '@care/sdk/react'
import { CareApiError, type RecordOf } from '@care/sdk'
import { SubmitButton, submitDisabled, texts } from '@care/ui'

export const REASON_MAX = 1000

export interface CloseTicketDialogProps {
  ticket: RecordOf<'tickets'>
  open: boolean
  onClose: () => void
  onClosed: (ticket: RecordOf<'tickets'>) => void
}

export function CloseTicketDialog({ ticket, open, onClose, onClosed }: CloseTicketDialogProps) {
  const client = useCareClient()
  const reasons = (ticket.closeReasons ?? []).filter((r) => r.trim())
  const [reason, setReason] = useState('')
  const { busy: submitting, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    // rendered from the panel's form: React carries a portal's submit up to it
    event.stopPropagation()
    if (!reason.trim() || submitting) return
    await run(
      async () => {
        const { updated } = await client.api.ticketsClose({ ticketId: ticket.id, closedForReason: reason.trim() })
        client.collection('tickets').addReplaceIfMatch([updated])
        setReason('')
        onClosed(updated)
      },
      { errorText: (e) => (e instanceof CareApiError ? e.message : texts.anErrorOccurred) },
    )
  }

  return (
    <Dialog open={open} onClose={() => !submitting && onClose()} fullWidth maxWidth="xs" aria-labelledby="close-ticket-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="close-ticket-title">Close ticket</DialogTitle>
        <DialogContent>
          {reasons.length ? (
            <FormControl required>
              <FormLabel id="close-ticket-reasons">Reason</FormLabel>
              <RadioGroup aria-labelledby="close-ticket-reasons" value={reason} onChange={(e) => setReason(e.target.value)}>
                {reasons.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio />} label={r} disabled={submitting} />
                ))}
              </RadioGroup>
            </FormControl>
          ) : (
            <TextField
              id="close-ticket-reason"
              label="Reason"
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              size="small"
              sx={{ mt: 1 }}
              disabled={submitting}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
          <Button onClick={onClose} disabled={submitting}>
            {texts.cancel}
          </Button>
          <SubmitButton label="Close ticket" submittingLabel="Closing" submitting={submitting} disabled={submitDisabled({ valid: Boolean(reason.trim()), submitting })} error={error} />
        </DialogActions>
      </form>
    </Dialog>
  )
}
