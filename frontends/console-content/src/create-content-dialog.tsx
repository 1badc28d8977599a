// Create content: a title and a type (Article, PDF or Video), chosen here once — the server does
// not let it change afterwards. The new item's editor opens.
import { useState } from 'react'
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material'
import { useAction, useCareClient } from '@care/sdk/react'
import { FormDialog } from '@care/ui'
import { CONTENT_TYPES, type ContentRecord, type ContentType } from './records.ts'
import { texts } from './texts.ts'

export function CreateContentDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (r: ContentRecord) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const [type, setType] = useState<ContentType>('Article')
  const { busy, error, run } = useAction()
  const create = () =>
    void run(async () => {
      const name = title.trim()
      // textContent is required: the title until the editor writes the item's text
      const created = await client.collections.managed_content_records.createOne({ title: name, type, textContent: name })
      client.collection('managed_content_records').addReplaceIfMatch([created], { front: true })
      onCreated(created)
    })
  return (
    <FormDialog titleId="create-content-title" title={texts.create.title} onClose={onClose} onSubmit={create} submitLabel={texts.create.submit} submitting={busy} submitDisabled={!title.trim()} error={error}>
      <TextField autoFocus fullWidth required margin="dense" label={texts.create.titleLabel} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <FormControl margin="normal">
        <FormLabel id="create-content-type">{texts.create.typeLabel}</FormLabel>
        <RadioGroup row aria-labelledby="create-content-type" value={type} onChange={(e) => setType(e.target.value as ContentType)}>
          {CONTENT_TYPES.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={texts.types[t]} />
          ))}
        </RadioGroup>
        <FormHelperText>{texts.create.typeHelp}</FormHelperText>
      </FormControl>
    </FormDialog>
  )
}
