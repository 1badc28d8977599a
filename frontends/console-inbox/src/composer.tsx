// The reply box of a patient's conversation: channel (Chat, Email, SMS), subject for an email, a
// template (filled for this patient by /templated-message), variables, a later send (sendAt) and,
// for a chat, attachments. Ctrl+Enter (⌘+Enter) sends.
import { useRef, useState } from 'react'
import { Alert, Box, Button, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useSession } from '@care/sdk/react'
import type { Channel } from './conversations.ts'
import { problemsOf, render, send, SMS_MAX, type Draft, type DraftProblems, type RoomChoice } from './send.ts'
import { texts } from './texts.ts'
import { uploadAttachment } from './upload.ts'

const t = texts.composer
const CHANNELS: Channel[] = ['Chat', 'Email', 'SMS']

/** a datetime-local input's value as an ISO instant (in the browser's zone) */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined)

export function Composer({ enduserId, rooms, initialChannel = 'Chat', onSent }: { enduserId: string; rooms: readonly RoomChoice[]; initialChannel?: Channel; onSent?: () => void }) {
  const client = useCareClient()
  const me = useSession().user?.id ?? ''
  const templates = useCollection('templates')
  // the conversation's latest channel, until the user picks one
  const [picked, setChannel] = useState<Channel>()
  const channel = picked ?? initialChannel
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [html, setHtml] = useState<string>()
  const [templateId, setTemplateId] = useState('')
  const [later, setLater] = useState(false)
  const [sendAt, setSendAt] = useState('')
  const [attachments, setAttachments] = useState<Draft['attachments']>([])
  const [problems, setProblems] = useState<DraftProblems>({})
  const action = useAction()
  const fileInput = useRef<HTMLInputElement>(null)
  const messageInput = useRef<HTMLTextAreaElement>(null)

  const clear = (k: keyof DraftProblems) => setProblems((p) => ({ ...p, [k]: undefined }))
  const pickTemplate = (id: string) => {
    setTemplateId(id)
    const tpl = templates.records.find((x) => x.id === id)
    if (!tpl) return setHtml(undefined)
    void action.run(async () => {
      const filled = await render(client, { message: tpl.message ?? '', subject: tpl.subject ?? '', html: tpl.html ?? '', channel, userId: me, enduserId })
      setMessage(filled.plaintext)
      setSubject(filled.subject || tpl.subject || '')
      setHtml(filled.html || undefined)
      clear('message')
      clear('subject')
    })
  }
  const insertVariable = (v: string) => {
    const el = messageInput.current
    const at = el?.selectionStart ?? message.length
    setMessage((m) => m.slice(0, at) + v + m.slice(el?.selectionEnd ?? at))
    clear('message')
    el?.focus()
  }
  const attach = (files: FileList | null) => {
    const list = [...(files ?? [])]
    if (fileInput.current) fileInput.current.value = ''
    if (!list.length) return
    void action.run(async () => {
      for (const f of list) {
        const a = await uploadAttachment(client, f, enduserId)
        setAttachments((xs) => [...xs, a])
      }
      clear('message')
    })
  }
  const submit = () => {
    // a later send without a time is 'not in the future' (problemsOf says so)
    const draft: Draft = { channel, subject, message, html: channel === 'Email' ? html : undefined, templateId: templateId || undefined, sendAt: later ? isoOf(sendAt) ?? 'unset' : undefined, attachments: channel === 'Chat' ? attachments : [] }
    const found = problemsOf(draft)
    setProblems(found)
    if (Object.values(found).some(Boolean)) return
    void action.run(async () => {
      await send(client, draft, { enduserId, me, rooms })
      setMessage('')
      setSubject('')
      setHtml(undefined)
      setTemplateId('')
      setAttachments([])
      setLater(false)
      setSendAt('')
      action.setNotice(draft.sendAt ? t.scheduled : t.sent)
      onSent?.()
    })
  }
  const composable = templates.records.filter((x) => !x.hideFromCompose && (!x.forChannels?.length || x.forChannels.includes(channel)))
  return (
    <Box component="form" aria-label={t.label} noValidate onSubmit={(e) => { e.preventDefault(); submit() }} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <ToggleButtonGroup size="small" exclusive value={channel} onChange={(_, v: Channel | null) => v && setChannel(v)} aria-label={t.channel}>
            {CHANNELS.map((c) => (
              <ToggleButton key={c} value={c}>
                {texts.channels[c]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField select size="small" label={t.template} value={templateId} onChange={(e) => pickTemplate(e.target.value)} sx={{ minWidth: 180, flex: 1 }}>
            <MenuItem value="">{t.noTemplate}</MenuItem>
            {composable.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t.variable} value="" onChange={(e) => insertVariable(e.target.value)} sx={{ minWidth: 180 }}>
            {t.variables.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {channel === 'Email' && (
          <TextField size="small" label={t.subject} required value={subject} onChange={(e) => { setSubject(e.target.value); clear('subject') }} error={Boolean(problems.subject)} helperText={problems.subject} inputProps={{ maxLength: 1000 }} />
        )}
        <TextField
          label={t.message}
          multiline
          minRows={3}
          value={message}
          inputRef={messageInput}
          onChange={(e) => { setMessage(e.target.value); clear('message') }}
          onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); submit() } }}
          error={Boolean(problems.message)}
          helperText={problems.message ?? (channel === 'SMS' ? t.characters(message.length, SMS_MAX) : undefined)}
          inputProps={{ maxLength: channel === 'Chat' ? 5000 : 100_000 }}
        />
        {channel === 'Chat' && (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
            <input ref={fileInput} type="file" multiple hidden onChange={(e) => attach(e.target.files)} data-testid="attachment-input" />
            <Button size="small" variant="outlined" onClick={() => fileInput.current?.click()} disabled={action.busy}>
              {t.attach}
            </Button>
            {attachments.map((a) => (
              <Chip key={a.secureName} label={a.name} onDelete={() => setAttachments((xs) => xs.filter((x) => x !== a))} />
            ))}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
          <FormControlLabel control={<Switch checked={later} onChange={(e) => { setLater(e.target.checked); clear('sendAt') }} />} label={t.sendLater} />
          {later && (
            <TextField size="small" type="datetime-local" label={t.sendAt} value={sendAt} onChange={(e) => { setSendAt(e.target.value); clear('sendAt') }} InputLabelProps={{ shrink: true }} error={Boolean(problems.sendAt)} helperText={problems.sendAt} />
          )}
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={action.busy}>
            {later ? t.schedule : t.send}
          </Button>
        </Stack>
        {action.error && (
          <Alert severity="error" onClose={() => action.setError('')}>
            {action.error}
          </Alert>
        )}
        {action.notice && !action.error && (
          <Typography role="status" variant="body2" color="text.secondary">
            {action.notice}
          </Typography>
        )}
      </Stack>
    </Box>
  )
}
