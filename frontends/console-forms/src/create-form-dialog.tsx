// Create form: a title (required), then the new form's builder opens.
import { useState } from 'react'
import { useAction, useCareClient } from '@care/sdk/react'
import { ActionDialog } from '@care/ui'
import type { Form } from './records.ts'
import { TitleField } from './title-field.tsx'

export function CreateFormDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (f: Form) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const { busy, error, run, setError } = useAction()
  const close = () => {
    setTitle('')
    setError('')
    onClose()
  }
  const create = async () => {
    if (!title.trim() || busy) return
    await run(async () => {
      const form = await client.collectionApi('forms').createOne({ title: title.trim() })
      client.collection('forms').addReplaceIfMatch([form], { front: true })
      close()
      onCreated(form)
    })
  }
  return (
    <ActionDialog open={open} onClose={close} titleId="create-form-title" title="Create form" actionLabel="Create" onAction={() => void create()} actionDisabled={!title.trim() || busy} error={error}>
      <TitleField value={title} onChange={setTitle} onEnter={() => void create()} maxLength={250} />
    </ActionDialog>
  )
}
