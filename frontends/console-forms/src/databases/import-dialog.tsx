// Importing a CSV file into a database (csv-import.ts parses it) in batches of 100 with createSome,
// with progress, listing every row that failed (its row number and the message: the file's own
// problems and the server's) while the other rows are created.
import { useMemo, useState } from 'react'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material'
import { ActionError } from '@care/ui'
import { reasonOf } from '@care/contracts/errors'
import { useAction, useCareClient } from '@care/sdk/react'
import type { Database } from '../records.ts'
import { IMPORT_BATCH, parseCsv, type CsvProblem, type ParsedCsv } from './csv-import.ts'

interface ImportState {
  done: number
  total: number
  created: number
  problems: CsvProblem[]
  finished: boolean
  /** data rows of the file (not counting empty ones) */
  rowsInFile: number
}

export function ImportDialog({ database, onClose }: { database: Database; onClose: () => void }) {
  const client = useCareClient()
  const fields = useMemo(() => database.fields ?? [], [database.fields])
  const [state, setState] = useState<ImportState>()
  const [notes, setNotes] = useState<string[]>([])
  const { error, run } = useAction()
  const running = Boolean(state && !state.finished)

  const importRows = async (parsed: ParsedCsv) => {
    setNotes([
      ...(parsed.unknownColumns.length ? [`Columns not in this database (left out): ${parsed.unknownColumns.join(', ')}`] : []),
      ...(parsed.missingColumns.length ? [`Fields with no column in the file: ${parsed.missingColumns.join(', ')}`] : []),
    ])
    const problems = [...parsed.problems]
    let created = 0
    const total = parsed.rows.length
    const rowsInFile = total + parsed.problems.length
    setState({ done: 0, total, created, problems: [...problems], finished: false, rowsInFile })
    const api = client.collectionApi('database_records')
    const cache = client.collection('database_records')
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

  // a file that cannot be read or parsed is the dialog's error; a row's failure is one of its problems
  const importFile = async (file: File) => {
    const read: { csv?: ParsedCsv } = {}
    await run(async () => {
      read.csv = parseCsv(await file.text(), fields)
    }, { errorText: (e) => `The file could not be read: ${(e as Error).message}` })
    if (read.csv) await importRows(read.csv)
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
              if (file) void importFile(file)
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
        <ActionError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {state?.finished ? 'Done' : 'Cancel'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
