// A person's presence (spec 3 §4 "Presence", §9: Active under 5 minutes, Away under 25, else
// Unavailable; Unavailable after a logout) as a coloured dot with its word for screen readers.
import { useEffect, useState } from 'react'
import { Box } from '@mui/material'
import { presenceOf, type Presence } from '@care/sdk/helpers'
import { texts } from './texts.ts'

const COLOR: Record<Presence, string> = { Active: '#2e7d32', Away: '#ed6c02', Unavailable: '#757575' }
/** presence changes with time alone: re-read it every half minute */
const TICK_MS = 30_000

export function usePresence(person: { lastActive?: string; lastLogout?: string } | undefined): Presence {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return presenceOf(person ?? {}, { now })
}

export function PresenceDot({ person, name }: { person: { lastActive?: string; lastLogout?: string } | undefined; name: string }) {
  const presence = usePresence(person)
  const label = texts.presenceOf(name, texts.presence[presence]!)
  return <Box component="span" role="img" aria-label={label} title={label} data-presence={presence} sx={{ display: 'inline-block', flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: COLOR[presence], border: '1px solid', borderColor: 'background.paper' }} />
}
