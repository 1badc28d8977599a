// /logout: 'Logging out' while the session is revoked, then the landing page.
import { useEffect, useRef } from 'react'
import { Box, CircularProgress, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { logout } from './enduser-calls.ts'

export function LoggingOut({ onDone }: { onDone: () => void }) {
  const client = useCareClient()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    logout(client)
      .catch((e) => console.warn('logout failed; the session was forgotten locally', e))
      .finally(onDone)
  }, [client, onDone])
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress aria-label={texts.logout.loggingOut} />
      <Typography>{texts.logout.loggingOut}</Typography>
    </Box>
  )
}
