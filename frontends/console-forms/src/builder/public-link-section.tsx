// The Details dialog's public part (spec 2 §2.9): the public link on or off, the link itself with
// Copy, what a visitor gives before the questions (intake) and what the public page does
// (redirect after submit, background colour, Google Analytics).
import { useRef, useState } from 'react'
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material'
import {
  INTAKE_SETTINGS, INTAKE_SETTING_LABELS, asksIntake, publicFormLink, type FormSettings, type IntakeSetting,
} from './form-settings.ts'

export const COPIED_TEXT = 'Link copied'
export const COPY_FAILED_TEXT = 'Could not copy: the link is selected, copy it with Ctrl+C (⌘C)'

export interface PublicLinkSectionProps {
  formId: string
  /** the portal's origin (the console and the portal share the gateway's) */
  portalOrigin: string
  s: FormSettings
  /** the link is on now (saved) */
  savedOn: boolean
  set: <K extends keyof FormSettings>(k: K, value: FormSettings[K]) => void
}

const INTAKE: { key: 'intakeEmail' | 'intakePhone' | 'intakeDateOfBirth' | 'intakeState'; label: string }[] = [
  { key: 'intakeEmail', label: 'Email' },
  { key: 'intakePhone', label: 'Phone' },
  { key: 'intakeDateOfBirth', label: 'Date of birth' },
  { key: 'intakeState', label: 'State' },
]

const heading = (id: string, text: string) => (
  <Typography id={id} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
    {text}
  </Typography>
)

export function PublicLinkSection({ formId, portalOrigin, s, savedOn, set }: PublicLinkSectionProps) {
  const link = publicFormLink(portalOrigin, formId, s.hideBg)
  const input = useRef<HTMLInputElement>(null)
  const [copyStatus, setCopyStatus] = useState('')
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(link)
      setCopyStatus(COPIED_TEXT)
    } catch {
      // an insecure origin or a refused permission: the text is ready to copy by hand
      input.current?.focus()
      input.current?.select()
      setCopyStatus(COPY_FAILED_TEXT)
    }
  }
  let note = ''
  if (s.allowPublicURL && !savedOn) note = 'The link works once the details are saved.'
  if (!s.allowPublicURL && savedOn) note = "Once saved, the link says 'This form is no longer available'."

  return (
    <Box component="section" aria-labelledby="public-link-heading">
      {heading('public-link-heading', 'Filling by public link')}
      <FormControlLabel
        control={<Switch checked={s.allowPublicURL} onChange={(e) => set('allowPublicURL', e.target.checked)} inputProps={{ role: 'switch' }} />}
        label="Anyone with the link may fill this form"
      />
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {s.allowPublicURL && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField
              fullWidth
              margin="dense"
              label="Public link"
              value={link}
              inputRef={input}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              Copy
            </Button>
          </Stack>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
            {copyStatus}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={s.hideBg} onChange={(e) => set('hideBg', e.target.checked)} />}
            label="Link without the page background (to embed in a website)"
          />

          <Box component="section" aria-labelledby="intake-heading">
            {heading('intake-heading', 'What a visitor gives first')}
            <Typography variant="body2" color="text.secondary" id="intake-help">
              {asksIntake(s)
                ? 'Visitors give their first and last name and what is asked below, then answer the questions. They are matched to a patient by email, then phone, or a new patient is created.'
                : 'Visitors go straight to the questions; each response makes a new patient. (An optional email alone asks nothing.)'}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
              {INTAKE.map(({ key, label }) => (
                <TextField key={key} select margin="dense" label={label} value={s[key]} onChange={(e) => set(key, e.target.value as IntakeSetting)}>
                  {INTAKE_SETTINGS.map((x) => (
                    <MenuItem key={x} value={x}>
                      {INTAKE_SETTING_LABELS[x]}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </Box>

          <Box component="section" aria-labelledby="public-page-heading">
            {heading('public-page-heading', 'The public page')}
            <TextField
              fullWidth
              margin="dense"
              label="After submit, go to"
              placeholder="https://www.example.com/thank-you"
              helperText="Empty: the thank-you message is shown"
              value={s.submitRedirectURL}
              onChange={(e) => set('submitRedirectURL', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                fullWidth
                margin="dense"
                label="Background colour"
                placeholder="#f5f7fa"
                helperText="Empty: the portal's"
                value={s.backgroundColor}
                onChange={(e) => set('backgroundColor', e.target.value)}
              />
              <TextField
                fullWidth
                margin="dense"
                label="Google Analytics measurement ID"
                placeholder="G-XXXXXXXXXX"
                value={s.ga4measurementId}
                onChange={(e) => set('ga4measurementId', e.target.value)}
              />
            </Stack>
          </Box>
        </>
      )}
    </Box>
  )
}
