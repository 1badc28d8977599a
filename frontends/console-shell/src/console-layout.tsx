// The signed-in console: top bar, navigation and the area's element (where single-spa mounts the
// remote). The area element lives outside React's tree and is only attached here, so React never
// removes a remote's DOM from under it.
import { useEffect, useRef, useState } from 'react'
import { Box } from '@mui/material'
import { EmptyState, LoadingState, useHeadingFocus } from '@care/ui'
import { useCareClient, useSession } from '@care/sdk/react'
import { areaFor, type ConsoleArea } from './areas.ts'
import { AreaUnavailable } from './area-unavailable.tsx'
import { userDisplayName } from './display-name.ts'
import { Navigation } from './navigation.tsx'
import { TopBar } from './top-bar.tsx'
import { useAppStatus, usePathname } from './use-routing.ts'
import { signOut as signOutOf } from './console-client.ts'
import type { SessionExpiry } from './session-expiry.ts'

const BROKEN = new Set(['SKIP_BECAUSE_BROKEN', 'LOAD_ERROR'])

export function ConsoleLayout({ areas, areaContainer, expiry }: { areas: readonly ConsoleArea[]; areaContainer: HTMLElement; expiry?: SessionExpiry }) {
  const client = useCareClient()
  const session = useSession()
  const pathname = usePathname()
  const area = areaFor(pathname, areas)
  const status = useAppStatus(area?.remote)
  const [menuOpen, setMenuOpen] = useState(false)
  // after moving to another area, focus goes to its heading (a panel opened within an area keeps its own)
  const landmark = useRef<HTMLElement>(null)
  useHeadingFocus(landmark, area?.path ?? pathname)
  const [signingOut, setSigningOut] = useState(false)
  const main = useRef<HTMLDivElement>(null)

  useEffect(() => {
    main.current?.appendChild(areaContainer)
    return () => areaContainer.remove()
  }, [areaContainer])

  async function signOut() {
    setSigningOut(true)
    await signOutOf(client, expiry)
  }

  const user = session.user
  useEffect(() => {
    document.title = area ? `${area.label} · Care console` : 'Care console'
  }, [area])
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#console-main"
        onClick={(e: React.MouseEvent) => {
          e.preventDefault()
          document.getElementById('console-main')?.focus()
        }}
        sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, px: 2, py: 1, bgcolor: 'background.paper', color: 'primary.main', borderRadius: 1, boxShadow: 3, fontWeight: 600, '&:focus': { top: 8 } }}
      >
        Skip to main content
      </Box>
      <TopBar
        userName={userDisplayName(user)}
        userAvatar={typeof user?.avatar === 'string' && /^(https?:|\/)/.test(user.avatar) ? user.avatar : undefined}
        onMenu={() => setMenuOpen(true)}
        onSignOut={signOut}
        signingOut={signingOut}
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Navigation areas={areas} pathname={pathname} mobileOpen={menuOpen} onClose={() => setMenuOpen(false)} />
        <Box component="main" id="console-main" tabIndex={-1} ref={landmark} sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column', outline: 'none' }}>
          {!area && <EmptyState text="Page not found" />}
          {area && status && BROKEN.has(status) && <AreaUnavailable area={area} onRetry={() => window.location.reload()} />}
          {area && status !== 'MOUNTED' && status !== null && !BROKEN.has(status) && <LoadingState />}
          <Box ref={main} sx={{ flex: 1, minHeight: 0 }} />
        </Box>
      </Box>
    </Box>
  )
}
