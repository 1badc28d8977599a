// Which booking screen an address shows (spec 2 §2.1): the public /appointment-booking-page (its
// businessId and appointmentBookingPageId checked first: 'This link is invalid (no businessId
// provided)' / '(no appointmentBookingPageId provided)'), the signed-in list at /book-an-appointment
// and a page at /book-an-appointment/:pageId (query userId and fields). The shell frames no public page,
// so there the flow is the page's main landmark; signed-in pages sit in the portal's frame.
import { Alert, Box } from '@care/ui/mui'
import { useCareClient, useSession } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { texts } from './texts.ts'
import { AppointmentsList } from './appointments-list.tsx'
import { BookingFlow, FLOW_MAX_WIDTH } from './booking-flow.tsx'
import { pageIdOf, parsePublicLink, parseSignedInLink } from './flow/link.ts'

export interface BookingPagesProps {
  pathname: string
  search: string
  navigate: (url: string) => void
  now?: () => number
  createPublicClient?: (base: CareClient) => CareClient
  redirect?: (url: string) => void
}

export function BookingPages({ pathname, search, navigate, now, createPublicClient, redirect }: BookingPagesProps) {
  const client = useCareClient()
  const session = useSession()
  if (pathname.startsWith('/appointment-booking-page')) {
    const parsed = parsePublicLink(search)
    if ('problem' in parsed) {
      return (
        <Box component="main" sx={{ maxWidth: FLOW_MAX_WIDTH, mx: 'auto', p: 2 }}>
          <Alert severity="error" role="alert">{parsed.problem === 'noBusinessId' ? texts.noBusinessId : texts.noPageId}</Alert>
        </Box>
      )
    }
    const { link } = parsed
    // the shell frames no public page, signed in or not: the flow is the page's main landmark
    return <BookingFlow key={search} link={link} businessId={link.businessId} standalone now={now} createPublicClient={createPublicClient} redirect={redirect} />
  }
  const pageId = pageIdOf(pathname)
  if (!pageId) return <AppointmentsList navigate={navigate} />
  const businessId = session.enduser?.businessId ?? client.businessId ?? ''
  return <BookingFlow key={`${pageId}${search}`} link={parseSignedInLink(pageId, search)} businessId={businessId} now={now} createPublicClient={createPublicClient} redirect={redirect} />
}
