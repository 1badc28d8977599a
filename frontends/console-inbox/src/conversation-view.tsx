// One patient's conversation: their chats, emails and SMS in one timeline (oldest first), their
// presence, the composer; opening it marks what was unread as read (/mark-chat-room-read for rooms,
// readBy for inbound emails and SMS). A staff chat the patient has read says 'Read' (the server's
// readBy); a scheduled send says when it goes and can be cancelled (the record is deleted, so the
// service's job finds nothing to send).
import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useRecord, useRecordsById, useSession } from '@care/sdk/react'
import { ConfirmationDialog, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { Composer } from './composer.tsx'
import { isCancellable, isUnreadMessage, timelineOf, unreadInRoom, type TimelineItem } from './conversations.ts'
import { nameOf } from './people.ts'
import { PresenceDot } from './presence-dot.tsx'
import { linkTo, type InboxLocation } from './route.ts'
import { texts } from './texts.ts'

const t = texts.conversation
const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function useMarkRead(enduserId: string, me: string) {
  const client = useCareClient()
  const rooms = useCollection('chat_rooms', { filter: { enduserIds: enduserId } })
  const emails = useCollection('emails', { filter: { enduserId } })
  const sms = useCollection('sms_messages', { filter: { enduserId } })
  const done = useRef(new Set<string>())
  useEffect(() => {
    const once = (key: string) => !done.current.has(key) && Boolean(done.current.add(key))
    for (const r of rooms.records)
      if (unreadInRoom(r, me) > 0 && once(`room-${r.id}-${r.recentMessageSentAt ?? ''}`))
        void client.call('POST', '/mark-chat-room-read', { id: r.id }).then(() => client.collection('chat_rooms').modify(r.id, (x) => ({ ...x, infoForUser: { ...x.infoForUser, [me]: { ...x.infoForUser?.[me], unreadCount: 0 } } }))).catch(() => undefined)
    const readAt = new Date().toISOString()
    for (const m of emails.records)
      if (isUnreadMessage(m, me) && once(`email-${m.id}`))
        void client.collections.emails.updateOne(m.id, { readBy: { [me]: readAt } }).then((x) => client.collection('emails').replace(x)).catch(() => undefined)
    for (const m of sms.records)
      if (isUnreadMessage(m, me) && once(`sms-${m.id}`))
        void client.collections.sms_messages.updateOne(m.id, { readBy: { [me]: readAt } }).then((x) => client.collection('sms_messages').replace(x)).catch(() => undefined)
  }, [client, me, rooms.records, emails.records, sms.records])
  return { rooms, emails, sms }
}

export function PatientConversation({ enduserId, open, basePath }: { enduserId: string; open: (l: InboxLocation) => void; basePath?: string }) {
  const me = useSession().user?.id ?? ''
  const patient = useRecord('endusers', enduserId)
  const { rooms, emails, sms } = useMarkRead(enduserId, me)
  const chats = useCollection('chats', { filter: { enduserIds: enduserId } })
  const lists = [rooms, chats, emails, sms]
  const items = useMemo(() => timelineOf({ chats: chats.records, emails: emails.records, sms: sms.records }), [chats.records, emails.records, sms.records])
  const staff = useRecordsById('users', items.filter((i) => i.outbound).map((i) => i.authorId))
  const name = nameOf(patient.record, texts.list.unknownPatient)
  const failed = lists.find((l) => l.state === 'Error')
  const loading = lists.some((l) => l.state !== 'Loaded' && l.state !== 'Error')
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // a block body: Chromium's scrollIntoView answers a promise, which React would take for a cleanup
    void end.current?.scrollIntoView?.({ block: 'end' })
  }, [items.length])
  const latest = items.at(-1)
  const [cancelling, setCancelling] = useState<TimelineItem>()
  const cancel = useAction()
  const client = useCareClient()
  const confirmCancel = (item: TimelineItem) =>
    cancel.run(async () => {
      const { collection, id } = item.record
      await client.collections[collection].deleteOne(id)
      client.collection(collection).remove(id)
      setCancelling(undefined)
      cancel.setNotice(t.cancelled)
    })

  let body
  if (failed && !items.length) body = <ErrorState message={failed.error?.message} onRetry={() => lists.forEach((l) => void l.reload())} />
  else if (loading && !items.length) body = <LoadingState label={t.loading} />
  else if (!items.length) body = <EmptyState text={t.empty} />
  else
    body = (
      <Box component="ol" aria-label={t.messages} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {items.map((i) => (
          <Message key={i.key} item={i} author={i.outbound ? (i.authorId === me ? t.you : nameOf(staff.get(i.authorId ?? ''), t.you)) : name} onCancel={() => { cancel.setNotice(''); setCancelling(i) }} />
        ))}
      </Box>
    )
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Link variant="body2" {...linkTo({ view: 'inbox' }, open, basePath)} sx={{ alignSelf: 'flex-start' }}>
        {t.back}
      </Link>
      <Stack direction="row" spacing={1} alignItems="center">
        <PresenceDot person={patient.record} name={name} />
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      </Stack>
      {failed && items.length > 0 && <ErrorState message={failed.error?.message} onRetry={() => void failed.reload()} />}
      {body}
      {cancel.error && !cancelling && <Alert severity="error" onClose={() => cancel.setError('')}>{cancel.error}</Alert>}
      {cancel.notice && <Typography role="status" variant="body2" color="text.secondary">{cancel.notice}</Typography>}
      <ConfirmationDialog
        open={Boolean(cancelling)}
        title={t.cancelTitle}
        description={cancel.error || t.cancelDescription}
        confirmText={t.cancelConfirm}
        loading={cancel.busy}
        confirmColor="error"
        onConfirm={() => cancelling && confirmCancel(cancelling)}
        onCancel={() => { cancel.setError(''); setCancelling(undefined) }}
      />
      <div ref={end} />
      <Composer enduserId={enduserId} rooms={rooms.records} initialChannel={latest?.channel ?? 'Chat'} />
    </Box>
  )
}

function Message({ item, author, onCancel }: { item: TimelineItem; author: string; onCancel: () => void }) {
  return (
    <Box component="li" data-channel={item.channel} sx={{ alignSelf: item.outbound ? 'flex-end' : 'flex-start', maxWidth: { xs: '100%', sm: '80%' }, bgcolor: item.outbound ? 'primary.50' : 'grey.100', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip size="small" variant="outlined" label={texts.channels[item.channel]} />
        <Typography variant="body2" fontWeight={700}>
          {author}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when(item.at)}
        </Typography>
        {item.draft && <Chip size="small" label={t.draft} />}
      </Stack>
      {item.subject && <Typography variant="body2" fontWeight={600} sx={{ mt: 0.5 }}>{t.subject(item.subject)}</Typography>}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{item.text}</Typography>
      {item.attachments?.map((a) => (
        <Typography key={a.secureName} variant="body2">
          {t.attachment(a.name ?? a.secureName)}
        </Typography>
      ))}
      {item.scheduledFor && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="body2" color="text.secondary">
            {t.scheduled(when(item.scheduledFor))}
          </Typography>
          {isCancellable(item) && (
            <Button size="small" color="error" onClick={onCancel} aria-label={t.cancelScheduledOf(when(item.scheduledFor))}>
              {t.cancelScheduled}
            </Button>
          )}
        </Stack>
      )}
      {item.read && (
        <Typography variant="body2" color="text.secondary" data-read>
          {t.read}
        </Typography>
      )}
      {item.deliveryError && (
        <Typography variant="body2" color="error">
          {item.deliveryError}
        </Typography>
      )}
    </Box>
  )
}

