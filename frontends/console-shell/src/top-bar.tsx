import { AppBar, Box, Button, IconButton, Toolbar, Typography, createSvgIcon } from '@mui/material'
import { UserAvatar } from '@care/ui'
import { NotificationsBell } from './notifications-bell.tsx'

const MenuIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'Menu')

export interface TopBarProps {
  userName: string
  userAvatar?: string
  onMenu: () => void
  onSignOut: () => void
  signingOut?: boolean
}

export function TopBar({ userName, userAvatar, onMenu, onSignOut, signingOut }: TopBarProps) {
  return (
    <AppBar position="static" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onMenu} sx={{ display: { sm: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
          Care console
        </Typography>
        <NotificationsBell />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <UserAvatar name={userName} picture={userAvatar} size={32} />
          <Typography noWrap data-testid="signed-in-user" sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}>
            {userName}
          </Typography>
        </Box>
        <Button color="inherit" onClick={onSignOut} disabled={signingOut}>
          Sign out
        </Button>
      </Toolbar>
    </AppBar>
  )
}
