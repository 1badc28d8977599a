// Navigation below 600 px (spec 2 §2.2): a top bar whose menu opens a drawer (Settings, Log Out,
// and any pages that do not fit the bottom bar), and a 56 px bottom navigation when more than one
// page is enabled.
import { AppBar, BottomNavigation, BottomNavigationAction, Box, Drawer, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Paper, Toolbar, Typography } from '@care/ui/mui'
import { BOTTOM_NAV_HEIGHT, type NavPage } from '../nav/pages.ts'
import { texts } from '../texts.ts'
import { LogoutIcon, MenuIcon, SettingsIcon } from './icons.tsx'
import { navLinkProps } from './nav-link.ts'
import { PAGE_ICONS } from './page-icons.tsx'

export interface TopBarProps {
  title: string
  logoURL?: string
  drawerOpen: boolean
  overflow: readonly NavPage[]
  onOpenDrawer: (open: boolean) => void
  onNavigate: (path: string) => void
  onLogout: () => void
}

export function TopBar(p: TopBarProps) {
  const go = (path: string) => {
    p.onOpenDrawer(false)
    p.onNavigate(path)
  }
  return (
    <>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label={texts.nav.menu} onClick={() => p.onOpenDrawer(true)} sx={{ mr: 1 }}>
            <MenuIcon />
          </IconButton>
          {p.logoURL && <Box component="img" src={p.logoURL} alt="" sx={{ height: 28, mr: 1 }} />}
          <Typography variant="h6" component="div" noWrap>{p.title}</Typography>
        </Toolbar>
      </AppBar>
      <Drawer anchor="left" open={p.drawerOpen} onClose={() => p.onOpenDrawer(false)}>
        <List sx={{ width: 260 }} component="nav" aria-label={texts.nav.drawer}>
          {p.overflow.map((page) => (
            <ListItemButton key={page.page} {...navLinkProps(page.path, go)}>
              <ListItemIcon>{PAGE_ICONS[page.page]}</ListItemIcon>
              <ListItemText primary={page.title} />
            </ListItemButton>
          ))}
          <ListItemButton {...navLinkProps('/settings', go)}>
            <ListItemIcon><SettingsIcon /></ListItemIcon>
            <ListItemText primary={texts.nav.settings} />
          </ListItemButton>
          <ListItemButton
            component="button"
            sx={{ width: '100%' }}
            onClick={() => {
              p.onOpenDrawer(false)
              p.onLogout()
            }}
          >
            <ListItemIcon><LogoutIcon /></ListItemIcon>
            <ListItemText primary={texts.nav.logout} />
          </ListItemButton>
        </List>
      </Drawer>
    </>
  )
}

export function BottomNav(p: { pages: readonly NavPage[]; active?: NavPage; onNavigate: (path: string) => void }) {
  return (
    <Paper component="nav" aria-label={texts.nav.bottomNavigation} elevation={3} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (t) => t.zIndex.appBar }}>
      <BottomNavigation
        showLabels
        value={p.active?.path ?? false}
        sx={{ height: BOTTOM_NAV_HEIGHT }}
      >
        {p.pages.map((page) => (
          <BottomNavigationAction
            key={page.page}
            value={page.path}
            {...navLinkProps(page.path, p.onNavigate)}
            label={page.title}
            icon={PAGE_ICONS[page.page]}
            sx={{ minWidth: 0, px: 0.25, '& .MuiBottomNavigationAction-label': { fontSize: '0.7rem', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  )
}
