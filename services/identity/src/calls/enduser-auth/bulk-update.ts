// PATCH /endusers/bulk-update: custom fields and tags of many patients at once, each through the
// caller's endusers repository (the collection's own update: its validation, access, tenancy, hooks
// and events; identity's patient-only guards do not apply, staff alone may call it): fields are merged
// key by key, pushTags appended, replaceTags replace the tags. Patients the caller may not see are
// skipped; `updated` lists the records that were changed.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { unauthenticated, type ApiError } from '@care/contracts/errors'
import type { RowOf } from '@care/kit/repository/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { endusers } from '@care/contracts/collections/index'
import { repositoriesOf } from '../../repositories.ts'
import type { SessionDeps } from '../sessions.ts'

/** Updates run a few at a time: enough to finish a thousand well within the gateway's timeout. */
const CONCURRENCY = 8

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))))
  return out
}

export const bulkUpdateEndusers = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.bulk-update'> => async (input, ctx) => {
  if (ctx.session?.type !== 'user') throw unauthenticated()
  const steps: { updates: Record<string, unknown>; replace: boolean }[] = []
  if (input.replaceTags) steps.push({ updates: { tags: [...new Set([...input.replaceTags, ...(input.pushTags ?? [])])] }, replace: true })
  const merge: Record<string, unknown> = {}
  if (input.fields && Object.keys(input.fields).length) merge.fields = input.fields
  if (input.pushTags?.length && !input.replaceTags) merge.tags = input.pushTags
  if (Object.keys(merge).length) steps.push({ updates: merge, replace: false })
  if (!steps.length) return { updated: [] }

  const ids = [...new Set(input.ids)]
  const repo = repositoriesOf(d.db).endusers.repo(ctx)
  const results = await inBatches(ids, CONCURRENCY, async (id) => {
    let record: RowOf<typeof endusers> | undefined
    for (const step of steps) {
      try {
        record = await repo.update(id, step.updates, { replaceObjectFields: step.replace })
      } catch (e) {
        if ((e as ApiError).status === 404) return undefined
        throw e
      }
    }
    return record
  })
  return { updated: results.filter((r) => r !== undefined) }
}
