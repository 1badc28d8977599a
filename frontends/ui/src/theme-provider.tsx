import { useMemo, type ReactNode } from 'react'
import { CssBaseline, ThemeProvider } from '@care/ui/mui'
import { createCareTheme, type OrgTheme } from './theme.ts'

export interface CareThemeProviderProps {
  orgTheme?: OrgTheme | null
  /** Global baseline styles; a remote mounted inside a shell can leave them to the shell. */
  baseline?: boolean
  children?: ReactNode
}

export function CareThemeProvider({ orgTheme, baseline = true, children }: CareThemeProviderProps) {
  const theme = useMemo(
    () => createCareTheme(orgTheme),
    [orgTheme?.themeColor, orgTheme?.themeColorSecondary, orgTheme?.errorColor, orgTheme?.warningColor],
  )
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  )
}
