// Navigation items are real links (an <a href> a person can open in a new tab, and that assistive
// technology announces as a link); a plain left click stays inside the single-page app.
import type { MouseEvent } from 'react'
import { isPlainClick } from '@care/remote/url'

/** Props for MUI's `component="a"` items: the href, and a click that navigates in-app. */
export function navLinkProps(path: string, navigate: (path: string) => void, before?: () => void) {
  return {
    component: 'a' as const,
    href: path,
    onClick: (e: MouseEvent) => {
      // modified or non-primary clicks keep the browser's behaviour (new tab, new window)
      if (e.defaultPrevented || !isPlainClick(e)) return
      e.preventDefault()
      before?.()
      navigate(path)
    },
  }
}
