// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Education with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /content and /content/{id}.
import { useSyncExternalStore } from 'react'
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { EducationPage } from './education-page.tsx'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const
function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
  }
}

function Education({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname)
  return <EducationPage pathname={pathname} navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Education {...props} /> })
