// My Events at /events (the list) and /events/{id} (one event), spec 2 §2.1, §2.10.
import { Box } from '@care/ui/mui'
import { usePathname } from '@care/remote/url'
import { eventIdOf } from './event-rules.ts'
import { EventDetail } from './detail/event-detail.tsx'
import { EventsList } from './list/events-list.tsx'
import { useLiveUpdates } from './use-live-updates.ts'

export function EventsPage({ navigate }: { navigate: (url: string) => void }) {
  useLiveUpdates()
  const id = eventIdOf(usePathname())
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, minWidth: 0 }}>
      {id ? <EventDetail key={id} eventId={id} navigate={navigate} /> : <EventsList navigate={navigate} />}
    </Box>
  )
}
