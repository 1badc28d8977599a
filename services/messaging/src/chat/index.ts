// Chat (issue #26): chat rooms and their messages — the collections' rules (collections.ts, rooms.ts,
// messages.ts), the named calls of contracts/src/routes/chat.ts (calls.ts, out-of-office.ts and the
// notification calls) and what follows a new chat (reactions.ts).
import { chatRoutes } from '@care/contracts/routes/chat'
import { operations } from '@care/kit/runtime/typed-operations'
import type { MessagingDeps } from '../deps.ts'
import { bulkUpdate, sendUserEmail } from '../notifications/calls.ts'
import { displayInfo, joinRoom, markRead } from './calls.ts'
import { outOfOfficeAutoreply } from './out-of-office.ts'

export { chatCollectionList } from './collections.ts'
export { chatReactionList as chatReactions } from './reactions.ts'
export { registerChatRuntime } from './runtime.ts'
export { chatJobs, scheduledChatReaction } from './scheduled.ts'

export const chatCalls = (d: MessagingDeps) => operations(chatRoutes)({
  'chat_rooms.join-room': joinRoom(d),
  'chat_rooms.mark-read': markRead(d),
  'chat_rooms.display-info': displayInfo(d),
  'chat_rooms.out-of-office-autoreply': outOfOfficeAutoreply(d),
  'user_notifications.bulk-update': bulkUpdate(d),
  'user_notifications.send-email': sendUserEmail(d),
})
