// An event's sections (spec 2 §2.10): Attachments (each downloaded as Documents does, through a
// download link of its secure name; a failure shows its message, spec 2 §8), Tasks (each with 'Mark
// Complete', one-way: completedAt is set and never unset, spec 2 §4), Forms (each opens
// /documents/forms/{accessCode}) and Content (each opens /content/{id}). A section without items is
// not shown.
import { useState, type ReactNode } from 'react'
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { useCareClient, useCollection, useRecord, useSession } from '@care/sdk/react'
import { startDownload } from '@care/ui'
import { contentUrl, formUrl } from '../event-rules.ts'
import type { CalendarEventLike, EventAttachment } from '../event-types.ts'
import { appLink } from '../list/events-list.tsx'
import { texts } from '../texts.ts'

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : texts.unknownError)

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={id} variant="h6" component="h2">{title}</Typography>
      {children}
    </Paper>
  )
}

function AttachmentItem({ attachment }: { attachment: EventAttachment }) {
  const client = useCareClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const name = attachment.displayName || texts.attachment
  async function download() {
    setBusy(true)
    setError(undefined)
    try {
      const { downloadURL } = await client.call<{ downloadURL: string }>('GET', '/file-download-URL', { secureName: attachment.secureName })
      startDownload(downloadURL, name)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => void download()} disabled={busy} aria-label={texts.downloadAttachment(name)}>
        <ListItemText primary={name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
      </ListItemButton>
      {error && <Typography role="alert" color="error" variant="body2" sx={{ px: 2 }}>{error}</Typography>}
    </ListItem>
  )
}

function TaskItem({ taskId }: { taskId: string }) {
  const client = useCareClient()
  const task = useRecord('enduser_tasks', taskId).record
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!task) return null
  async function complete() {
    setBusy(true)
    setError(undefined)
    try {
      const updated = await client.collectionApi('enduser_tasks').updateOne(taskId, { completedAt: new Date().toISOString() })
      client.collection('enduser_tasks').replace(updated)
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ListItem sx={{ display: 'block', px: { xs: 0, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ListItemText primary={task.title || texts.task} secondary={task.description} sx={{ flex: '1 1 180px' }} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
        {task.completedAt
          ? <Typography color="success.main" sx={{ fontWeight: 600 }}>{texts.completed}</Typography>
          : <Button variant="outlined" onClick={() => void complete()} disabled={busy} aria-label={`${texts.markComplete}: ${task.title || texts.task}`}>{busy ? texts.completing : texts.markComplete}</Button>}
      </Box>
      {error && <Typography role="alert" color="error" variant="body2">{error}</Typography>}
    </ListItem>
  )
}

function FormItems({ forms, navigate }: { forms: NonNullable<CalendarEventLike['enduserFormResponses']>; navigate: (url: string) => void }) {
  const { enduser } = useSession()
  // the same cached query Documents and Home read: a form's title and whether it was submitted
  const responses = useCollection('form_responses', { filter: { enduserId: enduser?.id }, enabled: !!enduser })
  const byCode = new Map(responses.records.map((r) => [r.accessCode, r]))
  return (
    <List>
      {forms.map((f) => {
        const response = byCode.get(f.accessCode)
        return (
          <ListItem key={f.accessCode} disablePadding>
            <ListItemButton component="a" {...appLink(formUrl(f.accessCode), navigate)}>
              <ListItemText primary={response?.formTitle || texts.form} secondary={response ? (response.submittedAt ? texts.formSubmitted : texts.formOutstanding) : undefined} />
            </ListItemButton>
          </ListItem>
        )
      })}
    </List>
  )
}

function ContentItem({ id, navigate }: { id: string; navigate: (url: string) => void }) {
  const item = useRecord('managed_content_records', id).record
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" {...appLink(contentUrl(id), navigate)}>
        <ListItemText primary={item?.title || texts.contentItem} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
      </ListItemButton>
    </ListItem>
  )
}

export function EventSections({ event, navigate }: { event: CalendarEventLike; navigate: (url: string) => void }) {
  const { enduser } = useSession()
  const attachments = event.attachments ?? []
  // the patient's own tasks and forms of a group event
  const mine = <T extends { enduserId?: string }>(items: readonly T[] | undefined) => (items ?? []).filter((i) => !i.enduserId || i.enduserId === enduser?.id)
  const tasks = mine(event.enduserTasks)
  const forms = mine(event.enduserFormResponses)
  const content = event.sharedContentIds ?? []
  return (
    <>
      {attachments.length > 0 && (
        <Section id="event-attachments" title={texts.attachments}>
          <List>{attachments.map((a, i) => <AttachmentItem key={`${a.secureName}-${i}`} attachment={a} />)}</List>
        </Section>
      )}
      {tasks.length > 0 && (
        <Section id="event-tasks" title={texts.tasks}>
          <List>{tasks.map((t) => <TaskItem key={t.id} taskId={t.id} />)}</List>
        </Section>
      )}
      {forms.length > 0 && (
        <Section id="event-forms" title={texts.forms}>
          <FormItems forms={forms} navigate={navigate} />
        </Section>
      )}
      {content.length > 0 && (
        <Section id="event-content" title={texts.content}>
          <List>{content.map((id) => <ContentItem key={id} id={id} navigate={navigate} />)}</List>
        </Section>
      )}
    </>
  )
}
