// The end of the flow (spec 2 §2.16): the page's thank-you title and text, else 'Appointment
// Confirmed' / 'Check your email for next steps', with its optional header and main images; or, when
// the page has a redirect URL, a note while the browser leaves for it.
import { Alert, Box, Stack, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { texts } from '../texts.ts'

export function ThankYouText({ description, headerImageURL, mainImageURL }: { description?: string; headerImageURL?: string; mainImageURL?: string }) {
  return (
    <Stack spacing={2}>
      {headerImageURL && <Box component="img" src={headerImageURL} alt="" sx={{ maxWidth: '100%', display: 'block' }} />}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{description || texts.thankYouText}</Typography>
      {mainImageURL && <Box component="img" src={mainImageURL} alt="" sx={{ maxWidth: '100%', display: 'block' }} />}
    </Stack>
  )
}

export function Redirecting({ url }: { url: string }) {
  return (
    <Alert severity="success" role="status">
      {texts.redirecting} <Link href={url}>{texts.continue}</Link>
    </Alert>
  )
}
