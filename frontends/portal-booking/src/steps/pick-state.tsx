// 'Which state are you a resident of?' (spec 2 §2.16): a signed-in patient on a state-limited page
// whose profile has no state picks one; it is saved on their profile (§7 'Update user info: state')
// and decides the times offered.
import { useState } from 'react'
import { Alert, Button, Stack } from '@care/ui/mui'
import { MenuItem, TextField } from '@mui/material'
import { texts } from '../texts.ts'
import { SUPPORTED_STATES } from '../flow/intake.ts'

export function PickState({ onPick, error }: { onPick: (state: string) => Promise<void>; error?: string }) {
  const [state, setState] = useState('')
  const [busy, setBusy] = useState(false)
  const go = async () => {
    setBusy(true)
    try {
      await onPick(state)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack spacing={2}>
      <TextField select size="small" label={texts.state} required value={state} onChange={(e) => setState(e.target.value)} fullWidth>
        {SUPPORTED_STATES.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
      </TextField>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <Button variant="contained" onClick={go} disabled={!state || busy} aria-busy={busy}>{busy ? texts.saving : texts.next}</Button>
    </Stack>
  )
}
