// The patients some records are about, read by id (batched by the sdk) and kept by id.
import { useEffect, useMemo, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import type { Patient } from './records.ts'

export function usePatients(ids: readonly (string | undefined)[]) {
  const client = useCareClient()
  const [byId, setById] = useState<ReadonlyMap<string, Patient>>(new Map())
  const wanted = useMemo(() => [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join(','), [ids])
  useEffect(() => {
    const missing = wanted ? wanted.split(',').filter((id) => !byId.has(id)) : []
    if (!missing.length) return
    let current = true
    void client
      .collection('endusers')
      .getByIds(missing)
      .then((found) => {
        if (current && found.length) setById((m) => new Map([...m, ...found.map((p) => [p.id, p] as const)]))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
    // byId is read to skip patients already known
  }, [client, wanted])
  return byId
}
