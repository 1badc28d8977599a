// Desktop navigation: a collapsible sidebar, 300 px open and 57 px closed (spec 2 §2.2).
import { Box, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@care/ui/mui'
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH, type NavPage } from '../nav/pages.ts'
import { texts } from '../texts.ts'
import { ChevronLeftIcon, ChevronRightIcon, LogoutIcon, SettingsIcon } from './icons.tsx'
import { navLinkProps } from './nav-link.ts'
import { PAGE_ICONS } from './page-icons.tsx'

export interface SidebarProps {
  orgName: string
  logoURL?: string
  pages: readonly NavPage[]
  pathname: string
  open: boolean
  onToggle: () => void
  onNavigate: (path: string) => void
  onLogout: () => void
}

function Item(p: { label: string; icon: React.ReactNode; selected?: boolean; open: boolean; path?: string; onNavigate?: (path: string) => void; onClick?: () => void }) {
  // a page is a link; an action (Log Out) is a button
  const as = p.path && p.onNavigate ? navLinkProps(p.path, p.onNavigate) : { component: 'button' as const, onClick: p.onClick }
  return (
    <ListItem disablePadding>
    <ListItemButton {...as} selected={p.selected} aria-current={p.selected ? 'page' : undefined} sx={{ minHeight: 48, px: 2.25, width: '100%' }} title={p.open ? undefined : p.label} aria-label={p.open ? undefined : p.label}>
      <ListItemIcon sx={{ minWidth: 0, mr: p.open ? 2 : 'auto', color: p.selected ? 'primary.main' : undefined }}>{p.icon}</ListItemIcon>
      {p.open && <ListItemText primary={p.label} />}
    </ListItemButton>
    </ListItem>
  )
}

export function Sidebar(p: SidebarProps) {
  const width = p.open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH
  const isActive = (path: string) => p.pathname === path || p.pathname.startsWith(`${path}/`)
  return (
    <Drawer
      variant="permanent"
      component="nav"
      aria-label={texts.nav.portalNavigation}
      sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, overflowX: 'hidden', boxSizing: 'border-box', transition: 'width 150ms' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: 1, gap: 1 }}>
        {p.open && p.logoURL && <Box component="img" src={p.logoURL} alt="" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} />}
        {p.open && <Typography variant="subtitle1" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>{p.orgName}</Typography>}
        <IconButton onClick={p.onToggle} aria-label={p.open ? texts.nav.collapse : texts.nav.expand} sx={{ ml: p.open ? 0 : 'auto', mr: p.open ? 0 : 'auto' }}>
          {p.open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Box>
      <Divider />
      <List>
        {p.pages.map((page) => (
          <Item key={page.page} label={page.title} icon={PAGE_ICONS[page.page]} selected={isActive(page.path)} open={p.open} path={page.path} onNavigate={p.onNavigate} />
        ))}
      </List>
      <Divider />
      <List>
        <Item label={texts.nav.settings} icon={<SettingsIcon />} selected={isActive('/settings')} open={p.open} path="/settings" onNavigate={p.onNavigate} />
        <Item label={texts.nav.logout} icon={<LogoutIcon />} open={p.open} onClick={p.onLogout} />
      </List>
    </Drawer>
  )
}
