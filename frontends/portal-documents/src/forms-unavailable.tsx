// /documents/forms/{accessCode}: filling a form belongs to the forms part, which arrives with the
// forms service (forms-sections.tsx). Until then the page says so and leads back to Documents.
import { Box, Button, Stack, Typography } from '@care/ui/mui'
import { EmptyState } from '@care/ui'
import { texts } from './texts.ts'

export function FormsUnavailable({ navigate }: { navigate: (url: string) => void }) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
      <Stack spacing={2} alignItems="flex-start">
        <EmptyState text={texts.formsUnavailable} />
        <Button variant="outlined" onClick={() => navigate('/documents')}>{texts.backToDocuments}</Button>
      </Stack>
    </Box>
  )
}
