// The top bar's notifications (issue #26): a bell with the signed-in staff member's unread count,
// their notifications newest first (live, like every cached collection), one marked read when
// opened, and 'Mark all as read' (POST /notifications/bulk-update { action: 'read' }).
import { useEffect, useState } from 'react'
import { Badge, Box, Button, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Typography, createSvgIcon } from '@mui/material'
import { useAction, useCareClient, useCollection, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'

const BellIcon = createSvgIcon(<path d="M12 22c1.1 0 2-.9 2-2h-4a2 2 0 0 0 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />, 'Notifications')

export const notificationTexts = {
  bell: 'Notifications',
  bellWithCount: (n: number) => `Notifications, ${n} unread`,
  loading: 'Loading notifications',
  empty: 'No notifications',
  markAllRead: 'Mark all as read',
}
const t = notificationTexts

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })

export function NotificationsBell() {
  const client = useCareClient()
  const me = useSession().user?.id
  const query = { filter: { userId: me }, sort: 'newFirst' } as const
  // loaded here rather than by the hook, so an answer the cache cannot take never becomes an
  // unhandled rejection in the shell: the bell stays empty, every area still works
  const list = useCollection('user_notifications', { ...query, enabled: false })
  useEffect(() => {
    if (me) client.collection('user_notifications').load({ filter: { userId: me }, sort: 'newFirst' }).catch((e: unknown) => console.warn('notifications could not be loaded', e))
  }, [client, me])
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const action = useAction()
  const unread = list.records.filter((n) => !n.read).length
  const markRead = (id: string) =>
    void action.run(async () => {
      const saved = await client.collections.user_notifications.updateOne(id, { read: true })
      client.collection('user_notifications').replace(saved)
    })
  const markAll = () =>
    void action.run(async () => {
      await client.call('POST', '/notifications/bulk-update', { action: 'read' })
      for (const n of list.records) if (!n.read) client.collection('user_notifications').update(n.id, { read: true })
    })
  let body
  if (list.state === 'Error' && !list.records.length) body = <ErrorState message={list.error?.message} onRetry={() => void list.reload()} />
  else if (list.state !== 'Loaded' && !list.records.length) body = <LoadingState label={t.loading} />
  else if (!list.records.length) body = <EmptyState text={t.empty} />
  else
    body = (
      <List dense aria-label={t.bell} sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {list.records.map((n) => (
          <ListItem key={n.id} disablePadding>
            <ListItemButton onClick={() => !n.read && markRead(n.id)} divider data-read={n.read ? 'true' : 'false'}>
              <ListItemText primary={n.message} secondary={when(n.createdAt)} primaryTypographyProps={{ fontWeight: n.read ? 400 : 700, sx: { overflowWrap: 'anywhere' } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    )
  return (
    <>
      <IconButton color="inherit" aria-label={unread ? t.bellWithCount(unread) : t.bell} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" max={99}>
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }} slotProps={{ paper: { role: 'dialog', 'aria-label': t.bell, sx: { width: { xs: 'calc(100vw - 32px)', sm: 360 } } } as object }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {t.bell}
          </Typography>
          <Button size="small" onClick={markAll} disabled={!unread || action.busy}>
            {t.markAllRead}
          </Button>
        </Box>
        {action.error && (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2 }}>
            {action.error}
          </Typography>
        )}
        {body}
      </Popover>
    </>
  )
}
