// The send box (spec 2 §2.11, §7: chats create {message, roomId, attachments}): Enter sends,
// Shift+Enter starts a new line; files chosen with 'Attach a file' (each a chip: Delete or Backspace on
// it, or its icon, takes it off) are uploaded through the records
// service's files on sending and go with the message. Whitespace alone is no message (spec 2 §5); a
// refused send keeps the text and shows the server's message. The new message shows at once (the
// created record joins the cached room; live events bring the care team's).
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Box, Button, createSvgIcon, IconButton, Stack } from '@care/ui/mui'
import { Chip, TextField, Tooltip } from '@mui/material'
import { ActionError } from '@care/ui'
import { useCareClient } from '@care/sdk/react'
import { isBlank } from '../chat-rules.ts'
import type { ChatAttachment } from '../chat-types.ts'
import { texts } from '../texts.ts'
import { uploadAttachment } from './upload-attachment.ts'

/** the message a chat carries: the text, or the attached files' names when only files are sent */
export function messageText(text: string, files: readonly { name: string }[]): string {
  return text.trim() || files.map((f) => f.name).join(', ')
}

export function Composer({ roomId, me }: { roomId: string; me: string }) {
  const client = useCareClient()
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [sending, setSending] = useState<string>()
  const [error, setError] = useState<string>()
  const picker = useRef<HTMLInputElement>(null)
  const canSend = !sending && (!isBlank(text) || files.length > 0)

  async function send(e?: FormEvent) {
    e?.preventDefault()
    if (!canSend) return
    setError(undefined)
    try {
      const attachments: ChatAttachment[] = []
      for (const file of files) {
        setSending(texts.uploading(file.name))
        attachments.push(await uploadAttachment(client, me, file))
      }
      setSending(texts.sending)
      const chat = await client.collections.chats.createOne({ roomId, message: messageText(text, files), ...(attachments.length ? { attachments } : {}) })
      client.collection('chats').addReplaceIfMatch([chat], { front: true })
      setText('')
      setFiles([])
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.unknownError)
    } finally {
      setSending(undefined)
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      void send()
    }
  }

  return (
    <Box component="form" onSubmit={send} noValidate aria-label={texts.sendBoxLabel} sx={{ p: { xs: 1, sm: 2 }, borderTop: 1, borderColor: 'divider' }}>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          {files.map((f, i) => (
            <Chip key={`${f.name}-${i}`} label={f.name} onDelete={sending ? undefined : () => setFiles((all) => all.filter((_, j) => j !== i))} sx={{ maxWidth: '100%' }} />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} alignItems="flex-end">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])]
            if (chosen.length) setFiles((all) => [...all, ...chosen])
            e.target.value = ''
          }}
        />
        <Tooltip title={texts.attach}>
          <span>
            <IconButton aria-label={texts.attach} onClick={() => picker.current?.click()} disabled={!!sending}>
              <PaperclipIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          label={texts.sendBoxLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          disabled={!!sending}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" disabled={!canSend} sx={{ flexShrink: 0 }}>
          {sending ? texts.sending : texts.send}
        </Button>
      </Stack>
      {sending && sending !== texts.sending && <Box role="status" sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>{sending}</Box>}
      <ActionError error={error} />
    </Box>
  )
}

// MUI's AttachFile icon
const PaperclipIcon = createSvgIcon(<path d="M16.5 6v11.5c0 2.21-1.79 4-4 4s-4-1.79-4-4V5a2.5 2.5 0 0 1 5 0v10.5c0 .55-.45 1-1 1s-1-.45-1-1V6H10v9.5a2.5 2.5 0 0 0 5 0V5c0-2.21-1.79-4-4-4S7 2.79 7 5v12.5c0 3.04 2.46 5.5 5.5 5.5s5.5-2.46 5.5-5.5V6h-1.5z" />, 'AttachFile')
