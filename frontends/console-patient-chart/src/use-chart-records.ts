// One collection's records about this patient, from the sdk cache (pages of 500 by `lastId`, kept
// current by the live events the shell's connection applies), and the writes the chart makes: an
// answer goes into the cache at once, so the list changes before the live event arrives.
import { useMemo } from 'react'
import type { CollectionName, CreateOf, RecordOf } from '@care/sdk'
import { useCareClient, useCollection } from '@care/sdk/react'

/** The collections a chart tab lists: those whose records name their patient. */
export type ChartCollection = Extract<CollectionName, 'notes' | 'tickets' | 'enduser_tasks' | 'care_plans' | 'enduser_observations' | 'enduser_medications' | 'files' | 'form_responses'>

export function useChartRecords<K extends ChartCollection>(collection: K, enduserId: string, o: { sort?: 'newFirst' | 'oldFirst' } = {}) {
  type T = RecordOf<K>
  const client = useCareClient()
  const list = useCollection(collection, { filter: { enduserId }, sort: o.sort ?? 'newFirst' })
  const writes = useMemo(() => {
    const api = client.collectionApi(collection)
    const cache = client.collection(collection)
    return {
      async create(record: Record<string, unknown>): Promise<T> {
        const created = await api.createOne({ ...record, enduserId } as CreateOf<K>)
        cache.addReplaceIfMatch([created], { front: true })
        return created
      },
      async update(id: string, updates: Record<string, unknown>, options?: { replaceObjectFields?: boolean }): Promise<T> {
        const updated = await api.updateOne(id, updates as Partial<CreateOf<K>>, options)
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

export type ChartRecords<K extends ChartCollection> = ReturnType<typeof useChartRecords<K>>
