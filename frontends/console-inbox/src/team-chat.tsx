// Team (internal) chat: the rooms of staff without a patient, newest first; a room's messages with
// its members' presence; a new room with a title and members. Opening a room marks it read.
import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Autocomplete, Box, Button, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, FormDialog, LoadingState } from '@care/ui'
import { isTeamRoom, roomTime, unreadInRoom } from './conversations.ts'
import { nameOf } from './people.ts'
import { PresenceDot } from './presence-dot.tsx'
import { linkTo, type InboxLocation } from './route.ts'
import { texts } from './texts.ts'

const t = texts.team
const when = (ms: number) => (ms ? new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '')

export function TeamChat({ roomId, open, basePath }: { roomId?: string; open: (l: InboxLocation) => void; basePath?: string }) {
  const me = useSession().user?.id ?? ''
  const rooms = useCollection('chat_rooms', { filter: { type: 'internal' }, sort: 'newFirst' })
  const users = useCollection('users')
  const team = useMemo(() => rooms.records.filter(isTeamRoom).sort((a, b) => roomTime(b) - roomTime(a)), [rooms.records])
  const [creating, setCreating] = useState(false)
  const current = team.find((r) => r.id === roomId)
  let list
  if (rooms.state === 'Error' && !team.length) list = <ErrorState message={rooms.error?.message} onRetry={() => void rooms.reload()} />
  else if (rooms.state !== 'Loaded' && !team.length) list = <LoadingState label={t.loading} />
  else if (!team.length) list = <EmptyState text={t.empty} />
  else
    list = (
      <List aria-label={t.heading} dense sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {team.map((r) => {
          const unread = unreadInRoom(r, me)
          const title = r.title || t.untitled
          return (
            <ListItem key={r.id} disablePadding>
              <ListItemButton component="a" selected={r.id === roomId} aria-current={r.id === roomId ? 'page' : undefined} {...linkTo({ view: 'team', roomId: r.id }, open, basePath)} divider>
                <ListItemText
                  primary={<span style={{ fontWeight: unread ? 700 : 400 }}>{unread ? `${title} (${unread})` : title}</span>}
                  secondary={`${r.recentMessage ?? ''}${r.recentMessageSentAt ? ` · ${when(r.recentMessageSentAt)}` : ''}`}
                  secondaryTypographyProps={{ noWrap: true }}
                />
              </ListItemButton>
            </ListItem>
          )
        })}
      </List>
    )
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t.heading}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t.create}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 1fr) minmax(0, 2fr)' } }}>
        <Box sx={{ minWidth: 0 }}>{list}</Box>
        <Box sx={{ minWidth: 0 }}>{current ? <TeamRoom room={current} users={users.records} me={me} /> : team.length > 0 && <EmptyState text={t.pick} />}</Box>
      </Box>
      {creating && <NewRoomDialog users={users.records} me={me} onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); open({ view: 'team', roomId: id }) }} />}
    </Box>
  )
}

interface Person {
  id: string
  fname?: string
  lname?: string
  email?: string
  lastActive?: string
  lastLogout?: string
}

function TeamRoom({ room, users, me }: { room: { id: string; title?: string; userIds?: readonly string[]; infoForUser?: Record<string, { unreadCount?: number }>; recentMessageSentAt?: number }; users: readonly Person[]; me: string }) {
  const client = useCareClient()
  const chats = useCollection('chats', { filter: { roomId: room.id } })
  const byId = useMemo(() => new Map(users.map((u) => [u.id, u])), [users])
  const [message, setMessage] = useState('')
  const [problem, setProblem] = useState('')
  const action = useAction()
  const marked = useRef('')
  useEffect(() => {
    const key = `${room.id}-${room.recentMessageSentAt ?? ''}`
    if (unreadInRoom(room, me) > 0 && marked.current !== key) {
      marked.current = key
      void client.call('POST', '/mark-chat-room-read', { id: room.id }).then(() => client.collection('chat_rooms').modify(room.id, (x) => ({ ...x, infoForUser: { ...x.infoForUser, [me]: { ...x.infoForUser?.[me], unreadCount: 0 } } }))).catch(() => undefined)
    }
  }, [client, room, me])
  const ordered = [...chats.records].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
  const submit = () => {
    if (!message.trim()) return setProblem(texts.composer.blank)
    void action.run(async () => {
      const saved = await client.collections.chats.createOne({ roomId: room.id, message })
      client.collection('chats').addReplaceIfMatch([saved])
      setMessage('')
    })
  }
  const title = room.title || t.untitled
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap aria-label={t.members} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(room.userIds ?? []).map((id) => {
          const name = nameOf(byId.get(id), id)
          return (
            <Stack key={id} component="li" direction="row" spacing={0.75} alignItems="center">
              <PresenceDot person={byId.get(id)} name={name} />
              <Typography variant="body2">{name}</Typography>
            </Stack>
          )
        })}
      </Stack>
      {chats.state === 'Error' && !ordered.length ? (
        <ErrorState message={chats.error?.message} onRetry={() => void chats.reload()} />
      ) : chats.state !== 'Loaded' && !ordered.length ? (
        <LoadingState label={texts.conversation.loading} />
      ) : !ordered.length ? (
        <EmptyState text={texts.conversation.empty} />
      ) : (
        <Box component="ol" aria-label={texts.conversation.messages} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {ordered.map((c) => (
            <Box component="li" key={c.id} sx={{ alignSelf: c.senderId === me ? 'flex-end' : 'flex-start', maxWidth: { xs: '100%', sm: '80%' }, bgcolor: 'grey.100', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 1 }}>
              <Typography variant="body2" fontWeight={700}>
                {c.senderId === me ? texts.conversation.you : nameOf(byId.get(c.senderId ?? ''), '')} <Typography component="span" variant="body2" color="text.secondary">{when(Date.parse(c.createdAt))}</Typography>
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.message}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" aria-label={texts.composer.label} onSubmit={(e) => { e.preventDefault(); submit() }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={texts.composer.message}
          multiline
          minRows={2}
          value={message}
          onChange={(e) => { setMessage(e.target.value); setProblem('') }}
          onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); submit() } }}
          error={Boolean(problem)}
          helperText={problem}
          inputProps={{ maxLength: 5000 }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={action.busy}>
          {texts.composer.send}
        </Button>
      </Box>
      {action.error && <Alert severity="error">{action.error}</Alert>}
    </Box>
  )
}

function NewRoomDialog({ users, me, onClose, onCreated }: { users: readonly Person[]; me: string; onClose: () => void; onCreated: (id: string) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const [members, setMembers] = useState<Person[]>([])
  const action = useAction()
  const others = users.filter((u) => u.id !== me)
  const create = () =>
    void action.run(async () => {
      const room = await client.collections.chat_rooms.createOne({ type: 'internal', title: title.trim() || undefined, userIds: [me, ...members.map((m) => m.id)] })
      client.collection('chat_rooms').addReplaceIfMatch([room])
      onCreated(room.id)
    })
  return (
    <FormDialog titleId="new-team-chat-title" title={t.createTitle} onClose={onClose} onSubmit={create} submitLabel={texts.create} submitting={action.busy} submitDisabled={!members.length} error={action.error || undefined}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t.title} value={title} onChange={(e) => setTitle(e.target.value)} inputProps={{ maxLength: 100 }} />
        <Autocomplete
          multiple
          options={others}
          value={members}
          onChange={(_, v) => setMembers(v)}
          getOptionLabel={(u) => nameOf(u, u.id)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t.members} required helperText={members.length ? undefined : t.membersRequired} />}
        />
      </Stack>
    </FormDialog>
  )
}
