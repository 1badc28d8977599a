// The patients a board's patient search names: the server's endusers search (name, email, phone…),
// so tickets of patients this browser never loaded are found too. Undefined while there is no search
// or while it runs; at most one page (500) of patients.
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'

export function usePatientMatches(text: string): { ids?: readonly string[]; error?: string } {
  const client = useCareClient()
  const query = text.trim()
  const [found, setFound] = useState<{ query: string; ids: readonly string[]; error?: string }>()
  useEffect(() => {
    if (!query) return
    let current = true
    client.collections.endusers.getSome({ search: { query } }).then(
      (patients) => current && setFound({ query, ids: patients.map((p) => p.id) }),
      (error: Error) => current && setFound({ query, ids: [], error: error.message }),
    )
    return () => {
      current = false
    }
  }, [client, query])
  if (!query || found?.query !== query) return {}
  return { ids: found.ids, error: found.error }
}
