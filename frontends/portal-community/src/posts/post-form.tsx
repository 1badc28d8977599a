// Adding or editing a post (spec 2 §2.12): title and content are both needed; on edit, the submit
// button stays disabled until something changed. A refused submit shows the server's message
// (spec 2 §8). The form is 650 px wide at most.
import { useId, useState, type FormEvent } from 'react'
import { Box, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { SubmitButton, TextInput, submitDisabled } from '@care/ui'
import { texts } from '../texts.ts'
import { FORM_WIDTH } from '../community-rules.ts'

export interface PostDraft {
  title: string
  textContent: string
}

export interface PostFormProps {
  heading: string
  initial?: PostDraft
  submitLabel: string
  submittingLabel: string
  onSubmit: (draft: PostDraft) => Promise<void>
  onCancel: () => void
}

export function PostForm({ heading, initial, submitLabel, submittingLabel, onSubmit, onCancel }: PostFormProps) {
  const headingId = useId()
  const [title, setTitle] = useState(initial?.title ?? '')
  const [content, setContent] = useState(initial?.textContent ?? '')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const valid = title.trim() !== '' && content.trim() !== ''
  const changed = !initial || title !== initial.title || content !== initial.textContent

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (submitDisabled({ valid, changed, submitting })) return
    setSubmitting(true)
    setError(undefined)
    try {
      await onSubmit({ title: title.trim(), textContent: content.trim() })
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.unknownError)
      setSubmitting(false)
    }
  }

  return (
    <Paper component="form" aria-labelledby={headingId} onSubmit={submit} noValidate sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: FORM_WIDTH, width: '100%', boxSizing: 'border-box' }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>{heading}</Typography>
      <Stack spacing={2}>
        <TextInput label={texts.postTitle} value={title} onChange={(e) => setTitle(e.target.value)} required fullWidth autoFocus inputProps={{ maxLength: 250 }} />
        <TextField label={texts.postContent} value={content} onChange={(e) => setContent(e.target.value)} required fullWidth multiline minRows={4} />
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="flex-end">
          <Button onClick={onCancel} disabled={submitting}>{texts.cancel}</Button>
          <Box>
            <SubmitButton label={submitLabel} submittingLabel={submittingLabel} submitting={submitting} disabled={submitDisabled({ valid, changed, submitting })} error={error} />
          </Box>
        </Stack>
      </Stack>
    </Paper>
  )
}
