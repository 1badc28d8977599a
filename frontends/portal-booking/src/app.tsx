// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote. The
// portal shell mounts it for the screens appointment_booking (/book-an-appointment[/:pageId], signed
// in, inside the portal's frame) and appointment_booking_page (/appointment-booking-page, public: an
// anonymous visitor sees the flow alone, a signed-in patient inside the frame).
import { useSyncExternalStore } from 'react'
import { defineRemote, type RemoteProps } from '@care/remote'
import { subscribeToUrl } from '@care/remote/url'
import { useLanguage } from '@care/ui/i18n'
import { BookingPages } from './booking-pages.tsx'

export function Booking({ navigate }: Pick<RemoteProps, 'navigate'>) {
  useLanguage() // the page re-renders in the language the patient switches to
  const pathname = useSyncExternalStore(subscribeToUrl, () => window.location.pathname)
  const search = useSyncExternalStore(subscribeToUrl, () => window.location.search)
  return <BookingPages pathname={pathname} search={search} navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Booking navigate={props.navigate} /> })
