// Adding or editing one record of a database: a text box per field (lists and addresses with their
// parts separated by ';'), Save once every required field has a value (and, when editing, something
// changed); leaving with unsaved edits asks first.
import { useState } from 'react'
import { TextField } from '@mui/material'
import { useAction, useCareClient } from '@care/sdk/react'
import { ActionDialog, useUnsavedChanges } from '@care/ui'
import type { Database, DatabaseRecord } from '../records.ts'
import { isListType, textsOf, valuesOf } from './values.ts'

export function RecordDialog({ database, record, onClose, onSaved }: { database: Database; record?: DatabaseRecord; onClose: () => void; onSaved: (notice: string) => void }) {
  const client = useCareClient()
  const fields = database.fields ?? []
  const [initial] = useState(() => textsOf(fields, record?.values))
  const [texts, setTexts] = useState<Record<string, string>>(initial)
  const { busy, error, run } = useAction()
  const dirty = JSON.stringify(texts) !== JSON.stringify(initial)
  const unsaved = useUnsavedChanges(dirty)
  const values = valuesOf(fields, texts)
  const missing = fields.filter((f) => f.required && !values.some((v) => v.label === f.label))
  const save = async () => {
    if (busy || missing.length || !values.length) return
    await run(async () => {
      const api = client.collectionApi('database_records')
      const saved = record ? await api.updateOne(record.id, { values }, { replaceObjectFields: true }) : await api.createOne({ databaseId: database.id, values })
      client.collection('database_records').addReplaceIfMatch([saved])
      onSaved(record ? 'Record saved' : 'Record added')
      onClose()
    })
  }
  return (
    <>
      <ActionDialog
        onClose={() => unsaved.confirm(onClose)}
        titleId="record-title"
        title={record ? 'Edit record' : 'Add record'}
        maxWidth="sm"
        actionLabel="Save"
        onAction={() => void save()}
        actionDisabled={busy || missing.length > 0 || !values.length || (Boolean(record) && !dirty)}
        error={error}
      >
        {fields.map((f, i) => (
          <TextField
            key={f.label}
            autoFocus={i === 0}
            fullWidth
            margin="dense"
            label={f.label}
            required={f.required}
            value={texts[f.label] ?? ''}
            onChange={(e) => setTexts((t) => ({ ...t, [f.label]: e.target.value }))}
            multiline={f.type === 'Text Long'}
            minRows={f.type === 'Text Long' ? 3 : undefined}
            type={f.type === 'Number' ? 'number' : 'text'}
            helperText={isListType(f.type) ? 'Separate entries with ;' : f.type === 'Address' ? 'Line one; line two; city; state; ZIP code' : f.type}
          />
        ))}
      </ActionDialog>
      {unsaved.dialog}
    </>
  )
}
