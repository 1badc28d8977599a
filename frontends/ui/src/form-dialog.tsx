// The two dialog scaffolds of the console's create and edit screens, so each screen writes only its
// fields. FormDialog: a <form> (Enter submits) with Cancel and a SubmitButton whose error shows under
// it; full screen on phones. ActionDialog: fields, the action's error under them, Cancel and one
// contained action button.
import type { FormEvent, ReactNode } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@care/ui/mui'
import { SubmitButton } from './submit-button.tsx'
import { texts } from './texts.ts'

interface DialogFrame {
  /** default true: a dialog rendered only while open */
  open?: boolean
  onClose: () => void
  /** the title's id, which names the dialog */
  titleId: string
  title: ReactNode
  maxWidth?: 'xs' | 'sm' | 'md'
  children?: ReactNode
}

export interface FormDialogProps extends DialogFrame {
  /** on submit (Enter in a field, or the button), unless submitting or submitDisabled */
  onSubmit: () => void
  /** default 'Create' */
  submitLabel?: string
  submittingLabel?: string
  submitting: boolean
  /** the submit button's disabled state (submitDisabled), besides while submitting */
  submitDisabled: boolean
  /** the form's error, under the submit button */
  error?: string
}

export function FormDialog({ open = true, onClose, titleId, title, maxWidth = 'sm', children, onSubmit, submitLabel = 'Create', submittingLabel, submitting, submitDisabled, error }: FormDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          if (!submitting && !submitDisabled) onSubmit()
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
          <Button onClick={onClose} disabled={submitting}>
            {texts.cancel}
          </Button>
          <SubmitButton label={submitLabel} {...(submittingLabel ? { submittingLabel } : {})} submitting={submitting} disabled={submitDisabled} error={error} />
        </DialogActions>
      </form>
    </Dialog>
  )
}

export interface ActionDialogProps extends DialogFrame {
  actionLabel: string
  onAction: () => void
  actionDisabled: boolean
  /** the action's error, under the fields */
  error?: string
}

export function ActionDialog({ open = true, onClose, titleId, title, maxWidth = 'xs', children, actionLabel, onAction, actionDisabled, error }: ActionDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" onClick={onAction} disabled={actionDisabled}>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
