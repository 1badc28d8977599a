// Landing (spec 2 §2.3): 'Log in', 'or', 'Sign up for an account', with the organization's
// landing logo, title and graphic. With registration hidden the landing is the login screen.
import { Button, Divider, Stack } from '@care/ui/mui'
import { authSettings, type OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { AuthFrame } from './auth-frame.tsx'
import { Login } from './login.tsx'

export function Landing({ org, onNavigate }: { org: OrganizationTheme; onNavigate: (path: string) => void }) {
  const auth = authSettings(org)
  if (auth.hideRegister) return <Login org={org} onNavigate={onNavigate} />
  return (
    <AuthFrame org={org} title={auth.landingTitle || texts.greetings.landing} logo={auth.landingLogo} graphic={auth.landingGraphic}>
      <Stack spacing={2}>
        <Button variant="contained" size="large" onClick={() => onNavigate('/login')}>{texts.landing.login}</Button>
        <Divider>{texts.landing.or}</Divider>
        <Button variant="outlined" size="large" onClick={() => onNavigate('/register')}>{texts.landing.signUp}</Button>
      </Stack>
    </AuthFrame>
  )
}
