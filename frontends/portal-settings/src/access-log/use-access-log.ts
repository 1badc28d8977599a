// The care team's user_logs entries about the signed-in patient, newest first, a page at a time
// (GET /v1/user-logs, filter { userType: 'user' }, lastId paging). Read directly rather than
// through the sdk's cached collection: the log only grows, nothing on the page edits it, and an
// answer that is not a list (an older gateway, a test double) must leave Settings standing.
import { useCallback, useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import type { UserLogLike } from './access-entries.ts'

export const LOG_PAGE_SIZE = 100
const QUERY = { filter: { userType: 'user' }, sort: 'newFirst' } as const

export interface AccessLog {
  state: 'Fetching' | 'Loaded' | 'Error'
  logs: readonly UserLogLike[]
  /** the sdk's CareApiError: its status tells a missing service (404) from a failure */
  error?: { status?: number; message?: string }
  hasMore: boolean
  loadMore: () => void
  reload: () => void
}

export function useAccessLog(): AccessLog {
  const client = useCareClient()
  const [state, setState] = useState<Omit<AccessLog, 'loadMore' | 'reload'>>({ state: 'Fetching', logs: [], hasMore: false })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setState({ state: 'Fetching', logs: [], hasMore: false })
    client.collections.user_logs
      .getSome({ ...QUERY, limit: LOG_PAGE_SIZE })
      .then((page) => {
        const logs = Array.isArray(page) ? (page as UserLogLike[]) : []
        if (live) setState({ state: 'Loaded', logs, hasMore: logs.length === LOG_PAGE_SIZE })
      })
      .catch((e: unknown) => live && setState({ state: 'Error', logs: [], hasMore: false, error: e as { status?: number } }))
    return () => {
      live = false
    }
  }, [client, attempt])

  const loadMore = useCallback(() => {
    const lastId = state.logs.at(-1)?.id
    if (!state.hasMore || !lastId) return
    client.collections.user_logs
      .getSome({ ...QUERY, limit: LOG_PAGE_SIZE, lastId })
      .then((page) => {
        const more = Array.isArray(page) ? (page as UserLogLike[]) : []
        setState((s) => ({ ...s, logs: [...s.logs, ...more], hasMore: more.length === LOG_PAGE_SIZE }))
      })
      .catch((e: unknown) => console.warn('more of the access log could not be loaded', e))
  }, [client, state.logs, state.hasMore])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, loadMore, reload }
}
