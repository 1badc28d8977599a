// A form and its fields from the sdk cache (live events keep them current), and the builder's
// writes: each answer goes into the cache at once, so the builder changes before the live event.
import { useMemo } from 'react'
import { useCareClient, useCollection, useRecord } from '@care/sdk/react'
import type { PreviousFormField } from '@care/contracts/forms/index'
import type { FieldRecord } from '../records.ts'
import type { PreviousUpdates } from './field-order.ts'

export function useFormFields(formId: string) {
  const client = useCareClient()
  const form = useRecord('forms', formId)
  const fields = useCollection<FieldRecord>('form_fields', { filter: { formId }, sort: 'oldFirst' })
  const writes = useMemo(() => {
    const api = client.collectionApi<FieldRecord>('form_fields')
    const cache = client.collection<FieldRecord>('form_fields')
    const update = async (id: string, updates: Partial<FieldRecord>) => {
      // lists and options are written whole (a merge would append to previousFields)
      const updated = await api.updateOne(id, updates, { replaceObjectFields: true })
      cache.addReplaceIfMatch([updated])
      return updated
    }
    return {
      async create(record: Partial<FieldRecord>) {
        const created = await api.createOne({ ...record, formId })
        cache.addReplaceIfMatch([created])
        return created
      },
      update,
      /** previousFields of several fields, one after another (shown at once, put back on a refusal) */
      async relink(updates: PreviousUpdates) {
        const before = new Map([...updates.keys()].map((id) => [id, cache.get(id)?.previousFields]))
        for (const [id, previousFields] of updates) cache.update(id, { previousFields })
        try {
          for (const [id, previousFields] of updates) await update(id, { previousFields: previousFields as PreviousFormField[] })
        } catch (e) {
          for (const [id, previousFields] of before) cache.update(id, { previousFields })
          void fields.reload()
          throw e
        }
      },
      async remove(id: string) {
        await api.deleteOne(id)
        cache.remove(id)
      },
    }
    // fields.reload is stable per query
  }, [client, formId, fields.reload])
  return { form, fields, ...writes }
}
export type FormFieldsData = ReturnType<typeof useFormFields>
