// 'Your Conversations' (spec 2 §2.11): the patient's open rooms, most recently updated first, each
// with its unread badge; ended rooms after them under their own heading (still readable, never
// writable). Empty: 'Your conversations will appear here'. 'Start Conversation' when the
// organization allows it.
import { Box, List, Paper, Stack, Typography } from '@care/ui/mui'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { useSession } from '@care/sdk/react'
import { communicationSettings, conversations, defaultSubject } from '../chat-rules.ts'
import type { ChatRoomLike } from '../chat-types.ts'
import { texts } from '../texts.ts'
import { notDeployed, useRooms } from '../use-chat-data.ts'
import { ConversationRow } from './conversation-row.tsx'
import { StartConversation } from './start-conversation.tsx'

export interface ConversationsListProps {
  navigate: (url: string) => void
  /** the organization the portal is branded for (its name and portalSettings.communication) */
  org?: { name?: string }
}

function Rooms({ rooms, me, navigate, label }: { rooms: readonly ChatRoomLike[]; me: string; navigate: (url: string) => void; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {rooms.map((room) => <ConversationRow key={room.id} room={room} me={me} navigate={navigate} />)}
    </List>
  )
}

export function ConversationsList({ navigate, org }: ConversationsListProps) {
  const { enduser } = useSession()
  const rooms = useRooms()
  const settings = communicationSettings(org)
  if (!enduser) return null
  const { open, ended } = conversations(rooms.records, enduser.id)
  const loaded = rooms.state === 'Loaded'
  const unavailable = rooms.state === 'Error' && notDeployed(rooms.error)
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1">{texts.title}</Typography>
        {settings?.allowEnduserInitiatedChat === true && !unavailable && (
          <StartConversation subject={defaultSubject(settings, texts.teamSubject(org?.name ?? ''))} navigate={navigate} />
        )}
      </Stack>
      {unavailable && <EmptyState text={texts.unavailable} />}
      {!unavailable && (rooms.state === 'Unloaded' || rooms.state === 'Fetching') && <LoadingState />}
      {!unavailable && rooms.state === 'Error' && <ErrorState message={texts.listFailed} onRetry={rooms.reload} />}
      {loaded && open.length === 0 && ended.length === 0 && <EmptyState text={texts.empty} />}
      {loaded && open.length > 0 && (
        <Paper sx={{ mb: 2 }}>
          <Rooms rooms={open} me={enduser.id} navigate={navigate} label={texts.title} />
        </Paper>
      )}
      {loaded && ended.length > 0 && (
        <Paper component="section" aria-labelledby="conversations-ended" sx={{ pt: 1 }}>
          <Typography id="conversations-ended" variant="h6" component="h2" sx={{ px: 2 }}>{texts.endedConversations}</Typography>
          <Rooms rooms={ended} me={enduser.id} navigate={navigate} label={texts.endedConversations} />
        </Paper>
      )}
    </Box>
  )
}
