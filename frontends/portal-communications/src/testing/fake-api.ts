// The portal's /v1 for Communications' component tests: @care/sdk's shared fake, signed in as the
// patient, over their chat rooms and chats, with live events through FakeSocket. It adds what the
// messaging service does beyond the generic calls: the server-set sender of a chat, a chat to an ended
// room refused ('This conversation has been ended'), POST /mark-chat-room-read (the caller's unread
// count to 0, answering { updated }), GET /chat-room-display-info, and the patient's profile update.
import type { SessionEnduser } from '@care/sdk'
import { FakeSocket, fakeV1, json } from '@care/sdk/testing'

export { FakeSocket } from '@care/sdk/testing'

export const PATIENT = 'e'.repeat(24)
export const NURSE = 'a'.repeat(24)
export const DOCTOR = 'c'.repeat(24)
export const BUSINESS = 'b'.repeat(24)
export const ENDED = 'This conversation has been ended'

export interface Seed {
  rooms?: Record<string, unknown>[]
  chats?: Record<string, unknown>[]
  enduser?: Partial<SessionEnduser>
}

export function fakeApi(seed: Seed = {}) {
  FakeSocket.last = undefined
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    WebSocket: FakeSocket as never,
    collections: { chat_rooms: seed.rooms ?? [], chats: seed.chats ?? [] },
    defaults: { chat_rooms: { type: 'internal', userIds: [], enduserIds: [] } },
    routes({ method, path, query, body = {} }, store) {
      const room = (id: unknown) => store.records('chat_rooms').find((r) => r.id === id)
      if (method === 'POST' && path === '/v1/mark-chat-room-read') {
        const r = room(body.id)
        if (!r) return json(404, { message: 'Chat room not found' })
        r.infoForUser = { ...(r.infoForUser as object | undefined), [store.me!]: { unreadCount: 0 } }
        return json(200, { updated: r })
      }
      if (method === 'GET' && path === '/v1/chat-room-display-info') {
        const r = room(query.get('id'))
        if (!r) return json(404, { message: 'Chat room not found' })
        const people: Record<string, object> = { [NURSE]: { fname: 'Nina', lname: 'Ortiz' }, [DOCTOR]: { fname: 'Ada', lname: 'Lovelace', displayName: 'Dr. Lovelace' }, [PATIENT]: { fname: 'Jordan', lname: 'Lee' } }
        return json(200, { id: r.id, display_info: Object.fromEntries([...(r.userIds as string[] ?? []), ...(r.enduserIds as string[] ?? [])].map((id) => [id, people[id] ?? {}])) })
      }
      if (method === 'POST' && path === '/v1/chat') {
        const r = room(body.roomId)
        if (!r) return json(404, { message: 'Chat room not found' })
        if (r.endedAt) return json(400, { message: ENDED })
        return json(200, store.add('chats', { ...body, senderId: store.me, enduserId: store.me, createdAt: new Date().toISOString() }))
      }
      if (method === 'PATCH' && path === `/v1/enduser/${PATIENT}`) {
        const updates = (body.updates ?? {}) as Record<string, unknown>
        if (typeof updates.displayName === 'string' && updates.displayName.length > 100) return json(400, { message: 'displayName is too long' })
        return json(200, { id: PATIENT, ...seed.enduser, ...updates })
      }
      return undefined
    },
  })
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Jordan', lname: 'Lee', email: 'jordan@example.com', businessId: BUSINESS, assignedTo: [NURSE], ...seed.enduser }
  return { v1, client: v1.client(enduser) }
}
