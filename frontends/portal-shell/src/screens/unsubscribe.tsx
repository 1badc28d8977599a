// /unsubscribe?enduserId=…&type=… (spec 2 §2.14): a spinner, then 'You have successfully
// unsubscribed'; without both parameters 'Unsubscribe link is invalid'.
import { useEffect, useState } from 'react'
import { Alert, Box, CircularProgress } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { isBlank } from '../validation/rules.ts'
import { errorMessage } from './errors.ts'

type State = { state: 'working' } | { state: 'done' } | { state: 'error'; message: string }

export function Unsubscribe({ search }: { search: string }) {
  const client = useCareClient()
  const q = new URLSearchParams(search)
  const enduserId = q.get('enduserId') ?? ''
  const type = q.get('type') ?? ''
  // the link's signed token ('signature': ?token= is a sign-in link's): the call refuses to unsubscribe anyone without it (or a session of their own)
  const token = q.get('signature') ?? undefined
  const valid = !isBlank(enduserId) && !isBlank(type)
  const [result, setResult] = useState<State>(valid ? { state: 'working' } : { state: 'error', message: texts.unsubscribe.invalid })

  useEffect(() => {
    if (!valid) return
    let live = true
    client
      .call('POST', '/unsubscribe-enduser', { enduserId, unsubscribeFrom: [type], ...(token ? { token } : {}) })
      .then(() => live && setResult({ state: 'done' }))
      .catch((e) => live && setResult({ state: 'error', message: errorMessage(e) }))
    return () => {
      live = false
    }
  }, [client, valid, enduserId, type, token])

  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      {result.state === 'working' && <CircularProgress aria-label={texts.unsubscribe.working} />}
      {result.state === 'done' && <Alert severity="success">{texts.unsubscribe.done}</Alert>}
      {result.state === 'error' && <Alert severity="error">{result.message}</Alert>}
    </Box>
  )
}
