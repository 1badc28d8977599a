// What every page of the portal inherits: its own document title, a skip link to the main content
// as the first thing a keyboard reaches, and, after a navigation, focus on the new page's heading
// (or its main region while the page is still loading) so a screen reader announces where it is.
import { useEffect, useRef, type ReactNode } from 'react'
import { useHeadingFocus } from '@care/ui/heading-focus'
import { Box, type SxProps, type Theme } from '@care/ui/mui'
import { texts } from '../texts.ts'

export const MAIN_ID = 'main-content'

export function usePageTitle(page: string | undefined, orgName: string) {
  useEffect(() => {
    document.title = page && page !== orgName ? `${page} · ${orgName}` : orgName
  }, [page, orgName])
}

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault()
        document.getElementById(MAIN_ID)?.focus()
      }}
      sx={{
        position: 'absolute', left: 8, top: -48, zIndex: (t: Theme) => t.zIndex.tooltip + 1, px: 2, py: 1,
        bgcolor: 'background.paper', color: 'primary.main', borderRadius: 1, boxShadow: 3, fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {texts.nav.skipToContent}
    </Box>
  )
}

/** The main landmark; on every change of `path` after the first, focus goes to the new page's h1. */
export function MainContent(p: { path: string; sx?: SxProps<Theme>; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useHeadingFocus(ref, p.path)
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} ref={ref} sx={{ outline: 'none', ...p.sx }}>
      {p.children}
    </Box>
  )
}
