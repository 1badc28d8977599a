// The logged-in frame: sidebar on desktop; top bar, drawer and bottom navigation below 600 px;
// no navigation at all on embedded, form and /r/ paths. Log Out asks first.
import { Suspense, lazy, useState, type ReactNode } from 'react'
import { MainContent, SkipLink, usePageTitle } from './page-frame.tsx'
import { Box, useMediaQuery } from '@care/ui/mui'
import { activePage, BOTTOM_NAV_HEIGHT, bottomNavPages, MOBILE_BREAKPOINT, navigationHidden, type NavPage } from '../nav/pages.ts'
import { texts } from '../texts.ts'
import { BottomNav, TopBar } from './mobile-nav.tsx'
import { Sidebar } from './sidebar.tsx'

// the Log Out confirmation (a dialog with its own widgets) loads when it is first asked for
const ConfirmationDialog = lazy(() => import('@care/ui/confirmation-dialog.tsx').then((m) => ({ default: m.ConfirmationDialog })))

export interface PortalLayoutProps {
  orgName: string
  logoURL?: string
  pages: readonly NavPage[]
  location: { pathname: string; search: string }
  onNavigate: (path: string) => void
  /** after the patient confirms Log Out */
  onLogout: () => void
  children: ReactNode
}

const SIDEBAR_KEY = 'care.portal.sidebarOpen'

export function PortalLayout(p: PortalLayoutProps) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true })
  const [sidebarOpen, setSidebarOpen] = useState(() => localStorage.getItem(SIDEBAR_KEY) !== 'false')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [confirmLogout, setConfirmLogout] = useState(false)
  const hidden = navigationHidden(p.location)
  const active = activePage(p.pages, p.location.pathname)
  const { bottom, overflow } = bottomNavPages(p.pages)
  const toggleSidebar = () => {
    localStorage.setItem(SIDEBAR_KEY, String(!sidebarOpen))
    setSidebarOpen(!sidebarOpen)
  }
  const logout = () => setConfirmLogout(true)
  const pageTitle = active?.title ?? (p.location.pathname.startsWith('/settings') ? texts.nav.settings : undefined)
  usePageTitle(pageTitle, p.orgName)

  if (hidden) return <MainContent path={p.location.pathname}>{p.children}</MainContent>
  return (
    <Box sx={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', minHeight: '100vh' }}>
      <SkipLink />
      {mobile ? (
        <TopBar
          title={active?.title ?? (p.location.pathname.startsWith('/settings') ? texts.nav.settings : p.orgName)}
          logoURL={p.logoURL}
          drawerOpen={drawerOpen}
          overflow={overflow}
          onOpenDrawer={setDrawerOpen}
          onNavigate={p.onNavigate}
          onLogout={logout}
        />
      ) : (
        <Sidebar orgName={p.orgName} logoURL={p.logoURL} pages={p.pages} pathname={p.location.pathname} open={sidebarOpen} onToggle={toggleSidebar} onNavigate={p.onNavigate} onLogout={logout} />
      )}
      <MainContent path={p.location.pathname} sx={{ flexGrow: 1, minWidth: 0, pb: mobile && bottom.length ? `${BOTTOM_NAV_HEIGHT}px` : 0 }}>
        {p.children}
      </MainContent>
      {mobile && bottom.length > 0 && <BottomNav pages={bottom} active={active} onNavigate={p.onNavigate} />}
      {confirmLogout && (
        <Suspense fallback={null}>
          <ConfirmationDialog
            open
            title={texts.logout.confirm}
            confirmText={texts.logout.yes}
            onCancel={() => setConfirmLogout(false)}
            onConfirm={() => {
              setConfirmLogout(false)
              p.onLogout()
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}
