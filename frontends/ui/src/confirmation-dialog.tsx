import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type ButtonProps } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { CONFIRMATION_INPUT_MAX_LENGTH, texts } from './texts.ts'

export interface ConfirmationDialogProps {
  open: boolean
  title?: string
  description?: ReactNode
  /** When set, Confirm stays disabled until exactly this word is typed. */
  confirmWord?: string
  confirmText?: string
  loadingText?: string
  /** Controlled busy state; a promise returned by onConfirm also shows it until it settles. */
  loading?: boolean
  confirmColor?: ButtonProps['color']
  onConfirm: () => void | Promise<unknown>
  onCancel: () => void
}

/** Keeps the typed text within the spec's 250 characters whatever the input path (typing, paste). */
export function capConfirmationInput(text: string): string {
  return text.slice(0, CONFIRMATION_INPUT_MAX_LENGTH)
}

export function ConfirmationDialog({
  open,
  title = texts.confirmationTitle,
  description,
  confirmWord,
  confirmText = texts.confirm,
  loadingText = texts.loading,
  loading = false,
  confirmColor = 'primary',
  onConfirm,
  onCancel,
}: ConfirmationDialogProps) {
  const [typed, setTyped] = useState('')
  const [pending, setPending] = useState(false)
  const titleId = useId()
  const descriptionId = useId()

  // A reopened dialog starts from an empty box: a word typed for one record must not confirm another.
  useEffect(() => {
    if (!open) setTyped('')
  }, [open])

  const busy = loading || pending
  const matches = confirmWord === undefined || typed === confirmWord
  const canConfirm = matches && !busy

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!canConfirm) return
    const result = onConfirm()
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true)
      try {
        await result
      } catch {
        // the caller reports its own failure; the dialog only stops showing 'Loading'
      } finally {
        setPending(false)
      }
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel()
      }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {(description || confirmWord !== undefined) && (
          <DialogContent>
            {description && <DialogContentText id={descriptionId}>{description}</DialogContentText>}
            {confirmWord !== undefined && (
              <TextField
                autoFocus
                fullWidth
                margin="normal"
                label={texts.typeToConfirm(confirmWord)}
                value={typed}
                onChange={(event) => setTyped(capConfirmationInput(event.target.value))}
                disabled={busy}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: CONFIRMATION_INPUT_MAX_LENGTH } }}
              />
            )}
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={!canConfirm}
            autoFocus={confirmWord === undefined}
          >
            {busy ? loadingText : confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
