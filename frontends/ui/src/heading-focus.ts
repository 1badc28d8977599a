// After a navigation, focus goes to the new page's heading (or its main region while the page is
// still loading), so a screen reader announces where the user now is. Both shells use it on their
// main landmark; the first render keeps the browser's own focus.
import { useEffect, useRef, type RefObject } from 'react'

/** how long to wait for a remote to render its h1 before focusing the region itself */
const TRIES = 20
const EVERY_MS = 50

export function useHeadingFocus(main: RefObject<HTMLElement | null>, key: string) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const region = main.current
    if (!region) return
    // remotes render asynchronously: wait for the heading a moment
    let tries = 0
    const focus = () => {
      const heading = region.querySelector<HTMLElement>('h1')
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus()
      } else if (++tries < TRIES) timer = window.setTimeout(focus, EVERY_MS)
      else region.focus()
    }
    let timer = window.setTimeout(focus, 0)
    return () => window.clearTimeout(timer)
  }, [main, key])
}
