// The library's search (spec 2 §2.6): the words typed go to POST /managed-content-records/search
// ({ query, type: 'enduser' }), which answers the patient's visible items that match, best first
// (the content service ranks with PostgreSQL full-text search). An empty box is no search. Only the
// answer to the latest words is kept, so a slow answer never replaces a newer one.
import { useEffect, useRef, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import type { ContentLike } from '../content-types.ts'

export type SearchState =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; matches: ContentLike[] }
  | { state: 'error'; query: string; message: string }

export function useContentSearch(query: string): SearchState {
  const client = useCareClient()
  const [result, setResult] = useState<SearchState>({ state: 'idle' })
  const latest = useRef(0)
  const words = query.trim()
  useEffect(() => {
    const ask = ++latest.current
    if (!words) {
      setResult({ state: 'idle' })
      return
    }
    setResult({ state: 'searching', query: words })
    client.api
      .managedContentRecordsSearch({ query: words, type: 'enduser' })
      .then((answer) => ask === latest.current && setResult({ state: 'done', query: words, matches: answer.matches }))
      .catch((e: unknown) => ask === latest.current && setResult({ state: 'error', query: words, message: e instanceof Error ? e.message : String(e) }))
  }, [client, words])
  return result
}
