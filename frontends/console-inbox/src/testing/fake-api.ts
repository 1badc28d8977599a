// The Inbox's /v1 for component tests: @care/sdk's fake over messaging's collections (chat rooms,
// chats, emails, SMS, templates, the delivery log), users and endusers, with the service's refusals
// the screens rely on — template titles unique (409 naming title), required fields, 'message must
// not be blank' — and its named calls: /templated-message (variables filled from the store),
// /mark-chat-room-read, the webhook configuration calls and /webhook-logs/replay.
import type { CareClient } from '@care/sdk'
import { fakeRecord as make, fakeV1, json, type FakeRecord, type FakeStore, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }

export const ME = { id: 'a'.repeat(24), fname: 'Avery', lname: 'Admin', email: 'avery@demo.care' }
export const UNIQUE_TITLE_MESSAGE = 'A record with this title already exists'
export const SECRET_SHORT = 'Webhook secret must exceed 15 characters'

const REQUIRED: Record<string, string[]> = {
  templates: ['title', 'subject', 'message'],
  chats: ['roomId', 'message'],
  emails: ['enduserId', 'subject', 'textContent'],
  sms_messages: ['enduserId'],
}
const bad = (field: string, message: string, status = 400, top = message) => json(status, { message: top, validation: [{ field, message }] })

function fill(text: string, store: FakeStore, enduserId: string) {
  const enduser: Record<string, unknown> = store.records('endusers').find((e) => e.id === enduserId) ?? {}
  const user: Record<string, unknown> = store.records('users').find((u) => u.id === store.me) ?? {}
  const values: Record<string, unknown> = { 'enduser.fname': enduser.fname, 'enduser.lname': enduser.lname, 'user.fname': user.fname, 'user.lname': user.lname, 'organization.name': 'Demo Clinic' }
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, k: string) => String(values[k] ?? ''))
}

