// The chart's header: Back to the patients list, the patient's name (the page's h1), date of
// birth, contact and tags.
import type { Ref } from 'react'
import { Box, Chip, Link, Stack, Typography } from '@mui/material'
import { UserAvatar } from '@care/ui'
import { patientName, type Patient } from './records.ts'
import { inAppLink } from '@care/remote/url'

export const PATIENTS_PATH = '/console/patients'

export function BackLink({ navigate }: { navigate?: (url: string) => void }) {
  const link = navigate ? inAppLink(PATIENTS_PATH, () => navigate(PATIENTS_PATH)) : { href: PATIENTS_PATH }
  return (
    <Link {...link} underline="hover" variant="body2" sx={{ display: 'inline-block', mb: 1 }}>
      ← Back to patients
    </Link>
  )
}

export const CHART_HEADING = 'Patient chart'

/** Without a patient (still loading, or not found) the same h1 says 'Patient chart', so focus put on it stays. */
export function PatientHeader({ patient, headingRef }: { patient?: Patient; headingRef?: Ref<HTMLHeadingElement> }) {
  const name = patient ? patientName(patient) : CHART_HEADING
  const facts: [string, string][] = []
  if (patient) facts.push(['Date of birth', patient.dateOfBirth || 'Not provided'])
  if (patient?.email) facts.push(['Email', patient.email])
  if (patient?.phone) facts.push(['Phone', patient.phone])
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      {patient && <UserAvatar name={name} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h1" sx={{ outline: 'none', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {facts.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, typography: 'body2', color: 'text.secondary' }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
              <Box component="dt" sx={{ fontWeight: 500 }}>
                {label}:
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        )}
        {(patient?.tags?.length ?? 0) > 0 && (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} aria-label="Tags" role="list">
            {patient?.tags?.map((t) => (
              <Chip key={t} label={t} size="small" role="listitem" />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  )
}
