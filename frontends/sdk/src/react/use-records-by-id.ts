// Records some other records name (the patients of a list of responses or assignments), read by id —
// batched by the cached collection's getByIds — and kept by id. Ids already known are not read again;
// a failed read leaves them unknown (the screen shows what it has).
import { useEffect, useMemo, useState } from 'react'
import type { KnownCollection, RecordOf } from '../api/records.ts'
import { useCareClient } from './provider.ts'

export function useRecordsById<K extends KnownCollection>(collection: K, ids: readonly (string | undefined)[]): ReadonlyMap<string, RecordOf<K>> {
  const client = useCareClient()
  const [byId, setById] = useState<ReadonlyMap<string, RecordOf<K>>>(new Map())
  const wanted = useMemo(() => [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join(','), [ids])
  useEffect(() => {
    const missing = wanted ? wanted.split(',').filter((id) => !byId.has(id)) : []
    if (!missing.length) return
    let current = true
    void client
      .collection(collection)
      .getByIds(missing)
      .then((found) => {
        if (current && found.length) setById((m) => new Map([...m, ...found.map((r) => [r.id, r] as const)]))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
    // byId is read to skip records already known
  }, [client, collection, wanted])
  return byId
}
