// Message templates (templates: title unique, subject and message required, html optional): the
// list, a dialog to create or edit one, delete after a confirmation. Variables such as
// {{enduser.fname}} stay as written: /templated-message fills them when a message is sent.
import { useState } from 'react'
import { Alert, Box, Button, Snackbar, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { DeleteConfirmation, EmptyState, ErrorState, FormDialog, LoadingState, texts as shared } from '@care/ui'
import { placeBy } from './errors.ts'
import { texts } from './texts.ts'

const t = texts.templates
const FIELDS = ['title', 'subject', 'message', 'html'] as const
type Field = (typeof FIELDS)[number]
const place = placeBy(FIELDS)

interface Template {
  id: string
  title?: string
  subject?: string
  message?: string
  html?: string
}

export function Templates() {
  const client = useCareClient()
  const list = useCollection('templates', { sort: 'newFirst' })
  const [editing, setEditing] = useState<Template | 'new'>()
  const [deleting, setDeleting] = useState<Template>()
  const [notice, setNotice] = useState('')
  const del = useAction()
  const remove = (x: Template) =>
    del.run(async () => {
      await client.collections.templates.deleteOne(x.id)
      client.collection('templates').remove(x.id)
      setDeleting(undefined)
      setNotice(t.deleted(x.title ?? ''))
    })
  const records = [...list.records].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''))
  let body
  if (list.state === 'Error' && !records.length) body = <ErrorState message={list.error?.message} onRetry={() => void list.reload()} />
  else if (list.state !== 'Loaded' && !records.length) body = <LoadingState label={t.loading} />
  else if (!records.length) body = <EmptyState text={t.empty} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.heading}>
          <TableHead>
            <TableRow>
              <TableCell>{t.columns.title}</TableCell>
              <TableCell>{t.columns.subject}</TableCell>
              <TableCell>{t.columns.message}</TableCell>
              <TableCell>{t.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((x) => (
              <TableRow key={x.id} data-record-id={x.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{x.title}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{x.subject}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{x.message}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(x)} aria-label={t.edit(x.title ?? '')}>
                      {texts.edit}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(x)} aria-label={t.delete(x.title ?? '')}>
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
          {t.heading}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t.create}
        </Button>
      </Stack>
      {del.error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => del.setError('')}>
          {del.error}
        </Alert>
      )}
      {body}
      {editing && (
        <TemplateDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined)
            setNotice(texts.saved)
          }}
        />
      )}
      <DeleteConfirmation open={Boolean(deleting)} deleting={del.busy} onConfirm={() => deleting && void remove(deleting)} onCancel={() => setDeleting(undefined)} />
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Box>
  )
}

function TemplateDialog({ template, onClose, onSaved }: { template?: Template; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const [draft, setDraft] = useState<Record<Field, string>>(() => ({ title: template?.title ?? '', subject: template?.subject ?? '', message: template?.message ?? '', html: template?.html ?? '' }))
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const set = (f: Field, v: string) => {
    setDraft((d) => ({ ...d, [f]: v }))
    clearError(f)
  }
  const save = () =>
    void submit(async () => {
      const fields = { title: draft.title.trim(), subject: draft.subject, message: draft.message, html: draft.html }
      const saved = template ? await client.collections.templates.updateOne(template.id, fields) : await client.collections.templates.createOne(fields)
      client.collection('templates').addReplaceIfMatch([saved])
      onSaved()
    })
  const field = (f: Field, label: string, o: { required?: boolean; multiline?: boolean; helper?: string; max: number }) => (
    <TextField
      label={label}
      required={o.required}
      multiline={o.multiline}
      minRows={o.multiline ? 4 : undefined}
      value={draft[f]}
      onChange={(e) => set(f, e.target.value)}
      error={Boolean(errors[f])}
      helperText={errors[f] ?? o.helper}
      inputProps={{ maxLength: o.max }}
    />
  )
  const ready = Boolean(draft.title.trim() && draft.subject.trim() && draft.message.trim())
  return (
    <FormDialog titleId="template-dialog-title" title={template ? t.editTitle(template.title ?? '') : t.createTitle} onClose={onClose} onSubmit={save} submitLabel={template ? texts.save : texts.create} submitting={submitting} submitDisabled={!ready} error={formError} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('title', t.title, { required: true, max: 100 })}
        {field('subject', t.subject, { required: true, max: 250 })}
        {field('message', t.message, { required: true, multiline: true, helper: t.messageHelp, max: 100_000 })}
        {field('html', t.html, { multiline: true, helper: t.htmlHelp, max: 100_000 })}
      </Stack>
    </FormDialog>
  )
}
