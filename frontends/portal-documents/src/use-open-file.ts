// Which file the viewer shows lives in the URL (`/documents?file=<id>`), so the browser's Back and
// the viewer's 'Back' both return to the list, and an open file survives a reload. Opening pushes
// a history entry; 'Back' goes back to it when this page pushed it, else replaces the URL.
import { useCallback, useEffect } from 'react'
import { useSearch } from '@care/remote/url'

export const FILE_PARAM = 'file'

/** `search` with the file parameter set (or removed, for undefined), other parameters kept. */
export function withFile(search: string, id: string | undefined): string {
  const q = new URLSearchParams(search)
  if (id) q.set(FILE_PARAM, id)
  else q.delete(FILE_PARAM)
  const s = q.toString()
  return s ? `?${s}` : ''
}

let pushedHere = false

export function useOpenFile(navigate: (url: string) => void) {
  const search = useSearch()
  const openId = new URLSearchParams(search).get(FILE_PARAM) || undefined
  // left by other means (the browser's Back, another page): the next 'Back' must not go back past the list
  useEffect(() => {
    if (!openId) pushedHere = false
  }, [openId])
  const open = useCallback(
    (id: string) => {
      pushedHere = true
      navigate(`${window.location.pathname}${withFile(window.location.search, id)}`)
    },
    [navigate],
  )
  const close = useCallback(() => {
    if (pushedHere) {
      pushedHere = false
      window.history.back()
      return
    }
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${withFile(window.location.search, undefined)}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return { openId, open, close }
}
