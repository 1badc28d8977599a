// The error of an action a screen ran (a save, an import, opening a form), in one look: an error
// box announced at once (role="alert"). Under a dialog's content it stands alone; above a list it
// can be dismissed (`onDismiss`), and then it comes before what follows it.
import { Alert } from '@care/ui/mui'

export interface ActionErrorProps {
  /** the message; nothing is shown when it is empty */
  error?: string
  /** offers a Close button (the box above a list); without it the box sits under a dialog's content */
  onDismiss?: () => void
}

export function ActionError({ error, onDismiss }: ActionErrorProps) {
  if (!error) return null
  return (
    <Alert severity="error" role="alert" {...(onDismiss ? { onClose: onDismiss, sx: { mb: 1 } } : { sx: { mt: 1 } })}>
      {error}
    </Alert>
  )
}
