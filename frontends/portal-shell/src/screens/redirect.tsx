// /r/{token} (spec 2 §2.1): the browser goes to the API host's /r/{token}. On the same origin a
// second arrival for the same token means the API has no such redirect: say so instead of looping.
import { useEffect, useState } from 'react'
import { Alert, Box } from '@care/ui/mui'
import { LoadingState } from '@care/ui'
import { texts } from '../texts.ts'

const KEY = 'care.portal.redirecting'

export function Redirect({ token, apiOrigin }: { token: string; apiOrigin: string }) {
  const target = `${apiOrigin}/r/${encodeURIComponent(token)}`
  const [looping] = useState(() => apiOrigin === window.location.origin && sessionStorage.getItem(KEY) === token)
  useEffect(() => {
    if (looping) {
      sessionStorage.removeItem(KEY)
      return
    }
    sessionStorage.setItem(KEY, token)
    window.location.replace(target)
  }, [looping, target, token])
  if (!looping) return <LoadingState />
  return (
    <Box component="main" sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <Alert severity="error">{texts.login.linkFailed}</Alert>
    </Box>
  )
}
