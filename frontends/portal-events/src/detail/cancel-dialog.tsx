// Cancelling an appointment asks first (spec 2 §2.10): 'Are you sure you want to cancel your
// appointment?' with 'Yes, Cancel' and "No, don't cancel". A refusal shows the server's message in
// the dialog, which stays open.
import { useId, useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'

export function CancelDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => Promise<void>; onClose: () => void }) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const close = () => {
    if (busy) return
    setError(undefined)
    onClose()
  }
  async function confirm() {
    setBusy(true)
    setError(undefined)
    try {
      await onConfirm()
      onClose()
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : texts.unknownError)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{texts.cancelConfirm}</DialogTitle>
      {error && (
        <DialogContent>
          <Typography role="alert" color="error">{error}</Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy} autoFocus>{texts.cancelNo}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy}>{busy ? texts.cancelling : texts.cancelYes}</Button>
      </DialogActions>
    </Dialog>
  )
}
