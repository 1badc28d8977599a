// analytics_frames' entity rule (spec 1 §5): a frame without a parent frame needs a title.
import { ANALYTICS_FRAME_TITLE_REQUIRED } from '@care/contracts/collections/analytics-frames'
import { badRequest } from '@care/contracts/errors'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'

const isSet = (v: unknown) => v !== undefined && v !== null && v !== ''
const titleRequired = () => badRequest(ANALYTICS_FRAME_TITLE_REQUIRED, [{ field: 'title', message: ANALYTICS_FRAME_TITLE_REQUIRED }])

export const analyticsFrameHooks: CollectionHooks = {
  beforeCreate(record: ApiRecord) {
    if (!isSet(record.parentFrame) && !(typeof record.title === 'string' && record.title.trim())) throw titleRequired()
  },
  beforeUpdate(existing: ApiRecord, updates: ApiRecord) {
    const parent = 'parentFrame' in updates ? updates.parentFrame : existing.parentFrame
    const title = 'title' in updates ? updates.title : existing.title
    if (!isSet(parent) && !(typeof title === 'string' && title.trim())) throw titleRequired()
  },
}
