// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Community with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /community only when the
// organization's page settings do not disable Community; the remote checks the same settings, so a
// disabled Community shows nothing of it even where it is mounted by hand.
import { useSyncExternalStore } from 'react'
import { defineRemote, type RemoteProps } from '@care/remote'
import { EmptyState } from '@care/ui'
import { useLanguage } from '@care/ui/i18n'
import { CommunityPage } from './community-page.tsx'
import { communityEnabled, type PageSetting } from './community-rules.ts'
import { texts } from './texts.ts'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const
function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
  }
}

export function Community({ navigate, org }: Pick<RemoteProps, 'navigate' | 'org'>) {
  useLanguage() // the page re-renders in the language the patient switches to
  const search = useSyncExternalStore(subscribe, () => window.location.search)
  if (!communityEnabled(org as { pageSettings?: PageSetting[] } | undefined)) return <EmptyState text={texts.communityUnavailable} />
  return <CommunityPage search={search} navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Community navigate={props.navigate} org={props.org} /> })
