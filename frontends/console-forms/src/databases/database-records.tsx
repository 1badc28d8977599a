// One database's page: its records (records-table.tsx) with their count, 'Add record' and Edit
// (record-dialog.tsx), Delete after a confirmation, 'Import CSV' (import-dialog.tsx), and what each
// did ('Record added', 'Record deleted') in a status line.
import { useState } from 'react'
import { Alert, Button, Link, Stack, Typography } from '@mui/material'
import { ErrorMessages } from '@care/contracts/errors'
import { useCareClient, useCollection, useRecord } from '@care/sdk/react'
import { DeleteConfirmation, EmptyState, ErrorState, LoadingState } from '@care/ui'
import type { DatabaseRecord } from '../records.ts'
import { urlOf, type FormsLocation } from '../route.ts'
import { ImportDialog } from './import-dialog.tsx'
import { RecordDialog } from './record-dialog.tsx'
import { RecordsTable } from './records-table.tsx'
import { inAppLink } from '@care/remote/url'

export const NO_RECORDS_TEXT = 'No records yet'
export const DATABASE_NOT_FOUND = 'This database could not be found. It may have been deleted.'

export function DatabaseRecords({ databaseId, onOpen }: { databaseId: string; onOpen: (l: FormsLocation) => void }) {
  const client = useCareClient()
  const database = useRecord('databases', databaseId)
  const records = useCollection('database_records', { filter: { databaseId }, sort: 'oldFirst' })
  const [editing, setEditing] = useState<DatabaseRecord | 'new'>()
  const [deleting, setDeleting] = useState<DatabaseRecord>()
  const [busy, setBusy] = useState(false)
  const [importing, setImporting] = useState(false)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const back = (
    <Link
      {...inAppLink(urlOf({ view: 'databases' }), () => onOpen({ view: 'databases' }))}
    >
      ← All databases
    </Link>
  )
  if (database.state === 'Error' || (database.state === 'Loaded' && !database.record)) {
    const notFound = !database.error || database.error.status === 404 || database.error.message === ErrorMessages.notFound
    return (
      <>
        {back}
        <ErrorState message={notFound ? DATABASE_NOT_FOUND : database.error?.message} />
      </>
    )
  }
  if (!database.record) return <LoadingState />
  const db = database.record

  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await client.collectionApi('database_records').deleteOne(deleting.id)
      client.collection('database_records').remove(deleting.id)
      setNotice('Record deleted')
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
      setDeleting(undefined)
    }
  }

  let body
  if (records.state === 'Unloaded' || records.state === 'Fetching') body = <LoadingState />
  else if (records.state === 'Error') body = <ErrorState message={records.error?.message} onRetry={() => void records.reload()} />
  else if (!records.records.length) body = <EmptyState text={NO_RECORDS_TEXT} />
  else body = <RecordsTable database={db} records={records.records} onEdit={setEditing} onDelete={setDeleting} />

  return (
    <>
      {back}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1, mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {db.title}
        </Typography>
        <Button variant="outlined" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add record
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${db.numRecords ?? records.records.length} records`}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {notice}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError('')} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {body}
      {editing && <RecordDialog database={db} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={setNotice} />}
      {importing && <ImportDialog database={db} onClose={() => setImporting(false)} />}
      <DeleteConfirmation open={Boolean(deleting)} deleting={busy} onConfirm={remove} onCancel={() => setDeleting(undefined)} />
    </>
  )
}
