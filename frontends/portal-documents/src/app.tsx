// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Documents with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /documents and at
// /documents/forms/{accessCode} (the forms part, not built yet).
import { useSyncExternalStore } from 'react'
import { defineRemote, type RemoteProps } from '@care/remote'
import { DocumentsPage } from './documents-page.tsx'
import { FORMS_PATH } from './forms-sections.tsx'
import { FormsUnavailable } from './forms-unavailable.tsx'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const
function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
  }
}

function Documents({ navigate }: RemoteProps) {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname)
  return FORMS_PATH.test(pathname) ? <FormsUnavailable navigate={navigate} /> : <DocumentsPage navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Documents {...props} /> })
