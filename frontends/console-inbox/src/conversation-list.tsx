// The inbox: every patient's conversation (chats, emails and SMS), newest first, with the unread and
// assigned-to-me filters kept in the URL (?unread=1&mine=1); paged by each collection's Load more.
import { useMemo } from 'react'
import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material'
import { useSearch, go } from '@care/remote/url'
import { useCollection, useRecordsById, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { conversationsOf, filterConversations, type ConversationFilters } from './conversations.ts'
import { nameOf } from './people.ts'
import { PresenceDot } from './presence-dot.tsx'
import { linkTo, type InboxLocation } from './route.ts'
import { texts } from './texts.ts'

const t = texts.list

export function filtersOf(search: string): ConversationFilters {
  const q = new URLSearchParams(search)
  return { unread: q.get('unread') === '1', assignedToMe: q.get('mine') === '1' }
}

function setFilter(key: 'unread' | 'mine', on: boolean) {
  const q = new URLSearchParams(window.location.search)
  if (on) q.set(key, '1')
  else q.delete(key)
  const s = q.toString()
  go(`${window.location.pathname}${s ? `?${s}` : ''}`)
}

const when = (ms: number) => (ms ? new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : '')

export function ConversationList({ open, basePath }: { open: (l: InboxLocation) => void; basePath?: string }) {
  const me = useSession().user?.id ?? ''
  const filters = filtersOf(useSearch())
  const rooms = useCollection('chat_rooms', { sort: 'newFirst' })
  const emails = useCollection('emails', { sort: 'newFirst' })
  const sms = useCollection('sms_messages', { sort: 'newFirst' })
  const lists = [rooms, emails, sms]
  const ids = useMemo(
    () => [...rooms.records.flatMap((r) => r.enduserIds ?? []), ...emails.records.map((m) => m.enduserId), ...sms.records.map((m) => m.enduserId)],
    [rooms.records, emails.records, sms.records],
  )
  const patients = useRecordsById('endusers', ids)
  const assignedPatientIds = useMemo(() => new Set([...patients.values()].filter((p) => p.assignedTo?.includes(me)).map((p) => p.id)), [patients, me])
  const all = useMemo(
    () => conversationsOf({ rooms: rooms.records, emails: emails.records, sms: sms.records, me, assignedPatientIds }),
    [rooms.records, emails.records, sms.records, me, assignedPatientIds],
  )
  const shown = filterConversations(all, filters)
  const failed = lists.find((l) => l.state === 'Error')
  const loading = lists.some((l) => l.state !== 'Loaded' && l.state !== 'Error')
  const hasMore = lists.some((l) => l.hasMore)

  let body
  if (failed && !all.length) body = <ErrorState message={failed.error?.message} onRetry={() => lists.forEach((l) => void l.reload())} />
  else if (loading && !all.length) body = <LoadingState label={t.loading} />
  else if (!shown.length) body = <EmptyState text={all.length ? t.emptyFiltered : t.empty} />
  else
    body = (
      <List aria-label={t.heading} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {shown.map((c) => {
          const patient = patients.get(c.enduserId)
          const name = nameOf(patient, t.unknownPatient)
          return (
            <ListItem key={c.enduserId} disablePadding>
              <ListItemButton component="a" {...linkTo({ view: 'patient', enduserId: c.enduserId }, open, basePath)} divider data-conversation={c.enduserId} sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                <Box sx={{ pt: 0.75 }}>
                  <PresenceDot person={patient} name={name} />
                </Box>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} alignItems="baseline" sx={{ minWidth: 0 }}>
                      <Typography component="span" data-name sx={{ fontWeight: c.unread ? 700 : 400, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {name}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: 'none' }}>
                        {when(c.lastAt)}
                      </Typography>
                    </Stack>
                  }
                  secondary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
                      <Chip component="span" size="small" variant="outlined" label={texts.channels[c.channel]} />
                      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1, minWidth: 0 }}>
                        {c.preview || t.noMessages}
                      </Box>
                    </Box>
                  }
                  secondaryTypographyProps={{ component: 'span' }}
                  sx={{ minWidth: 0, m: 0 }}
                />
                {c.unread > 0 && <UnreadCount n={c.unread} />}
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
        <Stack direction="row" spacing={1} role="group" aria-label={t.filters}>
          <Chip label={t.unread} clickable color={filters.unread ? 'primary' : 'default'} variant={filters.unread ? 'filled' : 'outlined'} aria-pressed={filters.unread} onClick={() => setFilter('unread', !filters.unread)} />
          <Chip label={t.assignedToMe} clickable color={filters.assignedToMe ? 'primary' : 'default'} variant={filters.assignedToMe ? 'filled' : 'outlined'} aria-pressed={filters.assignedToMe} onClick={() => setFilter('mine', !filters.assignedToMe)} />
        </Stack>
      </Stack>
      {failed && all.length > 0 && <ErrorState message={failed.error?.message} onRetry={() => void failed.reload()} />}
      {body}
      {hasMore && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" disabled={loading} onClick={() => lists.filter((l) => l.hasMore).forEach((l) => void l.loadMore())}>
            {t.loadMore}
          </Button>
        </Box>
      )}
    </Box>
  )
}

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

function UnreadCount({ n }: { n: number }) {
  return (
    <Box component="span" data-unread={n} sx={{ mt: 0.5, flex: 'none', minWidth: 22, height: 22, px: 0.75, borderRadius: 11, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <span aria-hidden>{n > 99 ? '99+' : n}</span>
      <Box component="span" sx={HIDDEN}>
        {t.unreadCount(n)}
      </Box>
    </Box>
  )
}
