// One collection's records about this patient, from the sdk cache (pages of 500 by `lastId`, kept
// current by the live events the shell's connection applies), and the writes the chart makes: an
// answer goes into the cache at once, so the list changes before the live event arrives.
import { useMemo } from 'react'
import type { CareRecord } from '@care/sdk'
import { useCareClient, useCollection } from '@care/sdk/react'

export function useChartRecords<T extends CareRecord>(collection: string, enduserId: string, o: { sort?: 'newFirst' | 'oldFirst' } = {}) {
  const client = useCareClient()
  const list = useCollection<T>(collection, { filter: { enduserId }, sort: o.sort ?? 'newFirst' })
  const writes = useMemo(() => {
    const api = client.collectionApi<T>(collection)
    const cache = client.collection<T>(collection)
    return {
      async create(record: Record<string, unknown>): Promise<T> {
        const created = await api.createOne({ ...record, enduserId })
        cache.addReplaceIfMatch([created], { front: true })
        return created
      },
      async update(id: string, updates: Record<string, unknown>, options?: { replaceObjectFields?: boolean }): Promise<T> {
        const updated = await api.updateOne(id, updates as Partial<Record<string, unknown>>, options)
        cache.addReplaceIfMatch([updated])
        return updated
      },
      /** puts a record the chart learned of some other way (an upload) into the cache */
      put(record: T) {
        cache.addReplaceIfMatch([record], { front: true })
      },
    }
  }, [client, collection, enduserId])
  return { ...list, ...writes }
}

export type ChartRecords<T> = ReturnType<typeof useChartRecords<T & CareRecord>>
