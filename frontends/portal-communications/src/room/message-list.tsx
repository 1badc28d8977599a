// A room's messages oldest first (spec 2 §2.11): a date header before the first message and before
// each one sent more than 10 minutes after the one before; the newest page first with 'Load earlier
// messages' for the rest. The list is a live region (role="log"), so a screen reader hears a new
// message, and it keeps the newest message in view as messages arrive. The log is the scrolling box
// itself (focusable, so a keyboard scrolls it); the messages inside it stay a list.
import { Fragment, useEffect, useRef } from 'react'
import { Box, Button, Typography } from '@care/ui/mui'
import { latestReadOwn, needsDateHeader, sentAt } from '../chat-rules.ts'
import type { ChatLike, ChatRoomLike, DisplayInfoById } from '../chat-types.ts'
import { headerWhen } from '../format.ts'
import { texts } from '../texts.ts'
import { MessageBubble } from './message-bubble.tsx'

export interface MessageListProps {
  chats: readonly ChatLike[]
  room: ChatRoomLike
  me: string
  people: DisplayInfoById
  hasMore: boolean
  onLoadEarlier: () => void
}

export function MessageList({ chats, room, me, people, hasMore, onLoadEarlier }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const newest = chats.at(-1)?.id
  useEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [newest])
  // 'Read' under the patient's latest message someone else has read
  const lastRead = latestReadOwn(chats, room, me)
  return (
    <Box ref={scroller} tabIndex={0} aria-label={texts.messagesLabel} role="log" sx={{ maxHeight: { xs: '55vh', sm: '60vh' }, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1, '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } }}>
      {hasMore && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={onLoadEarlier}>{texts.loadEarlier}</Button>
        </Box>
      )}
      <Box component="ol" sx={{ m: 0, p: 0 }}>
        {chats.map((chat, i) => (
          <Fragment key={chat.id}>
            {needsDateHeader(chats[i - 1], chat) && sentAt(chat) > 0 && (
              <Box component="li" data-date-header sx={{ listStyle: 'none', textAlign: 'center', my: 1.5 }}>
                <Typography variant="caption" color="text.secondary" component="span">{headerWhen(sentAt(chat))}</Typography>
              </Box>
            )}
            <MessageBubble chat={chat} me={me} people={people} showRead={chat.id === lastRead} />
          </Fragment>
        ))}
      </Box>
    </Box>
  )
}
