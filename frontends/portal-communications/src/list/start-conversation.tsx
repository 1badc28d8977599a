// 'Start Conversation' (spec 2 §2.11): offered only when the organization allows patients to start
// chats (portalSettings.communication.allowEnduserInitiatedChat). Subject and message are both
// required (whitespace alone is empty, spec 2 §5); the subject starts as the organization's
// enduserInitiatedChatDefaultSubject, else 'The {name} Team'. The room is created with the patient in
// it and the care team assigned to them, then the first message; the patient lands in the room.
import { useId, useState } from 'react'
import { Button, Stack } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { FormDialog, TextInput, submitDisabled } from '@care/ui'
import { useCareClient, useSession } from '@care/sdk/react'
import { isBlank, roomUrl } from '../chat-rules.ts'
import { texts } from '../texts.ts'

export interface StartConversationProps {
  subject: string
  navigate: (url: string) => void
}

export function StartConversation({ subject: initialSubject, navigate }: StartConversationProps) {
  const client = useCareClient()
  const { enduser } = useSession()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [subject, setSubject] = useState(initialSubject)
  const [message, setMessage] = useState('')
  const [touched, setTouched] = useState({ subject: false, message: false })
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  if (!enduser) return null
  const valid = !isBlank(subject) && !isBlank(message)

  function openDialog() {
    setSubject(initialSubject)
    setMessage('')
    setTouched({ subject: false, message: false })
    setError(undefined)
    setOpen(true)
  }

  async function start() {
    setTouched({ subject: true, message: true })
    if (!valid || !enduser) return
    setSubmitting(true)
    setError(undefined)
    try {
      const room = await client.collections.chat_rooms.createOne({ title: subject.trim(), type: 'external', enduserIds: [enduser.id], userIds: [...(enduser.assignedTo ?? [])] })
      client.collection('chat_rooms').addReplaceIfMatch([room], { front: true })
      const chat = await client.collections.chats.createOne({ roomId: room.id, message: message.trim() })
      client.collection('chats').addReplaceIfMatch([chat], { front: true })
      setOpen(false)
      navigate(roomUrl(room.id))
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : texts.unknownError)
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
      <Button variant="contained" onClick={openDialog}>{texts.startConversation}</Button>
      <FormDialog
        open={open}
        onClose={() => !submitting && setOpen(false)}
        titleId={titleId}
        title={texts.startConversation}
        onSubmit={() => void start()}
        submitLabel={texts.startConversation}
        submittingLabel={texts.starting}
        submitting={submitting}
        submitDisabled={submitDisabled({ valid, submitting })}
        error={error}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            label={texts.subject}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, subject: true }))}
            required
            fullWidth
            inputProps={{ maxLength: 100 }}
            error={touched.subject && isBlank(subject)}
            helperText={touched.subject && isBlank(subject) ? texts.subjectRequired : undefined}
          />
          <TextField
            label={texts.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, message: true }))}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 5000 } }}
            error={touched.message && isBlank(message)}
            helperText={touched.message && isBlank(message) ? texts.messageRequired : undefined}
          />
        </Stack>
      </FormDialog>
    </>
  )
}
