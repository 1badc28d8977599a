// One item's editor: title, description, category, tags and slug; an Article's blocks, a PDF's or
// Video's file; who sees it; 'Preview as patient'. Save sends only what changed and shows the
// server's message when it refuses (an iframe off the allow-list, a link that is not http(s)).
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Divider, Link, Stack, TextField, Typography } from '@mui/material'
import { useAction, useCareClient, useRecord } from '@care/sdk/react'
import type { UpdateOf } from '@care/sdk'
import { ErrorState, LoadingState, useUnsavedChanges } from '@care/ui'
import { AssignmentSection } from './assignment-section.tsx'
import { BlocksEditor } from './blocks-editor.tsx'
import { PreviewDialog } from './preview.tsx'
import { parseTags, textOfBlocks, type Attachment, type ContentBlock, type ContentRecord } from './records.ts'
import { linkTo, type ContentLocation } from './route.ts'
import { texts } from './texts.ts'
import { uploadContentFile } from './upload.ts'

const t = texts.editor

interface Draft {
  title: string
  description: string
  category: string
  tags: string
  slug: string
  blocks: ContentBlock[]
  attachments: Attachment[]
  assignmentType?: string
  publicRead?: boolean
  forInternalUse?: boolean
}

const draftOf = (r: ContentRecord): Draft => ({
  title: r.title ?? '',
  description: r.description ?? '',
  category: r.category ?? '',
  tags: (r.tags ?? []).join(', '),
  slug: r.slug ?? '',
  blocks: r.blocks ?? [],
  attachments: r.attachments ?? [],
  assignmentType: r.assignmentType,
  publicRead: r.publicRead,
  forInternalUse: r.forInternalUse,
})

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** the fields of `draft` that differ from `record` (a cleared text unsets its field) */
export function changesOf(record: ContentRecord, draft: Draft): UpdateOf<'managed_content_records'> {
  const out: Record<string, unknown> = {}
  const text = (field: 'description' | 'category' | 'slug', value: string) => {
    const v = value.trim()
    if (v !== (record[field] ?? '')) out[field] = v || null
  }
  if (draft.title.trim() !== (record.title ?? '')) out.title = draft.title.trim()
  text('description', draft.description)
  text('category', draft.category)
  text('slug', draft.slug)
  const tags = parseTags(draft.tags)
  if (!same(tags, record.tags ?? [])) out.tags = tags
  if (record.type === 'Article' && !same(draft.blocks, record.blocks ?? [])) out.blocks = draft.blocks
  if (record.type !== 'Article' && !same(draft.attachments, record.attachments ?? [])) out.attachments = draft.attachments
  if ((draft.assignmentType ?? '') !== (record.assignmentType ?? '')) out.assignmentType = draft.assignmentType || null
  if (Boolean(draft.publicRead) !== Boolean(record.publicRead)) out.publicRead = Boolean(draft.publicRead)
  if (Boolean(draft.forInternalUse) !== Boolean(record.forInternalUse)) out.forInternalUse = Boolean(draft.forInternalUse)
  // textContent (required) follows an article's blocks, for search and the portal's plain-text fallback
  if (record.type === 'Article' && (out.blocks || out.title)) {
    const body = textOfBlocks(draft.blocks) || draft.title.trim() || record.textContent || ''
    if (body !== record.textContent) out.textContent = body
  }
  return out as UpdateOf<'managed_content_records'>
}

function FileSection({ type, attachments, onChange }: { type: string; attachments: Attachment[]; onChange: (a: Attachment[]) => void }) {
  const client = useCareClient()
  const upload = useAction()
  const first = attachments[0]
  return (
    <Stack spacing={1} component="section" aria-labelledby="file-heading">
      <Typography variant="h6" component="h2" id="file-heading">
        {t.file}
      </Typography>
      <Typography color={first ? undefined : 'text.secondary'}>{first ? t.uploaded(first.name ?? first.secureName) : t.noFile}</Typography>
      <Box>
        <Button component="label" variant="outlined" disabled={upload.busy}>
          {upload.busy ? t.uploading : t.uploadFile(type)}
          <input
            hidden
            type="file"
            accept={type === 'PDF' ? 'application/pdf' : 'video/*'}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void upload.run(async () => {
                const u = await uploadContentFile(client, file)
                onChange([{ type: u.type, secureName: u.secureName, name: u.name }])
              })
            }}
          />
        </Button>
      </Box>
      {upload.error && <Alert severity="error">{upload.error}</Alert>}
    </Stack>
  )
}

