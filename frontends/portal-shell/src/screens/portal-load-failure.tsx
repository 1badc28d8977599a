// When the portal cannot start (spec 2 §2.15, §8): the organization could not be loaded ('There
// was an error loading the portal…' plus the error), or no organization answers to this URL.
import { Alert, Box, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'

export function PortalLoadFailure({ invalidUrl, message }: { invalidUrl?: boolean; message?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Alert severity="error" sx={{ maxWidth: 560 }}>
        {invalidUrl ? (
          <Typography>{texts.portal.invalidUrl}</Typography>
        ) : (
          <>
            <Typography>{texts.portal.loadError}</Typography>
            {message && <Typography variant="body2" sx={{ mt: 1 }}>{message}</Typography>}
          </>
        )}
      </Alert>
    </Box>
  )
}
