// A form and its fields from the sdk cache (live events keep them current), and the builder's
// writes: each answer goes into the cache at once, so the builder changes before the live event.
import { useMemo } from 'react'
import type { CreateOf, UpdateOf } from '@care/sdk'
import { useCareClient, useCollection, useRecord } from '@care/sdk/react'
import { builderField } from '../records.ts'
import type { PreviousUpdates } from './field-order.ts'

export function useFormFields(formId: string) {
  const client = useCareClient()
  const form = useRecord('forms', formId)
  const stored = useCollection('form_fields', { filter: { formId }, sort: 'oldFirst' })
  const records = useMemo(() => stored.records.map(builderField), [stored.records])
  const fields = { ...stored, records }
  const reload = stored.reload
  const writes = useMemo(() => {
    const api = client.collectionApi('form_fields')
    const cache = client.collection('form_fields')
    const update = async (id: string, updates: UpdateOf<'form_fields'>) => {
      // lists and options are written whole (a merge would append to previousFields)
      const updated = await api.updateOne(id, updates, { replaceObjectFields: true })
      cache.addReplaceIfMatch([updated])
      return builderField(updated)
    }
    return {
      async create(record: Omit<CreateOf<'form_fields'>, 'formId'>) {
        const created = await api.createOne({ ...record, formId })
        cache.addReplaceIfMatch([created])
        return builderField(created)
      },
      update,
      /** previousFields of several fields, one after another (shown at once, put back on a refusal) */
      async relink(updates: PreviousUpdates) {
        const before = new Map([...updates.keys()].map((id) => [id, cache.get(id)?.previousFields]))
        for (const [id, previousFields] of updates) cache.update(id, { previousFields })
        try {
          for (const [id, previousFields] of updates) await update(id, { previousFields })
        } catch (e) {
          for (const [id, previousFields] of before) cache.update(id, { previousFields })
          void reload()
          throw e
        }
      },
      async remove(id: string) {
        await api.deleteOne(id)
        cache.remove(id)
      },
    }
    // reload is stable per query
  }, [client, formId, reload])
  return { form, fields, ...writes }
}
export type FormFieldsData = ReturnType<typeof useFormFields>
