// An event's facts (spec 2 §2.10): date, time, provider(s) — unless the event hides the care team from
// the portal (portalSettings.hideUsers) — the location's title, address and phone, the free-text
// location, URL, phone, notes and description. Only what the event has is shown.
import { useEffect, useState, type ReactNode } from 'react'
import { Box, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useCareClient, useRecord } from '@care/sdk/react'
import { providerIds, safeHttpUrl } from '../event-rules.ts'
import type { CalendarEventLike } from '../event-types.ts'
import { eventDate, timeRange } from '../format.ts'
import { texts } from '../texts.ts'

interface DisplayInfo {
  id: string
  fname?: string
  lname?: string
  displayName?: string
}
const nameOf = (u: DisplayInfo) => u.displayName || [u.fname, u.lname].filter(Boolean).join(' ') || texts.teamMember

/** the care team members' names (GET /user-display-info), in the event's order */
function useProviderNames(ids: readonly string[]): string[] | undefined {
  const client = useCareClient()
  const key = ids.join(',')
  const [names, setNames] = useState<string[]>()
  useEffect(() => {
    if (!key) return
    let live = true
    const wanted = key.split(',')
    Promise.all(wanted.map((id) => client.api.userDisplayInfo({ id }).catch(() => [] as DisplayInfo[])))
      .then((answers) => {
        const byId = new Map(answers.flat().map((u) => [u.id, u]))
        if (live) setNames(wanted.map((id) => (byId.has(id) ? nameOf(byId.get(id)!) : texts.teamMember)))
      })
    return () => {
      live = false
    }
  }, [client, key])
  return key ? names : []
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{children}</Typography>
    </>
  )
}

function LocationFacts({ locationId }: { locationId: string }) {
  const location = useRecord('appointment_locations', locationId).record
  if (!location) return null
  return (
    <>
      {location.title && <Fact label={texts.location}>{location.title}</Fact>}
      {location.address && <Fact label={texts.address}>{location.address}</Fact>}
      {location.phone && <Fact label={texts.phone}><Link href={`tel:${location.phone}`}>{location.phone}</Link></Fact>}
    </>
  )
}

export function EventInfo({ event }: { event: CalendarEventLike }) {
  const providers = providerIds(event)
  const names = useProviderNames(providers)
  const url = safeHttpUrl(event.locationURL)
  const time = timeRange(event)
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {typeof event.startTimeInMS === 'number' && <Fact label={texts.date}>{eventDate(event.startTimeInMS)}</Fact>}
      {time && <Fact label={texts.time}>{time}</Fact>}
      {providers.length > 0 && names && names.length > 0 && <Fact label={texts.providers}>{names.join(', ')}</Fact>}
      {event.locationId && <LocationFacts locationId={event.locationId} />}
      {event.location && <Fact label={texts.location}>{event.location}</Fact>}
      {event.locationURL && <Fact label={texts.url}>{url ? <Link href={url} target="_blank" rel="noopener noreferrer">{event.locationURL}</Link> : event.locationURL}</Fact>}
      {event.phone && <Fact label={texts.phone}><Link href={`tel:${event.phone}`}>{event.phone}</Link></Fact>}
      {event.locationNotes && <Fact label={texts.notes}>{event.locationNotes}</Fact>}
      {event.description && <Fact label={texts.description}>{event.description}</Fact>}
    </Box>
  )
}
