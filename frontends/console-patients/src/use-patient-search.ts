// Search over patients (spec 3 §9: 50 ms debounce for the local filter, 150 ms for the API
// search). The cached records are filtered and ranked locally at once; the server's `search`
// then brings in matches the cache does not hold yet. Its results go into the cache, so live
// events keep them current and a newly created patient who matches shows up without searching again.
import { useEffect, useMemo, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import { CareApiError, type RecordOf } from '@care/sdk'
import { searchScore } from '@care/sdk/helpers'
import { texts } from '@care/ui'

export const LOCAL_SEARCH_DEBOUNCE_MS = 50
export const API_SEARCH_DEBOUNCE_MS = 150
export const PATIENT_SEARCH_FIELDS = ['fname', 'lname', 'email', 'phone', 'displayName', 'externalId', 'tags'] as const

export type SearchState = 'idle' | 'searching' | 'done' | 'error'

/** Cached records that score locally or that the server found, best local score first. */
export function rankMatches<P extends { id: string }>(records: readonly P[], query: string, serverIds: ReadonlySet<string>): P[] {
  return records
    .map((record, index) => ({ record, index, score: searchScore(record, query, PATIENT_SEARCH_FIELDS) }))
    .filter((r) => r.score > 0 || serverIds.has(r.record.id))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.record)
}

/**
 * `query` is the box's text after the local debounce; the API search waits the rest of the 150 ms.
 * `records` are the cached patients in table order.
 */
export function usePatientSearch(query: string, records: readonly RecordOf<'endusers'>[]) {
  const client = useCareClient()
  const [server, setServer] = useState<{ query: string; ids: ReadonlySet<string>; state: SearchState; error?: string }>({
    query: '',
    ids: new Set(),
    state: 'idle',
  })
  const trimmed = query.trim()

  useEffect(() => {
    if (!trimmed) {
      setServer({ query: '', ids: new Set(), state: 'idle' })
      return
    }
    let cancelled = false
    setServer((s) => ({ ...s, query: trimmed, state: 'searching', error: undefined }))
    const timer = setTimeout(async () => {
      try {
        const found = await client.collections.endusers.getSome({ search: { query: trimmed }, limit: 500 })
        if (cancelled) return
        client.collection('endusers').addReplaceIfMatch(found)
        setServer({ query: trimmed, ids: new Set(found.map((p) => p.id)), state: 'done' })
      } catch (e) {
        if (!cancelled) setServer({ query: trimmed, ids: new Set(), state: 'error', error: e instanceof CareApiError ? e.message : texts.anErrorOccurred })
      }
    }, API_SEARCH_DEBOUNCE_MS - LOCAL_SEARCH_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [client, trimmed])

  const ids = server.query === trimmed ? server.ids : EMPTY
  const matches = useMemo(() => (trimmed ? rankMatches(records, trimmed, ids) : records), [records, trimmed, ids])
  return { active: Boolean(trimmed), matches, state: trimmed ? server.state : ('idle' as SearchState), error: server.error }
}

const EMPTY: ReadonlySet<string> = new Set()
