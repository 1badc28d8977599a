// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders My Events with the shell's client (one session and cache per page), the organization's
// theme and an error boundary. The shell mounts it at /events and /events/{id}.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { EventsPage } from './events-page.tsx'

function Root({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  return <EventsPage navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root })
