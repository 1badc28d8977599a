// The content library: every item (title, type, category, assignment, public, internal, updated),
// newest first and paged by the server; a search box asks the server's search instead; create an
// item (its editor opens), delete one after the delete confirmation.
import { useEffect, useState } from 'react'
import { Alert, Button, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import { managedContentRecords } from '@care/contracts/collections/managed-content-records'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { DeleteConfirmation, EmptyState, ErrorState, LoadingState, SearchBox } from '@care/ui'
import { CreateContentDialog } from './create-content-dialog.tsx'
import { formatDate, type ContentRecord } from './records.ts'
import { linkTo, type ContentLocation } from './route.ts'
import { texts } from './texts.ts'

const t = texts.library
/** on a phone the less telling columns give way */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const

/** the server's search of the library (title, category, tags), undefined while there is no query */
function useSearch(query: string) {
  const client = useCareClient()
  const [found, setFound] = useState<{ query: string; records?: ContentRecord[]; error?: string }>()
  useEffect(() => {
    if (!query) return
    let current = true
    client.collections.managed_content_records.getSome({ search: { query } }).then(
      (records) => current && setFound({ query, records }),
      (e: Error) => current && setFound({ query, error: e.message }),
    )
    return () => {
      current = false
    }
  }, [client, query])
  if (!query) return undefined
  return found?.query === query ? found : { query }
}

export function ContentLibrary({ open }: { open: (l: ContentLocation) => void }) {
  const client = useCareClient()
  const list = useCollection('managed_content_records', { sort: 'newFirst' })
  const [query, setQuery] = useState('')
  const search = useSearch(query.trim())
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<ContentRecord>()
  const may = usePermissions(managedContentRecords)
  const del = useAction()
  const [removed, setRemoved] = useState<string[]>([])

  const remove = (r: ContentRecord) =>
    del.run(async () => {
      await client.collections.managed_content_records.deleteOne(r.id)
      client.collection('managed_content_records').remove(r.id)
      setRemoved((ids) => [...ids, r.id])
      setDeleting(undefined)
      del.setNotice(t.deleted(r.title ?? ''))
    })

  let records: readonly ContentRecord[] = list.records
  let body
  if (search) {
    if (search.error) body = <ErrorState message={search.error} onRetry={() => setQuery((q) => `${q} `)} />
    else if (!search.records) body = <LoadingState />
    else if (!search.records.length) body = <EmptyState text={t.noMatch} />
    // a deleted item leaves the results at once
    else records = search.records.filter((r) => !removed.includes(r.id))
  } else if (list.state === 'Unloaded' || (list.state === 'Fetching' && !list.records.length)) body = <LoadingState />
  else if (list.state === 'Error') body = <ErrorState message={list.error?.message} onRetry={() => void list.reload()} />
  else if (!list.records.length) body = <EmptyState text={t.empty} />

  const c = t.columns
  const yesNo = (v?: boolean) => (v ? t.yes : t.no)
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        {may('create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        )}
      </Stack>
      <SearchBox label={t.searchLabel} value={query} onChange={setQuery} debounceMs={150} fullWidth />
      {del.notice && (
        <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => del.setNotice('')}>
          {del.notice}
        </Alert>
      )}
      {body ?? (
        <>
          <TableContainer sx={{ overflowX: 'auto', mt: 1 }}>
            <Table size="small" aria-label={t.heading}>
              <TableHead>
                <TableRow>
                  <TableCell>{c.title}</TableCell>
                  <TableCell>{c.type}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.category}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.assignment}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.publicRead}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.internal}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{c.updated}</TableCell>
                  <TableCell>{c.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((r) => (
                  <TableRow key={r.id} data-content-id={r.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <Link {...linkTo({ view: 'item', id: r.id }, open)}>{r.title}</Link>
                    </TableCell>
                    <TableCell>{r.type ? texts.types[r.type] : t.none}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{r.category || t.none}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{r.assignmentType || t.none}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{yesNo(r.publicRead)}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{yesNo(r.forInternalUse)}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{formatDate(r.updatedAt)}</TableCell>
                    <TableCell>
                      {may('delete') && (
                        <Button size="small" color="error" onClick={() => setDeleting(r)} aria-label={t.deleteOf(r.title ?? '')}>
                          {t.delete}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!search && list.hasMore && (
            <Button sx={{ mt: 1 }} onClick={() => void list.loadMore()} disabled={list.state === 'Fetching'}>
              {t.loadMore}
            </Button>
          )}
        </>
      )}
      {creating && <CreateContentDialog onClose={() => setCreating(false)} onCreated={(r) => open({ view: 'item', id: r.id })} />}
      <DeleteConfirmation open={Boolean(deleting)} onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && remove(deleting)} />
      {del.error && deleting && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {del.error}
        </Alert>
      )}
    </>
  )
}
