// One database's records: a column per field, values by type; add, edit and delete a record;
// import a CSV file (csv-import.ts) in batches of 100 with createSome, with progress, listing every
// row that failed (its row number and the message: the file's own problems and the server's) while
// the other rows are created.
import { useMemo, useState } from 'react'
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material'
import { ErrorMessages, reasonOf } from '@care/contracts/errors'
import { useCareClient, useCollection, useRecord } from '@care/sdk/react'
import { DeleteConfirmation, EmptyState, ErrorState, LoadingState, useUnsavedChanges } from '@care/ui'
import type { Database, DatabaseRecord } from '../records.ts'
import { urlOf, type FormsLocation } from '../route.ts'
import { IMPORT_BATCH, parseCsv, type CsvProblem } from './csv-import.ts'
import { isListType, textsOf, valueText, valuesOf } from './values.ts'

export const NO_RECORDS_TEXT = 'No records yet'
export const DATABASE_NOT_FOUND = 'This database could not be found. It may have been deleted.'

export function DatabaseRecords({ databaseId, onOpen }: { databaseId: string; onOpen: (l: FormsLocation) => void }) {
  const client = useCareClient()
  const database = useRecord<Database>('databases', databaseId)
  const records = useCollection<DatabaseRecord>('database_records', { filter: { databaseId }, sort: 'oldFirst' })
  const [editing, setEditing] = useState<DatabaseRecord | 'new'>()
  const [deleting, setDeleting] = useState<DatabaseRecord>()
  const [busy, setBusy] = useState(false)
  const [importing, setImporting] = useState(false)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const back = (
    <Link
      href={urlOf({ view: 'databases' })}
      onClick={(e: React.MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        e.preventDefault()
        onOpen({ view: 'databases' })
      }}
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
  const fields = db.fields ?? []

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
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Records of ${db.title}`}>
          <TableHead>
            <TableRow>
              {fields.map((f) => (
                <TableCell key={f.label} align={f.type === 'Number' ? 'right' : 'left'}>
                  {f.label}
                </TableCell>
              ))}
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.records.map((r, i) => (
              <TableRow key={r.id} data-record-id={r.id}>
                {fields.map((f) => (
                  <TableCell key={f.label} align={f.type === 'Number' ? 'right' : 'left'} sx={{ whiteSpace: f.type === 'Text Long' ? 'pre-wrap' : undefined }}>
                    {valueText(r.values?.find((v) => v.label === f.label))}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit record ${i + 1}`}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(r)} aria-label={`Delete record ${i + 1}`}>
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )

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

function RecordDialog({ database, record, onClose, onSaved }: { database: Database; record?: DatabaseRecord; onClose: () => void; onSaved: (notice: string) => void }) {
  const client = useCareClient()
  const fields = database.fields ?? []
  const [initial] = useState(() => textsOf(fields, record?.values))
  const [texts, setTexts] = useState<Record<string, string>>(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const dirty = JSON.stringify(texts) !== JSON.stringify(initial)
  const unsaved = useUnsavedChanges(dirty)
  const values = valuesOf(fields, texts)
  const missing = fields.filter((f) => f.required && !values.some((v) => v.label === f.label))
  const save = async () => {
    if (busy || missing.length || !values.length) return
    setBusy(true)
    setError('')
    try {
      const api = client.collectionApi<DatabaseRecord>('database_records')
      const saved = record ? await api.updateOne(record.id, { values }, { replaceObjectFields: true }) : await api.createOne({ databaseId: database.id, values })
      client.collection<DatabaseRecord>('database_records').addReplaceIfMatch([saved])
      onSaved(record ? 'Record saved' : 'Record added')
      onClose()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={() => unsaved.confirm(onClose)} aria-labelledby="record-title" fullWidth maxWidth="sm">
      <DialogTitle id="record-title">{record ? 'Edit record' : 'Add record'}</DialogTitle>
      <DialogContent>
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
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => unsaved.confirm(onClose)}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || missing.length > 0 || !values.length || (Boolean(record) && !dirty)}>
          Save
        </Button>
      </DialogActions>
      {unsaved.dialog}
    </Dialog>
  )
}

