import { ConfirmationDialog } from './confirmation-dialog.tsx'
import { texts } from './texts.ts'

export interface DeleteConfirmationProps {
  open: boolean
  deleting?: boolean
  confirmWord?: string
  onConfirm: () => void | Promise<unknown>
  onCancel: () => void
}

/** spec 1 §2: the confirmation dialog with the delete texts. */
export function DeleteConfirmation({ open, deleting, confirmWord, onConfirm, onCancel }: DeleteConfirmationProps) {
  return (
    <ConfirmationDialog
      open={open}
      title={texts.deleteTitle}
      description={texts.deleteDescription}
      confirmWord={confirmWord}
      confirmText={texts.delete}
      loadingText={texts.deleting}
      loading={deleting}
      confirmColor="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
