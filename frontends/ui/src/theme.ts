import { createTheme, decomposeColor, type Theme } from '@care/ui/mui'

// spec 1 §9 brand colours; spec 3 §9: the theme falls back to these.
export const fallbackColors = {
  primary: '#1564bf',
  secondary: '#1c4378',
  error: '#bf2c15',
  warning: '#bfab15',
} as const

/** The colour part of an organization theme (spec 2 §3); other fields of the record are ignored. */
export interface OrgTheme {
  name?: string | null
  themeColor?: string | null
  themeColorSecondary?: string | null
  errorColor?: string | null
  warningColor?: string | null
}

/** A colour MUI can work with (hex, rgb(), hsl()); anything else would make createTheme throw. */
export function isUsableColor(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false
  try {
    decomposeColor(value.trim())
    return true
  } catch {
    return false
  }
}

function pick(value: string | null | undefined, fallback: string): string {
  return isUsableColor(value) ? value.trim() : fallback
}

export function createCareTheme(orgTheme?: OrgTheme | null): Theme {
  return createTheme({
    palette: {
      primary: { main: pick(orgTheme?.themeColor, fallbackColors.primary) },
      secondary: { main: pick(orgTheme?.themeColorSecondary, fallbackColors.secondary) },
      error: { main: pick(orgTheme?.errorColor, fallbackColors.error) },
      warning: { main: pick(orgTheme?.warningColor, fallbackColors.warning) },
    },
    components: {
      // Buttons keep their words as written ('Submit', 'Deleting...'), not upper-cased.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  })
}
