// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Settings with the shell's client (one session and cache per page), the organization's
// theme and an error boundary.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { SettingsPage } from './settings-page.tsx'

function Root({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  return <SettingsPage navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root })
