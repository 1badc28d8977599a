// An event's or appointment type's reminders: who is told (patient or team member), by email or
// SMS, how many minutes before the start.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { CloseIcon } from '@care/ui'
import { REMINDER_CHANNELS, REMINDER_WHO, type ReminderDraft } from './event-draft.ts'
import { texts } from './texts.ts'

const t = texts.event

export function RemindersEditor({ value, onChange, error }: { value: readonly ReminderDraft[]; onChange: (r: ReminderDraft[]) => void; error?: string }) {
  const setReminder = (i: number, r: Partial<ReminderDraft>) => onChange(value.map((x, j) => (j === i ? { ...x, ...r } : x)))
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t.reminders}
      </Typography>
      {!value.length && (
        <Typography variant="body2" color="text.secondary">
          {t.noReminders}
        </Typography>
      )}
      {value.map((r, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} role="group" aria-label={`${t.reminders} ${i + 1}`}>
          <TextField select size="small" label={t.reminderWho} value={r.who} onChange={(e) => setReminder(i, { who: e.target.value as ReminderDraft['who'] })} sx={{ minWidth: 150 }}>
            {REMINDER_WHO.map((w) => (
              <MenuItem key={w} value={w}>
                {t.reminderWhoOptions[w]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t.reminderChannel} value={r.channel} onChange={(e) => setReminder(i, { channel: e.target.value as ReminderDraft['channel'] })} sx={{ minWidth: 110 }}>
            {REMINDER_CHANNELS.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="number" label={t.reminderBefore} value={r.minutes} onChange={(e) => setReminder(i, { minutes: e.target.value })} inputProps={{ min: 0, step: 1 }} sx={{ width: 160 }} />
          <IconButton aria-label={t.removeReminder(i + 1)} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      {error && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Button sx={{ mt: 1 }} onClick={() => onChange([...value, { who: 'enduser-notification', channel: 'Email', minutes: '60' }])}>
        {t.addReminder}
      </Button>
    </Box>
  )
}
