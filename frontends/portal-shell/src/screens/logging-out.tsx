// /logout: 'Logging out' while the session is revoked, then the landing page. A Log Out of one's own
// says nothing on the next screen: a call refused while the session was being revoked leaves no
// 'Your session has expired' behind.
import { useEffect, useRef } from 'react'
import { Box, CircularProgress, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { logout } from './enduser-calls.ts'
import { clearFlash } from './flash.ts'

export function LoggingOut({ onDone }: { onDone: () => void }) {
  const client = useCareClient()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    logout(client)
      .catch((e) => console.warn('logout failed; the session was forgotten locally', e))
      .finally(() => {
        clearFlash()
        onDone()
      })
  }, [client, onDone])
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
      <CircularProgress aria-label={texts.logout.loggingOut} />
      <Typography>{texts.logout.loggingOut}</Typography>
    </Box>
  )
}
