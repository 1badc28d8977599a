// One message: the patient's own on the right in the theme's colour, the care team's on the left with
// the sender's name (from the room's display info); its time, its attachments, and 'Read' under the
// patient's latest message someone else has read (read state arrives live: chat_rooms' unread
// counts, chats' readBy).
import { Box, Stack, Typography } from '@care/ui/mui'
import { nameOf, sentAt } from '../chat-rules.ts'
import type { ChatLike, DisplayInfoById } from '../chat-types.ts'
import { clockTime } from '../format.ts'
import { texts } from '../texts.ts'
import { AttachmentLink } from './attachment-link.tsx'

export function MessageBubble({ chat, me, people, showRead }: { chat: ChatLike; me: string; people: DisplayInfoById; showRead: boolean }) {
  const own = chat.senderId === me
  const sender = own ? texts.you : nameOf(chat.senderId ? people[chat.senderId] : undefined) || texts.careTeam
  const at = sentAt(chat)
  return (
    <Box component="li" data-own={own ? 'true' : 'false'} sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', mb: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        {sender}{at ? ` · ${clockTime(at)}` : ''}
      </Typography>
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'grey.200',
          color: own ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {chat.message && <Typography variant="body1" component="p" sx={{ m: 0, color: 'inherit' }}>{chat.message}</Typography>}
        {!!chat.attachments?.length && (
          <Stack spacing={0.5} sx={{ mt: chat.message ? 1 : 0 }}>
            {chat.attachments.map((a, i) => <AttachmentLink key={`${a.secureName}-${i}`} attachment={a} />)}
          </Stack>
        )}
      </Box>
      {own && showRead && <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>{texts.read}</Typography>}
    </Box>
  )
}
