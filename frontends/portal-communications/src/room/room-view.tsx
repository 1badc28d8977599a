// A conversation at /communications/{roomId} (spec 2 §2.11): its title, the messages with date
// headers, and the send box — or 'This conversation has been ended' instead of it once the room has
// ended (spec 2 §4). A group chat first asks for a display name. The room is marked read on opening
// and while open. A room the patient cannot read (not theirs, deleted) says so.
import { Alert, Box, Button, Paper, Typography } from '@care/ui/mui'
import { ErrorState, LoadingState } from '@care/ui'
import { useSession } from '@care/sdk/react'
import { inAppLink } from '@care/remote/url'
import { BASE_PATH, isEnded, needsDisplayName } from '../chat-rules.ts'
import type { ChatRoomLike } from '../chat-types.ts'
import { texts } from '../texts.ts'
import { useChats, useRoom } from '../use-chat-data.ts'
import { useDisplayInfo } from '../use-display-info.ts'
import { Composer } from './composer.tsx'
import { DisplayNameGate } from './display-name-gate.tsx'
import { MessageList } from './message-list.tsx'
import { useMarkRead } from './use-mark-read.ts'

function Messages({ room, me }: { room: ChatRoomLike; me: string }) {
  const roomId = room.id
  const ended = isEnded(room)
  const chats = useChats(roomId)
  const senders = [...new Set(chats.records.flatMap((c) => (c.senderId && c.senderId !== me ? [c.senderId] : [])))]
  const people = useDisplayInfo(roomId, senders)
  return (
    <Paper sx={{ display: 'flex', flexDirection: 'column' }}>
      {(chats.state === 'Unloaded' || chats.state === 'Fetching') && <LoadingState />}
      {chats.state === 'Error' && <ErrorState message={texts.messagesFailed} onRetry={chats.reload} />}
      {chats.state === 'Loaded' && chats.records.length === 0 && !ended && <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>{texts.noMessages}</Typography>}
      {chats.state === 'Loaded' && chats.records.length > 0 && <MessageList chats={chats.records} room={room} me={me} people={people} hasMore={chats.hasMore} onLoadEarlier={() => void chats.loadMore()} />}
      {ended
        ? <Alert severity="info" sx={{ m: { xs: 1, sm: 2 } }}>{texts.ended}</Alert>
        : <Composer roomId={roomId} me={me} />}
    </Paper>
  )
}

export function RoomView({ roomId, navigate }: { roomId: string; navigate: (url: string) => void }) {
  const { enduser } = useSession()
  const room = useRoom(roomId)
  const gated = !!room.record && needsDisplayName(room.record, enduser)
  useMarkRead(room.record, enduser?.id ?? '', !!enduser && !!room.record && !gated)
  if (!enduser) return null
  const missing = room.state === 'Error' && [403, 404].includes((room.error as { status?: number } | undefined)?.status ?? 0)
  return (
    <Box>
      <Button component="a" {...inAppLink(BASE_PATH, () => navigate(BASE_PATH))} sx={{ mb: 1, ml: -1 }}>{texts.back}</Button>
      {(room.state === 'Unloaded' || room.state === 'Fetching') && <LoadingState />}
      {room.state === 'Error' && (missing ? <Typography role="alert" sx={{ p: 3 }}>{texts.roomMissing}</Typography> : <ErrorState message={texts.roomFailed} />)}
      {room.record && (
        <>
          <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>{room.record.title?.trim() || texts.untitled}</Typography>
          {gated
            ? <DisplayNameGate enduser={enduser} />
            : <Messages room={room.record} me={enduser.id} />}
        </>
      )}
    </Box>
  )
}