export function ContentEditor({ id, open }: { id: string; open: (l: ContentLocation) => void }) {
  const client = useCareClient()
  const { state, record, error } = useRecord('managed_content_records', id)
  const [draft, setDraft] = useState<Draft>()
  const [previewing, setPreviewing] = useState(false)
  const save = useAction()
  useEffect(() => {
    if (record && !draft) setDraft(draftOf(record))
  }, [record, draft])
  const changes = useMemo(() => (record && draft ? changesOf(record, draft) : {}), [record, draft])
  const dirty = Object.keys(changes).length > 0
  useUnsavedChanges(dirty)

  const back = (
    <Link {...linkTo({ view: 'library' }, open)} sx={{ display: 'inline-block', mb: 1 }}>
      {t.back}
    </Link>
  )
  if (state === 'Error' && error?.status === 404)
    return (
      <>
        {back}
        <Alert severity="info">{t.gone}</Alert>
      </>
    )
  if (state === 'Error') return <ErrorState message={error?.message} />
  if (!record || !draft) return <LoadingState />

  const set = (d: Partial<Draft>) => {
    setDraft({ ...draft, ...d })
    save.setNotice('')
  }
  const submit = () =>
    void save.run(async () => {
      if (!dirty) return save.setNotice(t.unchanged)
      // whole values: lists (blocks, tags, attachments) replaced as edited, not appended to
      const updated = await client.collections.managed_content_records.updateOne(record.id, changes, { replaceObjectFields: true })
      client.collection('managed_content_records').addReplaceIfMatch([updated])
      setDraft(draftOf(updated))
      save.setNotice(t.saved)
    })
  const field = (name: 'title' | 'description' | 'category' | 'slug' | 'tags', label: string, o: { max: number; multiline?: boolean; required?: boolean; help?: string }) => (
    <TextField
      id={`content-${name}`}
      label={label}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      required={o.required}
      multiline={o.multiline}
      minRows={o.multiline ? 2 : undefined}
      helperText={o.help}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: o.max } }}
    />
  )
  return (
    <Box component="form" aria-label={record.title} noValidate onSubmit={(e) => { e.preventDefault(); submit() }} sx={{ maxWidth: 900 }}>
      {back}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <Button onClick={() => setPreviewing(true)}>{t.preview}</Button>
      </Stack>
      <Stack spacing={2}>
        <Stack spacing={2} component="section" aria-labelledby="details-heading">
          <Typography variant="h6" component="h2" id="details-heading">
            {t.details}
          </Typography>
          <Typography color="text.secondary">{t.type(texts.types[record.type ?? ''] ?? record.type ?? '')}</Typography>
          {field('title', t.title, { max: 1000, required: true })}
          {field('description', t.description, { max: 5000, multiline: true })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('category', t.category, { max: 100 })}
            {field('slug', t.slug, { max: 250 })}
          </Stack>
          {field('tags', t.tags, { max: 5000, help: t.tagsHelp })}
        </Stack>
        <Divider />
        {record.type === 'Article' ? (
          <BlocksEditor blocks={draft.blocks} onChange={(blocks) => set({ blocks })} />
        ) : (
          <FileSection type={record.type ?? ''} attachments={draft.attachments} onChange={(attachments) => set({ attachments })} />
        )}
        <Divider />
        <AssignmentSection contentId={record.id} draft={draft} tags={parseTags(draft.tags)} onChange={(a) => set(a)} />
        <Stack direction="row" spacing={2} alignItems="center" sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}>
          <Button type="submit" variant="contained" disabled={save.busy || !draft.title.trim()}>
            {save.busy ? t.saving : t.save}
          </Button>
          {save.notice && (
            <Typography role="status" color="success.main">
              {save.notice}
            </Typography>
          )}
        </Stack>
        {save.error && (
          <Alert severity="error" role="alert">
            {save.error}
          </Alert>
        )}
      </Stack>
      {previewing && <PreviewDialog item={{ ...record, ...draftRecord(draft) }} onClose={() => setPreviewing(false)} />}
    </Box>
  )
}

/** the draft as record fields, so the preview shows what is being edited */
const draftRecord = (d: Draft): Partial<ContentRecord> => ({
  title: d.title,
  blocks: d.blocks,
  attachments: d.attachments,
  tags: parseTags(d.tags),
  assignmentType: d.assignmentType as ContentRecord['assignmentType'],
  publicRead: d.publicRead,
  forInternalUse: d.forInternalUse,
})
