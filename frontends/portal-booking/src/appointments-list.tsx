// The signed-in 'Appointments' list (spec 2 §2.16): the business's booking pages not hidden from the
// portal, each opening its page by id (/book-an-appointment/<id>); none: 'There are no available
// appointment booking pages'.
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from './texts.ts'

export function AppointmentsList({ navigate }: { navigate: (url: string) => void }) {
  const pages = useCollection('appointment_booking_pages')
  const shown = pages.records.filter((p) => p.hiddenFromPortal !== true).sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''))
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, minWidth: 0 }}>
      <Typography variant="h5" component="h1" gutterBottom>{texts.appointments}</Typography>
      {(pages.state === 'Unloaded' || pages.state === 'Fetching') && <LoadingState label={texts.loading} />}
      {/* a 404 for the whole collection: the scheduling service is not part of this deployment */}
      {pages.state === 'Error' && (pages.error?.status === 404
        ? <EmptyState text={texts.bookingUnavailable} />
        : <ErrorState message={pages.error?.message || texts.pagesFailed} onRetry={pages.reload} />)}
      {pages.state === 'Loaded' && shown.length === 0 && <EmptyState text={texts.noPages} />}
      {pages.state === 'Loaded' && shown.length > 0 && (
        <List aria-label={texts.appointments}>
          {shown.map((p) => {
            const href = `/book-an-appointment/${encodeURIComponent(p.id)}`
            return (
              <ListItem key={p.id} disablePadding>
                <ListItemButton
                  component="a"
                  href={href}
                  onClick={(e: React.MouseEvent) => {
                    e.preventDefault()
                    navigate(href)
                  }}
                >
                  <ListItemText primary={p.title} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      )}
    </Box>
  )
}
