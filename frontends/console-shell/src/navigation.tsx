import type { MouseEvent } from 'react'
import { Drawer, List, ListItemButton, ListItemText } from '@mui/material'
import { navigateToUrl } from 'single-spa'
import { navAreas, navCurrent, type ConsoleArea } from './areas.ts'

export const NAV_WIDTH = 220

export interface NavigationProps {
  areas: readonly ConsoleArea[]
  pathname: string
  /** small screens: a temporary drawer opened from the top bar */
  mobileOpen: boolean
  onClose: () => void
}

function AreaLinks({ areas, pathname, onNavigate }: { areas: readonly ConsoleArea[]; pathname: string; onNavigate: () => void }) {
  const current = navCurrent(pathname, areas)
  return (
    <List component="nav" aria-label="Console">
      {navAreas(areas).map((area) => (
        <ListItemButton
          key={area.remote}
          component="a"
          href={area.path}
          selected={area === current}
          aria-current={area === current ? 'page' : undefined}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            navigateToUrl(event)
            onNavigate()
          }}
        >
          <ListItemText primary={area.label} />
        </ListItemButton>
      ))}
    </List>
  )
}

export function Navigation({ areas, pathname, mobileOpen, onClose }: NavigationProps) {
  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
      >
        <AreaLinks areas={areas} pathname={pathname} onNavigate={onClose} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: NAV_WIDTH, position: 'relative', boxSizing: 'border-box' },
        }}
      >
        <AreaLinks areas={areas} pathname={pathname} onNavigate={() => {}} />
      </Drawer>
    </>
  )
}