export function fakeApi(o: { collections?: Record<string, Record<string, unknown>[]>; pageSize?: number; webhook?: { url: string; subscriptions?: Record<string, unknown> } } = {}) {
  let webhook = o.webhook
  const v1 = fakeV1({
    pageSize: o.pageSize,
    collections: { chat_rooms: [], chats: [], emails: [], sms_messages: [], templates: [], webhook_logs: [], user_notifications: [], users: [ME], endusers: [], ...o.collections },
    defaults: { chat_rooms: { type: 'internal', userIds: [], enduserIds: [] } },
    refuse(collection, fields, existing) {
      const missing = existing ? undefined : (REQUIRED[collection] ?? []).find((f) => fields[f] === undefined || fields[f] === '')
      if (missing) return bad(missing, `${missing} is required`)
      if (collection === 'sms_messages' && typeof fields.message === 'string' && !fields.message.trim()) return bad('message', 'message must not be blank')
      if (collection === 'templates' && typeof fields.title === 'string' && v1.records('templates').some((r) => r.title === fields.title && r.id !== existing?.id))
        return bad('title', UNIQUE_TITLE_MESSAGE, 409, 'Uniqueness Violation')
      return undefined
    },
    routes({ method, path, body }: SentRequest, store) {
      if (method === 'POST' && path === '/v1/chat') {
        // the server keeps the room's recent message and copies its members onto the chat
        const room = store.records('chat_rooms').find((r) => r.id === body?.roomId)
        if (!room) return bad('roomId', 'Could not find a record for the given id', 404)
        // a draft or a later send is held back until the service's job sends it
        const held = body?.isDraft === true || (typeof body?.sendAt === 'string' && Date.parse(body.sendAt) > Date.now())
        const chat = store.add('chats', { ...body, senderId: store.me, userId: store.me, userIds: room.userIds, enduserIds: room.enduserIds, ...(held ? { heldBack: true } : {}) })
        if (held) return json(200, chat)
        Object.assign(room, { recentMessage: body?.message, recentSender: store.me, recentMessageSentAt: Date.parse(chat.createdAt) })
        return json(200, chat)
      }
      if (method === 'POST' && path === '/v1/templated-message') {
        const enduserId = String(body?.enduserId ?? '')
        return json(200, { plaintext: fill(String(body?.message ?? ''), store, enduserId), html: fill(String(body?.html ?? ''), store, enduserId), subject: fill(String(body?.subject ?? ''), store, enduserId), linkOpenTrackingIds: [] })
      }
      if (method === 'POST' && path === '/v1/mark-chat-room-read') {
        const room = store.records('chat_rooms').find((r) => r.id === body?.id)
        if (!room) return json(404, { message: 'Could not find a record for the given id' })
        room.infoForUser = { ...(room.infoForUser as object), [store.me!]: { unreadCount: 0 } }
        return json(200, {})
      }
      if (method === 'GET' && path === '/v1/webhook-configuration') return json(200, webhook ?? {})
      if ((method === 'POST' && path === '/v1/configure-webhooks') || (method === 'PATCH' && path === '/v1/update-webhooks')) {
        if (typeof body?.secret === 'string' && body.secret.length <= 15) return bad('secret', SECRET_SHORT)
        const subs = (body?.subscriptions ?? body?.subscriptionUpdates) as Record<string, unknown> | undefined
        webhook = { url: String(body?.url ?? webhook?.url), subscriptions: { ...webhook?.subscriptions, ...subs } }
        return json(200, {})
      }
      if (method === 'POST' && path === '/v1/webhook-logs/replay') {
        const log = store.records('webhook_logs').find((l) => l.id === body?.id)
        if (!log) return json(404, { message: 'Could not find a record for the given id' })
        Object.assign(log, { status: 'pending', attempts: 0, responseCode: undefined })
        return json(200, { log })
      }
      if (method === 'POST' && path === '/v1/notifications/bulk-update') {
        for (const n of store.records('user_notifications')) if (n.userId === store.me) n.read = true
        return json(200, {})
      }
      return undefined
    },
  })
  const rec = (name: string) => v1.records(name)
  return {
    rooms: rec('chat_rooms'),
    chats: rec('chats'),
    emails: rec('emails'),
    sms: rec('sms_messages'),
    templates: rec('templates'),
    logs: rec('webhook_logs'),
    notifications: rec('user_notifications'),
    users: rec('users'),
    endusers: rec('endusers'),
    webhook: () => webhook,
    requests: v1.requests,
    client: (): CareClient => v1.client({ id: ME.id, fname: ME.fname, lname: ME.lname }),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

/** the demo clinic's inbox in small: Jordan's chat (2 unread) and email, Sam's SMS, a team room, two templates, a delivery */
export function seeded(o: { pageSize?: number } = {}) {
  const api = fakeApi(o)
  const add = (list: FakeRecord[], r: Record<string, unknown>) => {
    const x = make({ businessId: 'b'.repeat(24), ...r })
    list.push(x)
    return x
  }
  const dana = add(api.users, { fname: 'Dana', lname: 'Lee', email: 'dana@demo.care', lastActive: minutesAgo(10) })
  api.users[0]!.lastActive = minutesAgo(1)
  const jordan = add(api.endusers, { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', lastActive: minutesAgo(2) })
  const sam = add(api.endusers, { fname: 'Sam', lname: 'Ortiz', phone: '+15555550123', assignedTo: [ME.id] })
  const room = add(api.rooms, { type: 'external', enduserIds: [jordan.id], userIds: [ME.id, dana.id], recentMessage: 'Can I move my visit?', recentMessageSentAt: Date.now() - 5 * 60_000, infoForUser: { [ME.id]: { unreadCount: 2 } } })
  add(api.chats, { roomId: room.id, message: 'Hello!', senderId: jordan.id, enduserId: jordan.id, enduserIds: [jordan.id], userIds: [ME.id, dana.id], createdAt: minutesAgo(6) })
  add(api.chats, { roomId: room.id, message: 'Can I move my visit?', senderId: jordan.id, enduserId: jordan.id, enduserIds: [jordan.id], userIds: [ME.id, dana.id], createdAt: minutesAgo(5) })
  add(api.emails, { enduserId: jordan.id, userId: ME.id, subject: 'Your results', textContent: 'All normal.', timestamp: minutesAgo(60), delivered: true })
  add(api.sms, { enduserId: sam.id, message: 'Running late', inbound: true, timestamp: minutesAgo(30) })
  const team = add(api.rooms, { type: 'internal', title: 'Front desk', userIds: [ME.id, dana.id], recentMessage: 'Lunch at noon', recentMessageSentAt: Date.now() - 20 * 60_000, infoForUser: { [ME.id]: { unreadCount: 1 } } })
  add(api.chats, { roomId: team.id, message: 'Lunch at noon', senderId: dana.id, userId: dana.id, userIds: [ME.id, dana.id], enduserIds: [], createdAt: minutesAgo(20) })
  const welcome = add(api.templates, { title: 'Welcome', subject: 'Welcome to {{organization.name}}', message: 'Hi {{enduser.fname}}, this is {{user.fname}}.', html: '<p>Hi {{enduser.fname}}</p>' })
  add(api.templates, { title: 'Reminder', subject: 'Reminder', message: 'See you soon', forChannels: ['SMS'] })
  const delivery = add(api.logs, { model: 'endusers', type: 'create', status: 'failed', responseCode: 500, attempts: 12, deliveryId: 'msg_1', lastAttemptAt: minutesAgo(3) })
  return { api, dana, jordan, sam, room, team, welcome, delivery }
}
