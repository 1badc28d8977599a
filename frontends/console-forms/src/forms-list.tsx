// The forms list: title, number of fields, responses (submitted of sent, from /forms/statistics),
// created; create a form (then its builder opens); open a form's fields, responses, or send it.
import { useEffect, useState } from 'react'
import { Button, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import { forms as formsContract } from '@care/contracts/collections/forms'
import { useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { CreateFormDialog } from './create-form-dialog.tsx'
import { formatDate, type Form } from './records.ts'
import { urlOf, type FormsLocation } from './route.ts'
import { SendFormDialog } from './send-form-dialog.tsx'
import { inAppLink } from '@care/remote/url'

export const NO_FORMS_TEXT = 'No forms yet'
/** on a phone the creation date gives way, so Send stays in view */
const HIDDEN_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const

export interface FormStats {
  total?: number
  submitted?: number
}

/** the statistics of each listed form, asked once per form */
function useStatistics(forms: readonly Form[]) {
  const client = useCareClient()
  const [stats, setStats] = useState<Record<string, FormStats | 'error'>>({})
  const [asked, setAsked] = useState(0)
  const ids = forms.map((f) => f.id).join(',')
  useEffect(() => {
    let current = true
    for (const id of ids ? ids.split(',') : []) {
      if (stats[id]) continue
      client.api
        .formsStatistics({ formId: id })
        .then((r) => current && setStats((s) => ({ ...s, [id]: r.statistics as FormStats })))
        .catch(() => current && setStats((s) => ({ ...s, [id]: 'error' })))
    }
    return () => {
      current = false
    }
    // stats is read to skip forms already asked for; a new form in the list (or a refresh) asks again
  }, [client, ids, asked])
  /** asks again for one form's figures (after it was sent) */
  const refresh = (id: string) => {
    setStats((s) => {
      const { [id]: _gone, ...rest } = s
      return rest
    })
    setAsked((n) => n + 1)
  }
  return { stats, refresh }
}

export const responsesText = (s: FormStats | 'error' | undefined) =>
  s === undefined ? '…' : s === 'error' ? 'Unavailable' : `${s.submitted ?? 0} of ${s.total ?? 0}`

export function FormsList({ onOpen }: { onOpen: (l: FormsLocation) => void }) {
  const forms = useCollection('forms', { sort: 'newFirst' })
  const { stats, refresh } = useStatistics(forms.records)
  const [creating, setCreating] = useState(false)
  const mayForms = usePermissions(formsContract)
  const [sending, setSending] = useState<Form>()
  const link = (l: FormsLocation) => inAppLink(urlOf(l), () => onOpen(l))

  let body
  if (forms.state === 'Unloaded' || forms.state === 'Fetching') body = <LoadingState />
  else if (forms.state === 'Error') body = <ErrorState message={forms.error?.message} onRetry={() => void forms.reload()} />
  else if (!forms.records.length) body = <EmptyState text={NO_FORMS_TEXT} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Forms">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell align="right">Fields</TableCell>
              <TableCell>Responses</TableCell>
              <TableCell sx={HIDDEN_ON_PHONES}>Created</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {forms.records.map((f) => (
              <TableRow key={f.id} data-form-id={f.id}>
                <TableCell>
                  <Link {...link({ view: 'form', formId: f.id, tab: 'fields' })}>{f.title}</Link>
                </TableCell>
                <TableCell align="right">{f.numFields ?? 0}</TableCell>
                <TableCell>
                  <Link {...link({ view: 'form', formId: f.id, tab: 'responses' })} aria-label={`Responses to ${f.title}: ${responsesText(stats[f.id])}`}>
                    {responsesText(stats[f.id])}
                  </Link>
                </TableCell>
                <TableCell sx={HIDDEN_ON_PHONES}>{formatDate(f.createdAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setSending(f)} aria-label={`Send ${f.title}`}>
                    Send
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
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Forms
        </Typography>
        {mayForms('create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create form
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Responses: submitted of sent.
      </Typography>
      {body}
      <CreateFormDialog open={creating} onClose={() => setCreating(false)} onCreated={(f) => onOpen({ view: 'form', formId: f.id, tab: 'fields' })} />
      {sending && <SendFormDialog form={sending} onClose={() => setSending(undefined)} onSent={() => refresh(sending.id)} />}
    </>
  )
}