interface ImportState {
  done: number
  total: number
  created: number
  problems: CsvProblem[]
  finished: boolean
  /** data rows of the file (not counting empty ones) */
  rowsInFile: number
}

function ImportDialog({ database, onClose }: { database: Database; onClose: () => void }) {
  const client = useCareClient()
  const fields = useMemo(() => database.fields ?? [], [database.fields])
  const [state, setState] = useState<ImportState>()
  const [notes, setNotes] = useState<string[]>([])
  const [error, setError] = useState('')
  const running = Boolean(state && !state.finished)

  const run = async (file: File) => {
    setError('')
    let parsed
    try {
      parsed = parseCsv(await file.text(), fields)
    } catch (e) {
      setError(`The file could not be read: ${(e as Error).message}`)
      return
    }
    setNotes([
      ...(parsed.unknownColumns.length ? [`Columns not in this database (left out): ${parsed.unknownColumns.join(', ')}`] : []),
      ...(parsed.missingColumns.length ? [`Fields with no column in the file: ${parsed.missingColumns.join(', ')}`] : []),
    ])
    const problems = [...parsed.problems]
    let created = 0
    const total = parsed.rows.length
    const rowsInFile = total + parsed.problems.length
    setState({ done: 0, total, created, problems: [...problems], finished: false, rowsInFile })
    const api = client.collectionApi<DatabaseRecord>('database_records')
    const cache = client.collection<DatabaseRecord>('database_records')
    for (let i = 0; i < total; i += IMPORT_BATCH) {
      const batch = parsed.rows.slice(i, i + IMPORT_BATCH)
      try {
        const answer = await api.createSome(batch.map((r) => ({ databaseId: database.id, values: r.values })))
        created += answer.created.length
        cache.addReplaceIfMatch(answer.created)
        // the row's own reason: the server names the field ('Error parsing field values.2.value: …'), the row says which row
        for (const e of answer.errors as { index: number; message: string }[]) problems.push({ row: batch[e.index]?.row ?? 0, message: reasonOf(e.message) })
      } catch (e) {
        for (const r of batch) problems.push({ row: r.row, message: reasonOf((e as Error).message) })
      }
      problems.sort((a, b) => a.row - b.row)
      setState({ done: Math.min(i + IMPORT_BATCH, total), total, created, problems: [...problems], finished: false, rowsInFile })
    }
    setState({ done: total, total, created, problems, finished: true, rowsInFile })
  }

  return (
    <Dialog open onClose={() => !running && onClose()} aria-labelledby="import-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-title">{`Import CSV into ${database.title}`}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {`The first line names the columns: ${fields.map((f) => f.label).join(', ')}. Lists and addresses separate their parts with ;.`}
        </Typography>
        <Button variant="outlined" component="label" disabled={running}>
          Choose CSV file
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void run(file)
            }}
          />
        </Button>
        {notes.map((n) => (
          <Typography key={n} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {n}
          </Typography>
        ))}
        {state && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress variant="determinate" value={(100 * state.done) / Math.max(state.total, 1)} aria-label="Import progress" />
            <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
              {state.finished
                ? `Imported ${state.created} of ${state.rowsInFile} rows`
                : `Importing: ${state.done} of ${state.total} rows sent`}
            </Typography>
            {state.problems.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                <Typography variant="body2">{`${state.problems.length} ${state.problems.length === 1 ? 'row was' : 'rows were'} not imported:`}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Rows not imported">
                  {state.problems.map((p, i) => (
                    <li key={i}>{`Row ${p.row}: ${p.message}`}</li>
                  ))}
                </Box>
              </Alert>
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {state?.finished ? 'Done' : 'Cancel'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
