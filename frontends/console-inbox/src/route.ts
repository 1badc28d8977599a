// Where the Inbox area is, in the URL: /console/inbox (the conversations), /patient/<enduserId> (one
// patient's chats, emails and SMS), /team (team chat) and /team/<roomId>, /templates, /webhooks.
import { useCallback } from 'react'
import { go, usePathname } from '@care/remote/url'

export const BASE_PATH = '/console/inbox'

export const TABS = ['inbox', 'team', 'templates', 'webhooks'] as const
export type Tab = (typeof TABS)[number]

export type InboxLocation =
  | { view: 'inbox' }
  | { view: 'patient'; enduserId: string }
  | { view: 'team'; roomId?: string }
  | { view: 'templates' }
  | { view: 'webhooks' }

const SEGMENT: Record<Tab, string> = { inbox: '', team: 'team', templates: 'templates', webhooks: 'webhooks' }

const trim = (base: string) => base.replace(/\/+$/, '')

export function inboxLocation(pathname: string, basePath = BASE_PATH): InboxLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { view: 'inbox' }
  const [first, second] = pathname.slice(base.length + 1).split('/').map((p) => decodeURIComponent(p))
  if (first === 'patient' && second) return { view: 'patient', enduserId: second }
  if (first === 'team') return second ? { view: 'team', roomId: second } : { view: 'team' }
  if (first === 'templates') return { view: 'templates' }
  if (first === 'webhooks') return { view: 'webhooks' }
  return { view: 'inbox' }
}

export function urlOf(l: InboxLocation, basePath = BASE_PATH): string {
  const base = trim(basePath)
  if (l.view === 'patient') return `${base}/patient/${encodeURIComponent(l.enduserId)}`
  if (l.view === 'team' && l.roomId) return `${base}/team/${encodeURIComponent(l.roomId)}`
  return SEGMENT[l.view] ? `${base}/${SEGMENT[l.view]}` : base
}

/** the tab a location belongs to */
export const tabOf = (l: InboxLocation): Tab => (l.view === 'patient' ? 'inbox' : l.view)

export function useInboxLocation(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((l: InboxLocation) => go(urlOf(l, basePath)), [basePath])
  return { location: inboxLocation(pathname, basePath), open }
}

/** an anchor's props that open `l` in place (a modified click keeps the browser's own behaviour) */
export function linkTo(l: InboxLocation, open: (l: InboxLocation) => void, basePath = BASE_PATH) {
  return {
    href: urlOf(l, basePath),
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
      e.preventDefault()
      open(l)
    },
  }
}
