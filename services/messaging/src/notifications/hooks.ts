// user_notifications' rule: a notification belongs to the staff member it is for. Its creator is its
// userId (the collection is creator-only), so only they read, mark or delete it, whoever wrote it.
import type { CollectionHooks } from '@care/kit/collections/types'

export const userNotificationHooks = (_db: object): CollectionHooks => ({
  beforeCreate(record) {
    if (typeof record.userId === 'string' && record.userId) return { ...record, creator: record.userId }
  },
})
