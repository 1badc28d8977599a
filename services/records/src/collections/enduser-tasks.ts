// enduser_tasks' entity rules (spec 2 §4 "Task: incomplete -> complete (completedAt set,
// one-way)"): a completed task is never made incomplete again, and a patient may only complete
// their own tasks (their other fields are the care team's).
import { TASK_COMPLETION_ONE_WAY, TASK_ENDUSER_MAY_ONLY_COMPLETE } from '@care/contracts/collections/enduser-tasks'
import { badRequest, forbidden } from '@care/contracts/errors'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'

const isSet = (v: unknown) => v !== undefined && v !== null && v !== ''

export const enduserTaskHooks: CollectionHooks = {
  beforeUpdate(existing: ApiRecord, updates: ApiRecord, ctx) {
    if (ctx.session?.type === 'enduser' && Object.keys(updates).some((f) => f !== 'completedAt')) throw forbidden(TASK_ENDUSER_MAY_ONLY_COMPLETE)
    if ('completedAt' in updates && isSet(existing.completedAt) && !isSet(updates.completedAt)) {
      throw badRequest(TASK_COMPLETION_ONE_WAY, [{ field: 'completedAt', message: TASK_COMPLETION_ONE_WAY }])
    }
  },
}
