// Staff notifications (issue #26): user_notifications, their calls (calls.ts), and the notifications
// other events cause (reactions.ts: a patient's chat, an assigned ticket, a submitted form).
export { notificationCollectionList } from './collections.ts'
export { bulkUpdate, sendUserEmail } from './calls.ts'
export { notificationReactionList as notificationReactions } from './reactions.ts'
