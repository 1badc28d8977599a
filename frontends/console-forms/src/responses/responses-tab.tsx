// A form's responses: patient, status, submitted at; open one (its answers), download its PDF, or
// export the PDFs of the selected (or all) responses as one zip, fetched one after another with a
// progress bar; a PDF that fails is listed with the server's message and the rest are zipped.
import { useMemo, useState } from 'react'
import {
  Alert, Box, Button, Checkbox, LinearProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material'
import { useCareClient, useCollection, useRecordsById } from '@care/sdk/react'
import { ActionError, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { formatDateTime, patientName, responseStatus, type Form, type FormResponse } from '../records.ts'
import { exportPdfs, fetchResponsePdf, saveBytes, zipFiles, type ExportProgress } from './pdf.ts'
import { ResponseAnswers } from './response-answers.tsx'

export const NO_RESPONSES_TEXT = 'No responses yet'

export const pdfName = (formTitle: string, patient: string) => `${[formTitle, patient].filter(Boolean).join(' - ')}.pdf`

export function ResponsesTab({ form }: { form: Form }) {
  const client = useCareClient()
  const responses = useCollection('form_responses', { filter: { formId: form.id }, sort: 'newFirst' })
  const patients = useRecordsById('endusers', useMemo(() => responses.records.map((r) => r.enduserId), [responses.records]))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState<FormResponse>()
  const [progress, setProgress] = useState<ExportProgress>()
  const [exporting, setExporting] = useState(false)
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const nameOf = (r: FormResponse) => (r.enduserId ? patientName(patients.get(r.enduserId)) || 'Loading…' : 'No patient')
  const fileNameOf = (r: FormResponse) => pdfName(r.formTitle ?? form.title ?? '', r.enduserId ? patientName(patients.get(r.enduserId)) : '')

  const downloadOne = async (r: FormResponse) => {
    setError('')
    setMessage('')
    try {
      const file = await fetchResponsePdf(client, r.id, fileNameOf(r))
      saveBytes(file.bytes, file.name, 'application/pdf')
      setMessage(`Downloaded ${file.name}`)
    } catch (e) {
      setError(`The PDF could not be downloaded: ${(e as Error).message}`)
    }
  }

  const exportSome = async (list: readonly FormResponse[]) => {
    if (!list.length || exporting) return
    setExporting(true)
    setError('')
    setMessage('')
    try {
      const { files, failed } = await exportPdfs(client, list.map((r) => ({ id: r.id, label: nameOf(r), fileName: fileNameOf(r) })), setProgress)
      if (files.length) saveBytes(zipFiles(files), `${form.title} responses.zip`, 'application/zip')
      setMessage(`Exported ${files.length} of ${list.length} PDFs${failed.length ? `; ${failed.length} failed` : ''}`)
    } finally {
      setExporting(false)
    }
  }

  let body
  if (responses.state === 'Unloaded' || responses.state === 'Fetching') body = <LoadingState />
  else if (responses.state === 'Error') body = <ErrorState message={responses.error?.message} onRetry={() => void responses.reload()} />
  else if (!responses.records.length) body = <EmptyState text={NO_RESPONSES_TEXT} />
  else {
    const all = responses.records
    const allSelected = all.every((r) => selected.has(r.id))
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Responses">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && selected.size > 0}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(all.map((r) => r.id)))}
                  slotProps={{ input: { 'aria-label': 'Select all responses' } }}
                />
              </TableCell>
              <TableCell>Patient</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Submitted at</TableCell>
              <TableCell>PDF</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {all.map((r) => {
              const name = nameOf(r)
              return (
                <TableRow key={r.id} data-response-id={r.id} selected={selected.has(r.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(r.id)}
                      onChange={() => setSelected((s) => { const n = new Set(s); if (n.has(r.id)) n.delete(r.id); else n.add(r.id); return n })}
                      slotProps={{ input: { 'aria-label': `Select the response of ${name}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link component="button" type="button" onClick={() => setOpen(r)} aria-label={`Open the response of ${name}`}>
                      {name}
                    </Link>
                  </TableCell>
                  <TableCell>{responseStatus(r)}</TableCell>
                  <TableCell>{formatDateTime(r.submittedAt)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void downloadOne(r)} aria-label={`Download the PDF of ${name}`}>
                      PDF
                    </Button>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
    )
  }

  const chosen = responses.records.filter((r) => selected.has(r.id))
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" disabled={!chosen.length || exporting} onClick={() => void exportSome(chosen)}>
          {`Export selected PDFs (${chosen.length})`}
        </Button>
        <Button variant="outlined" disabled={!responses.records.length || exporting} onClick={() => void exportSome(responses.records)}>
          Export all PDFs
        </Button>
      </Stack>
      {progress && exporting && (
        <Box sx={{ mb: 1 }}>
          <LinearProgress variant="determinate" value={(100 * progress.done) / Math.max(progress.total, 1)} aria-label="PDF export progress" />
          <Typography variant="body2">{`Exporting ${progress.done} of ${progress.total}`}</Typography>
        </Box>
      )}
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      {progress && !exporting && progress.failed.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <Typography variant="body2">These PDFs failed:</Typography>
          <ul style={{ margin: 0 }}>
            {progress.failed.map((f) => (
              <li key={f.id}>{`${f.label}: ${f.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ActionError error={error} onDismiss={() => setError('')} />
      {body}
      {open && <ResponseAnswers response={open} patient={open.enduserId ? patientName(patients.get(open.enduserId)) : ''} onClose={() => setOpen(undefined)} onPdf={() => void downloadOne(open)} />}
    </Box>
  )
}
