// Board or list: the user's choice, remembered in this browser (localStorage) for next time.
import { useCallback, useState } from 'react'

export type ViewMode = 'board' | 'list'
export const VIEW_MODE_KEY = 'care.console.tickets.view'

function read(): ViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'board'
  } catch {
    return 'board'
  }
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(read)
  const set = useCallback((next: ViewMode) => {
    setMode(next)
    try {
      window.localStorage.setItem(VIEW_MODE_KEY, next)
    } catch {
      // storage refused (private mode, quota): the choice lasts this visit only
    }
  }, [])
  return [mode, set]
}
