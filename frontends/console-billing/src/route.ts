// Where the Billing area is, in the URL: /console/billing (products), /purchases, /credits,
// /providers (superbill providers) and /superbills.
import { useCallback } from 'react'
import { go, usePathname } from '@care/remote/url'

export const BASE_PATH = '/console/billing'
export const TABS = ['products', 'purchases', 'credits', 'providers', 'superbills'] as const
export type Tab = (typeof TABS)[number]

const SEGMENT: Record<Tab, string> = { products: '', purchases: 'purchases', credits: 'credits', providers: 'providers', superbills: 'superbills' }
const trim = (base: string) => base.replace(/\/+$/, '')

export function tabOf(pathname: string, basePath = BASE_PATH): Tab {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return 'products'
  const first = decodeURIComponent(pathname.slice(base.length + 1).split('/')[0] ?? '')
  return TABS.find((t) => SEGMENT[t] === first) ?? 'products'
}

export const urlOf = (tab: Tab, basePath = BASE_PATH) => (SEGMENT[tab] ? `${trim(basePath)}/${SEGMENT[tab]}` : trim(basePath))

export function useBillingTab(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((tab: Tab) => go(urlOf(tab, basePath)), [basePath])
  return { tab: tabOf(pathname, basePath), open }
}

/** an anchor's props that open `tab` in place (a modified click keeps the browser's own behaviour) */
export function linkTo(tab: Tab, open: (t: Tab) => void, basePath = BASE_PATH) {
  return {
    href: urlOf(tab, basePath),
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
      e.preventDefault()
      open(tab)
    },
  }
}
