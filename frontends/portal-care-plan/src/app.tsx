// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders the Care Plan with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /care-plan.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { CarePlanPage } from './care-plan-page.tsx'

function Root({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  return <CarePlanPage navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root })
