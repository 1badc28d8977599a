// The frame of the logged-out screens: the organization's logo (or name), an optional graphic,
// the screen's title and description, then the form.
import type { ReactNode } from 'react'
import { Box, Paper, Stack, Typography } from '@care/ui/mui'
import type { OrganizationTheme } from '../org/org-theme.ts'

export interface AuthFrameProps {
  org: OrganizationTheme
  title: string
  description?: string
  logo?: string
  graphic?: string
  children: ReactNode
}

export function AuthFrame(p: AuthFrameProps) {
  const logo = p.logo ?? p.org.logoURL
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ width: '100%', maxWidth: p.graphic ? 860 : 440, display: 'flex', overflow: 'hidden' }}>
        {p.graphic && (
          <Box component="img" src={p.graphic} alt="" sx={{ display: { xs: 'none', md: 'block' }, width: '45%', objectFit: 'cover' }} />
        )}
        <Stack spacing={2} sx={{ p: { xs: 3, sm: 4 }, flex: 1 }}>
          {logo ? (
            <Box component="img" src={logo} alt={p.org.name} sx={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain', alignSelf: 'center' }} />
          ) : (
            <Typography variant="subtitle1" align="center" color="text.secondary">{p.org.name}</Typography>
          )}
          <Box>
            <Typography variant="h5" component="h1" align="center">{p.title}</Typography>
            {p.description && <Typography align="center" color="text.secondary">{p.description}</Typography>}
          </Box>
          {p.children}
        </Stack>
      </Paper>
    </Box>
  )
}
