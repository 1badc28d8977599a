// Staff notifications' collection (user_notifications) with its rule (hooks.ts).
import { userNotifications } from '@care/contracts/collections/index'
import { userNotificationHooks } from './hooks.ts'

export const notificationCollectionList = [
  [userNotifications, userNotificationHooks],
] as const
