// Patients found by the server's search (GET /v1/endusers?search=…, 150 ms after the last key, as
// console-patients searches), the cached first page while nothing is typed. Found patients go into
// the cache, so live updates keep them current.
import { useEffect, useState } from 'react'
import type { RecordOf } from '@care/sdk'
import { useCareClient, useCollection } from '@care/sdk/react'
import { messageOf } from './server-errors.ts'

export const SEARCH_DEBOUNCE_MS = 150
export const SEARCH_LIMIT = 25

type Patient = RecordOf<'endusers'>

export function usePatientSearch(query: string) {
  const client = useCareClient()
  const first = useCollection('endusers')
  const [found, setFound] = useState<{ query: string; patients: readonly Patient[]; error?: string }>({ query: '', patients: [] })
  const [searching, setSearching] = useState(false)
  const trimmed = query.trim()
  useEffect(() => {
    if (!trimmed) return
    let gone = false
    setSearching(true)
    const timer = setTimeout(() => {
      client.collections.endusers
        .getSome({ search: { query: trimmed }, limit: SEARCH_LIMIT })
        .then((patients) => {
          if (gone) return
          client.collection('endusers').addReplaceIfMatch(patients)
          setFound({ query: trimmed, patients })
        })
        .catch((e: unknown) => !gone && setFound({ query: trimmed, patients: [], error: messageOf(e) }))
        .finally(() => !gone && setSearching(false))
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      gone = true
      clearTimeout(timer)
    }
  }, [client, trimmed])
  if (!trimmed) return { patients: first.records.slice(0, SEARCH_LIMIT), searching: first.state !== 'Loaded' && !first.records.length, error: first.error?.message }
  const current = found.query === trimmed
  return { patients: current ? found.patients : [], searching: searching || !current, error: current ? found.error : undefined }
}
