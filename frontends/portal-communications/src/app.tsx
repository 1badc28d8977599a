// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote, which
// renders Communications with the shell's client (one session and cache per page), the organization's
// theme and an error boundary. The shell mounts it at /communications and /communications/{roomId}.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { CommunicationsPage } from './communications-page.tsx'

function Root({ navigate, org }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  return <CommunicationsPage navigate={navigate} org={org} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root })
