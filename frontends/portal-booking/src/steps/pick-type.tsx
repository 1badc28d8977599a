// 'What would you like to schedule?' (spec 2 §2.16): the page's appointment types, each a button with
// its duration and description.
import { Box, Button, Stack, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'
import { templateTitle, type BookingTemplate } from '../flow/booking-info.ts'

export function PickType({ templates, onPick }: { templates: readonly BookingTemplate[]; onPick: (t: BookingTemplate) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={texts.pickType}>
      {templates.map((t) => (
        <Box component="li" key={t.id}>
          <Button variant="outlined" fullWidth onClick={() => onPick(t)} sx={{ justifyContent: 'flex-start', textAlign: 'left', display: 'block', py: 1.5 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>{templateTitle(t)}</Typography>
            {t.durationInMinutes !== undefined && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{texts.minutes(t.durationInMinutes)}</Typography>
            )}
            {(t.displayDescription || t.description) && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{t.displayDescription || t.description}</Typography>
            )}
          </Button>
        </Box>
      ))}
    </Stack>
  )
}
