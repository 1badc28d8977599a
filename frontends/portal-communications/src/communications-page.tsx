// Communications at /communications ('Your Conversations') and /communications/{roomId} (a room),
// spec 2 §2.1, §2.11. The page runs the live socket while open.
import { Box } from '@care/ui/mui'
import { usePathname } from '@care/remote/url'
import { roomIdOf } from './chat-rules.ts'
import { ConversationsList } from './list/conversations-list.tsx'
import { RoomView } from './room/room-view.tsx'
import { useLiveUpdates } from './use-live-updates.ts'

export function CommunicationsPage({ navigate, org }: { navigate: (url: string) => void; org?: { name?: string } }) {
  useLiveUpdates()
  const roomId = roomIdOf(usePathname())
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, minWidth: 0 }}>
      {roomId ? <RoomView key={roomId} roomId={roomId} navigate={navigate} /> : <ConversationsList navigate={navigate} org={org} />}
    </Box>
  )
}
