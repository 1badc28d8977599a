// The frame the lists of this area share (appointment types, locations, booking pages): heading,
// create button, loading / error / empty states, a table that scrolls sideways inside itself on
// narrow screens, and one row's Edit and Delete with the delete confirmation.
import { useState, type ReactNode } from 'react'
import { Alert, Box, Button, Snackbar, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import type { UseCollectionResult } from '@care/sdk/react'
import { useAction, useCareClient } from '@care/sdk/react'
import { DeleteConfirmation, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from './texts.ts'

interface Row {
  id: string
  title?: string
}

export interface RecordListProps<T extends Row> {
  heading: string
  createLabel: string
  loadingLabel: string
  emptyText: string
  columns: readonly string[]
  actionsLabel: string
  list: UseCollectionResult<T>
  collection: 'calendar_event_templates' | 'appointment_locations' | 'appointment_booking_pages'
  cells: (r: T) => ReactNode[]
  editLabel: (title: string) => string
  deleteLabel: (title: string) => string
  deletedText: (title: string) => string
  onCreate: () => void
  onEdit: (r: T) => void
  /** more buttons of a row, before Edit */
  rowActions?: (r: T) => ReactNode
  notice?: string
  onNotice?: (text: string) => void
}

export function RecordList<T extends Row>(p: RecordListProps<T>) {
  const client = useCareClient()
  const del = useAction()
  const [deleting, setDeleting] = useState<T>()
  const remove = (r: T) =>
    del.run(async () => {
      await client.collections[p.collection].deleteOne(r.id)
      client.collection(p.collection).remove(r.id)
      setDeleting(undefined)
      p.onNotice?.(p.deletedText(r.title ?? ''))
    })
  let body: ReactNode
  if (p.list.state === 'Error' && !p.list.records.length) body = <ErrorState message={p.list.error?.message} onRetry={() => void p.list.reload()} />
  else if (p.list.state !== 'Loaded' && !p.list.records.length) body = <LoadingState label={p.loadingLabel} />
  else if (!p.list.records.length) body = <EmptyState text={p.emptyText} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={p.heading}>
          <TableHead>
            <TableRow>
              {p.columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell>{p.actionsLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.list.records.map((r) => (
              <TableRow key={r.id} data-record-id={r.id}>
                {p.cells(r).map((c, i) => (
                  <TableCell key={i} sx={{ overflowWrap: 'anywhere' }}>
                    {c}
                  </TableCell>
                ))}
                <TableCell>
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    {p.rowActions?.(r)}
                    <Button size="small" onClick={() => p.onEdit(r)} aria-label={p.editLabel(r.title ?? '')}>
                      {texts.edit}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(r)} aria-label={p.deleteLabel(r.title ?? '')}>
                      {texts.delete}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {p.heading}
        </Typography>
        <Button variant="contained" onClick={p.onCreate}>
          {p.createLabel}
        </Button>
      </Stack>
      {del.error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => del.setError('')}>
          {del.error}
        </Alert>
      )}
      {body}
      <DeleteConfirmation open={Boolean(deleting)} deleting={del.busy} onConfirm={() => deleting && remove(deleting)} onCancel={() => setDeleting(undefined)} />
      <Snackbar open={Boolean(p.notice)} autoHideDuration={4000} onClose={() => p.onNotice?.('')} message={p.notice} />
    </Box>
  )
}

/**
 * Which record of a list is open in its dialog ('new' for a create) and the list's notice: the
 * props the list takes, and the open dialog's record and callbacks (a save closes it and says so).
 */
export function useRecordEditor<T>() {
  const [editing, setEditing] = useState<T | 'new'>()
  const [notice, setNotice] = useState('')
  const close = () => setEditing(undefined)
  return {
    setNotice,
    listProps: { onCreate: () => setEditing('new'), onEdit: (r: T) => setEditing(r), notice, onNotice: setNotice },
    dialog: editing === undefined ? undefined : {
      record: editing === 'new' ? undefined : editing,
      onClose: close,
      onSaved: () => {
        close()
        setNotice(texts.saved)
      },
    },
  }
}
