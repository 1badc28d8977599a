// Databases: title, fields, number of records; create one (a title and its fields, each a label
// and a value type); open one to see its records.
import { useState } from 'react'
import { Box, Button, IconButton, Link, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { databases as databasesContract } from '@care/contracts/collections/databases'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { ActionDialog, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { formatDate, type DatabaseField, type DatabaseValueType } from '../records.ts'
import { urlOf, type FormsLocation } from '../route.ts'
import { inAppLink } from '@care/remote/url'

export const NO_DATABASES_TEXT = 'No databases yet'
export const VALUE_TYPES: DatabaseValueType[] = ['Text', 'Text Long', 'Number', 'Multiple Select', 'Text List', 'Address', 'Email', 'Phone', 'Date']

export function DatabasesList({ onOpen }: { onOpen: (l: FormsLocation) => void }) {
  const databases = useCollection('databases', { sort: 'newFirst' })
  const [creating, setCreating] = useState(false)
  const mayDatabases = usePermissions(databasesContract)
  let body
  if (databases.state === 'Unloaded' || databases.state === 'Fetching') body = <LoadingState />
  else if (databases.state === 'Error') body = <ErrorState message={databases.error?.message} onRetry={() => void databases.reload()} />
  else if (!databases.records.length) body = <EmptyState text={NO_DATABASES_TEXT} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Databases">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Fields</TableCell>
              <TableCell align="right">Records</TableCell>
              <TableCell>Created</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {databases.records.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  <Link
                    {...inAppLink(urlOf({ view: 'database', databaseId: d.id }), () => onOpen({ view: 'database', databaseId: d.id }))}
                  >
                    {d.title}
                  </Link>
                </TableCell>
                <TableCell>{(d.fields ?? []).map((f) => `${f.label} (${f.type})`).join(', ')}</TableCell>
                <TableCell align="right">{d.numRecords ?? 0}</TableCell>
                <TableCell>{formatDate(d.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )
  return (
    <>
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Databases
        </Typography>
        {mayDatabases('create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create database
          </Button>
        )}
      </Stack>
      {body}
      {creating && <CreateDatabaseDialog onClose={() => setCreating(false)} onCreated={(databaseId) => onOpen({ view: 'database', databaseId })} />}
    </>
  )
}

function CreateDatabaseDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (databaseId: string) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const [fields, setFields] = useState<DatabaseField[]>([{ label: '', type: 'Text' }])
  const { busy, error, run } = useAction()
  const ok = title.trim() && fields.length > 0 && fields.every((f) => f.label.trim())
  const change = (i: number, f: Partial<DatabaseField>) => setFields((list) => list.map((x, j) => (j === i ? { ...x, ...f } : x)))
  const create = async () => {
    if (!ok || busy) return
    await run(async () => {
      const d = await client.collectionApi('databases').createOne({ title: title.trim(), fields: fields.map((f) => ({ label: f.label.trim(), type: f.type })) })
      client.collection('databases').addReplaceIfMatch([d], { front: true })
      onClose()
      onCreated(d.id)
    })
  }
  return (
    <ActionDialog onClose={onClose} titleId="create-database-title" title="Create database" maxWidth="sm" actionLabel="Create" onAction={() => void create()} actionDisabled={!ok || busy} error={error}>
      <TextField autoFocus fullWidth required margin="dense" label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
        <Typography component="legend" variant="body2">
          Fields
        </Typography>
        {fields.map((f, i) => (
          <Stack key={i} direction="row" spacing={1} alignItems="center">
            <TextField margin="dense" required label={`Field ${i + 1} label`} value={f.label} onChange={(e) => change(i, { label: e.target.value })} sx={{ flex: 1 }} />
            <TextField select margin="dense" label={`Field ${i + 1} type`} value={f.type} onChange={(e) => change(i, { type: e.target.value as DatabaseValueType })} sx={{ minWidth: 140 }}>
              {VALUE_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <IconButton aria-label={`Remove field ${i + 1}`} onClick={() => setFields((list) => list.filter((_x, j) => j !== i))}>
              ×
            </IconButton>
          </Stack>
        ))}
        <Button size="small" onClick={() => setFields((list) => [...list, { label: '', type: 'Text' }])}>
          Add field
        </Button>
      </Box>
    </ActionDialog>
  )
}
