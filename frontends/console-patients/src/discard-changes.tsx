// Asks before unsaved edits are thrown away (closing a panel or dialog with changes), and keeps the
// browser from leaving the page silently while they exist.
import { useEffect } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'

export const DISCARD_TITLE = 'Discard changes?'
export const DISCARD_TEXT = 'Your changes have not been saved.'

export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-text">
      <DialogTitle id="discard-changes-title">{DISCARD_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">{DISCARD_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Keep editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** While `dirty`, leaving or reloading the page asks first (the browser's own prompt). */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [dirty])
}
