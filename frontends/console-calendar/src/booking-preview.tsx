// A booking page as a patient will see it, drawn from the editor's draft as it is typed: the
// page's colours, the first step's question with the chosen appointment types, the intake and the
// thank-you texts (the portal's defaults where the page leaves them empty, spec 2 §2.16).
import { Box, Typography } from '@mui/material'
import { textColorOn } from './records.ts'
import { texts } from './texts.ts'
import type { PageDraft } from './booking-pages.tsx'

const t = texts.pages

export function BookingPreview({ draft, templateTitles }: { draft: PageDraft; templateTitles: readonly string[] }) {
  const ink = textColorOn(draft.backgroundColor)
  const section = { borderTop: `1px solid ${ink === '#000000' ? 'rgba(0,0,0,0.12)' : 'rgba(255,255,255,0.3)'}`, pt: 1.5, mt: 1.5 }
  return (
    <Box component="section" aria-label={t.preview}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t.preview}
      </Typography>
      <Box data-testid="booking-preview" style={{ backgroundColor: draft.backgroundColor, color: ink }} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, maxWidth: 320, overflowWrap: 'anywhere' }}>
        <Typography fontWeight={600}>{t.pickType}</Typography>
        {(templateTitles.length ? templateTitles : ['—']).map((title, i) => (
          <Box key={i} style={{ backgroundColor: i % 2 ? draft.secondaryColor : draft.primaryColor, color: textColorOn(i % 2 ? draft.secondaryColor : draft.primaryColor) }} sx={{ mt: 1, px: 1.5, py: 1, borderRadius: 1 }}>
            {title}
          </Box>
        ))}
        <Box sx={section}>
          <Typography fontWeight={600}>{draft.intakeTitle || t.defaultIntakeTitle}</Typography>
          {draft.intakeDescription && <Typography variant="body2">{draft.intakeDescription}</Typography>}
        </Box>
        <Box sx={section}>
          <Typography fontWeight={600} sx={{ color: 'inherit' }}>
            {draft.thankYouTitle || t.defaultThankYouTitle}
          </Typography>
          <Typography variant="body2">{draft.thankYouDescription || t.defaultThankYouDescription}</Typography>
        </Box>
      </Box>
    </Box>
  )
}
