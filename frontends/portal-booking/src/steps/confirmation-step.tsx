// 'Confirm your appointment' (spec 2 §2.16, §5): what is being booked (type, day and time in the shown
// zone, duration, location (the team member is named above every step), the price when the type has products), a checkbox per
// term of the page with its link, and Confirm — disabled until every term is ticked. A refused
// booking shows the server's message.
import { useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { Checkbox, FormControlLabel, Link } from '@mui/material'
import { formatDateTime } from '@care/ui/i18n'
import { dollarsFromCents } from '@care/sdk/helpers'
import { texts } from '../texts.ts'
import type { Slot } from '../flow/calendar.ts'
import { templateTitle, type BookingLocation, type BookingTemplate } from '../flow/booking-info.ts'

export interface ConfirmationStepProps {
  template: BookingTemplate
  slot: Slot
  zone: string
  location?: BookingLocation
  priceCents?: number
  terms: readonly { title: string; link: string }[]
  busy: boolean
  error?: string
  onConfirm: () => void
}

export function ConfirmationStep(p: ConfirmationStepProps) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const allTicked = p.terms.every((_, i) => ticked.has(i))
  const toggle = (i: number, on: boolean) => setTicked((t) => {
    const next = new Set(t)
    if (on) next.add(i)
    else next.delete(i)
    return next
  })
  const when = formatDateTime(p.slot.startTimeInMS, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: p.zone, timeZoneName: 'short' })
  const place = [p.location?.title, p.location?.address, p.location?.city, p.location?.state].filter(Boolean).join(', ')

  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, overflowWrap: 'anywhere' }, '& dt': { fontWeight: 600 } }} aria-label={texts.confirmTitle}>
        <Typography component="dt">{templateTitle(p.template)}</Typography>
        <Typography component="dd">{when}</Typography>
        {p.template.durationInMinutes !== undefined && <Typography component="dd">{texts.minutes(p.template.durationInMinutes)}</Typography>}
        {place && <Typography component="dd">{place}</Typography>}
        {p.priceCents !== undefined && <Typography component="dd">{texts.price(dollarsFromCents(p.priceCents))}</Typography>}
      </Box>
      {p.terms.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Box component="legend" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{texts.terms}</Box>
          {p.terms.map((t, i) => (
            <FormControlLabel
              key={`${i}-${t.title}`}
              sx={{ display: 'flex', alignItems: 'flex-start', mr: 0 }}
              control={<Checkbox checked={ticked.has(i)} onChange={(e) => toggle(i, e.target.checked)} sx={{ pt: 0.5 }} />}
              label={
                <span>
                  {texts.agreeTo}{' '}
                  <Link href={t.link} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>{t.title}</Link>
                </span>
              }
            />
          ))}
        </Box>
      )}
      {p.error && <Alert severity="error" role="alert">{p.error}</Alert>}
      <Button variant="contained" onClick={p.onConfirm} disabled={!allTicked || p.busy} aria-busy={p.busy}>
        {p.busy ? texts.booking : texts.confirm}
      </Button>
    </Stack>
  )
}
