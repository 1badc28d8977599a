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

/** Width of the keyboard focus ring (WCAG 2.4.7): MUI's own focus cue on list items and icon
 *  buttons is a faint tint, nearly invisible in the sidebars. */
export const FOCUS_RING_WIDTH = 3

/** Whether the person asked their system for less motion (prefers-reduced-motion: reduce). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Every MUI duration at 0 (WCAG 2.3.3): dialogs, menus, collapses and the tabs' scrolling arrive at once. */
const STILL_DURATIONS = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 }

export function createCareTheme(orgTheme?: OrgTheme | null, o: { reducedMotion?: boolean } = {}): Theme {
  const primary = pick(orgTheme?.themeColor, fallbackColors.primary)
  const focusRing = { outline: `${FOCUS_RING_WIDTH}px solid ${primary}`, outlineOffset: -FOCUS_RING_WIDTH }
  const reducedMotion = o.reducedMotion ?? prefersReducedMotion()
  return createTheme({
    ...(reducedMotion ? { transitions: { duration: STILL_DURATIONS, create: () => 'none' } } : {}),
    palette: {
      primary: { main: primary },
      secondary: { main: pick(orgTheme?.themeColorSecondary, fallbackColors.secondary) },
      error: { main: pick(orgTheme?.errorColor, fallbackColors.error) },
      warning: { main: pick(orgTheme?.warningColor, fallbackColors.warning) },
    },
    components: {
      // Buttons keep their words as written ('Submit', 'Deleting...'), not upper-cased.
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      // A clear ring where the keyboard is (the sidebars' links and buttons), drawn inside the
      // item so a drawer's edge never clips it.
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    },
  })
}
