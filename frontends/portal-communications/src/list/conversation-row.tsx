// One room in 'Your Conversations': its title, the last message, when, and the patient's unread
// badge (spec 2 §2.11, §9: at most 9, then '9+'). The whole row is one link to the room.
import { Box, ListItem, ListItemButton, ListItemText, Typography } from '@care/ui/mui'
import { Badge } from '@mui/material'
import { inAppLink } from '@care/remote/url'
import { badgeText, isEnded, roomUrl, unreadCount } from '../chat-rules.ts'
import type { ChatRoomLike } from '../chat-types.ts'
import { listWhen } from '../format.ts'
import { texts } from '../texts.ts'

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: -1, p: 0, border: 0 } as const

const lastActivity = (room: ChatRoomLike): number | undefined => {
  const v = room.recentMessageSentAt ?? room.updatedAt
  const t = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN
  return Number.isNaN(t) ? undefined : t
}

export function ConversationRow({ room, me, navigate }: { room: ChatRoomLike; me: string; navigate: (url: string) => void }) {
  const unread = unreadCount(room, me)
  const badge = badgeText(unread)
  const when = lastActivity(room)
  const title = room.title?.trim() || texts.untitled
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" {...inAppLink(roomUrl(room.id), () => navigate(roomUrl(room.id)))} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <ListItemText
          primary={title}
          secondary={room.recentMessage?.trim() || texts.noMessagesYet}
          slotProps={{
            primary: { sx: { overflowWrap: 'anywhere', fontWeight: unread ? 700 : undefined } },
            secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' } },
          }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, flexShrink: 0, pt: 0.5 }}>
          {when !== undefined && <Typography variant="caption" color="text.secondary">{listWhen(when)}</Typography>}
          {isEnded(room) && <Typography variant="caption" color="text.secondary">{texts.endedBadge}</Typography>}
          {badge && (
            <>
              <Badge badgeContent={badge} color="primary" data-testid="unread-badge" sx={{ mr: 1.5, mt: 0.5 }} aria-hidden="true"><span /></Badge>
              {/* what the badge says, for screen readers: part of the link's name, after what it shows */}
              <Box component="span" sx={VISUALLY_HIDDEN}>{texts.unread(badge)}</Box>
            </>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  )
}
