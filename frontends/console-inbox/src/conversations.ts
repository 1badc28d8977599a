// One inbox of chats, emails and SMS (issue #26): a patient's conversation gathers their chat rooms
// (external and group rooms naming them), their emails and their SMS; team rooms (internal, no
// patient) are team chat. Pure rules, over the fields the screens read of each record.

export type Channel = 'Chat' | 'Email' | 'SMS'

export interface RoomLike {
  id: string
  type?: string
  title?: string
  userIds?: readonly string[]
  enduserIds?: readonly string[]
  assignedTo?: readonly string[]
  aboutEnduserId?: string
  recentMessage?: string
  recentMessageSentAt?: number
  infoForUser?: Readonly<Record<string, { unreadCount?: number } | undefined>>
  endedAt?: string
  createdAt?: string
  updatedAt?: string
}

export interface MessageLike {
  id: string
  enduserId?: string
  userId?: string
  assignedTo?: readonly string[]
  inbound?: boolean
  deliveryError?: string
  readBy?: Readonly<Record<string, unknown>>
  timestamp?: string
  sendAt?: string
  isDraft?: boolean
  subject?: string
  message?: string
  textContent?: string
  createdAt?: string
}

export interface Conversation {
  enduserId: string
  /** ms of the newest message (or the room's creation) */
  lastAt: number
  preview: string
  channel: Channel
  unread: number
  assignedToMe: boolean
  roomIds: string[]
}

const ms = (v?: string | number) => (typeof v === 'number' ? v : v ? Date.parse(v) || 0 : 0)

/** a team room: internal, with no patient in it */
export const isTeamRoom = (r: RoomLike) => (r.type ?? 'internal') === 'internal' && !r.enduserIds?.length

/** the patient a room is with (its first patient member; else the patient it is about) */
export const patientOfRoom = (r: RoomLike) => r.enduserIds?.[0] ?? (isTeamRoom(r) ? undefined : r.aboutEnduserId)

export const unreadInRoom = (r: RoomLike, me: string) => r.infoForUser?.[me]?.unreadCount ?? 0

/** an inbound email or SMS this staff member has not read */
export const isUnreadMessage = (m: MessageLike, me: string) => m.inbound === true && !m.readBy?.[me]

/** when an email or SMS was (or will be) sent */
export const messageTime = (m: MessageLike) => ms(m.timestamp) || ms(m.sendAt) || ms(m.createdAt)

export const roomTime = (r: RoomLike) => r.recentMessageSentAt ?? (ms(r.updatedAt) || ms(r.createdAt))

export interface ConversationInput {
  rooms: readonly RoomLike[]
  emails: readonly MessageLike[]
  sms: readonly MessageLike[]
  me: string
  /** patients assigned to this staff member (their care team) */
  assignedPatientIds?: ReadonlySet<string>
  now?: number
}

/** every patient's conversation, newest first */
export function conversationsOf({ rooms, emails, sms, me, assignedPatientIds, now = Date.now() }: ConversationInput): Conversation[] {
  const byPatient = new Map<string, Conversation>()
  const get = (enduserId: string) => {
    let c = byPatient.get(enduserId)
    if (!c) {
      c = { enduserId, lastAt: 0, preview: '', channel: 'Chat', unread: 0, assignedToMe: assignedPatientIds?.has(enduserId) ?? false, roomIds: [] }
      byPatient.set(enduserId, c)
    }
    return c
  }
  const offer = (c: Conversation, at: number, preview: string, channel: Channel) => {
    if (at < c.lastAt) return
    c.lastAt = at
    c.preview = preview
    c.channel = channel
  }
  for (const r of rooms) {
    const enduserId = patientOfRoom(r)
    if (!enduserId) continue
    const c = get(enduserId)
    c.roomIds.push(r.id)
    c.unread += unreadInRoom(r, me)
    if (r.userIds?.includes(me) || r.assignedTo?.includes(me)) c.assignedToMe = true
    offer(c, roomTime(r), r.recentMessage ?? '', 'Chat')
  }
  const messages = (list: readonly MessageLike[], channel: Channel) => {
    for (const m of list) {
      if (!m.enduserId || m.isDraft) continue
      const c = get(m.enduserId)
      if (isUnreadMessage(m, me)) c.unread++
      if (m.userId === me || m.assignedTo?.includes(me)) c.assignedToMe = true
      // a send still to come is not the conversation's latest message (it would sort it into the future)
      if (!m.timestamp && ms(m.sendAt) > now) continue
      offer(c, messageTime(m), channel === 'Email' ? m.subject || m.textContent || '' : m.message ?? '', channel)
    }
  }
  messages(emails, 'Email')
  messages(sms, 'SMS')
  return [...byPatient.values()].sort((a, b) => b.lastAt - a.lastAt || a.enduserId.localeCompare(b.enduserId))
}

export interface ConversationFilters {
  unread?: boolean
  assignedToMe?: boolean
}

export const filterConversations = (list: readonly Conversation[], f: ConversationFilters) =>
  list.filter((c) => (!f.unread || c.unread > 0) && (!f.assignedToMe || c.assignedToMe))

/** one item of a patient's timeline: a chat, an email or an SMS, oldest first */
export interface TimelineItem {
  key: string
  channel: Channel
  at: number
  text: string
  subject?: string
  /** written by staff (or the system), not the patient */
  outbound: boolean
  authorId?: string
  scheduledFor?: number
  draft?: boolean
  /** why an email or SMS was not sent */
  deliveryError?: string
  attachments?: readonly { name?: string; secureName: string }[]
  /** a staff member's chat someone else has read (the server's readBy, stamped by /mark-chat-room-read) */
  read?: boolean
  /** the record behind the item: a scheduled send is cancelled by deleting it */
  record: { collection: 'chats' | 'emails' | 'sms_messages'; id: string }
}

/** read by someone other than its sender */
export const readByOthers = (readBy: Readonly<Record<string, unknown>> | undefined, senderId: string | undefined) =>
  Object.entries(readBy ?? {}).some(([id, at]) => id !== senderId && Boolean(at))

/** a send still to come (scheduled, not yet delivered): it can be cancelled */
export const isCancellable = (i: TimelineItem) => i.outbound && i.scheduledFor !== undefined && !i.deliveryError

export interface ChatLike {
  id: string
  roomId?: string
  senderId?: string
  enduserId?: string
  message?: string
  createdAt?: string
  timestamp?: string
  sendAt?: string
  isDraft?: boolean
  /** the server's: a draft or scheduled chat not sent yet (its patient does not see it) */
  heldBack?: boolean
  readBy?: Readonly<Record<string, unknown>>
  attachments?: readonly { name?: string; secureName: string; type?: string }[]
}

/** a held chat is scheduled for its sendAt until the server sends it (even a moment past due); a sent one is not */
function chatScheduledFor(c: ChatLike, scheduled: (m: { sendAt?: string }) => number | undefined) {
  if (c.heldBack === true) return c.isDraft ? undefined : ms(c.sendAt) || undefined
  return c.heldBack === false ? undefined : scheduled(c)
}

export function timelineOf(o: { chats: readonly ChatLike[]; emails: readonly MessageLike[]; sms: readonly MessageLike[]; now?: number }): TimelineItem[] {
  const now = o.now ?? Date.now()
  const scheduled = (m: { sendAt?: string }) => (m.sendAt && ms(m.sendAt) > now ? ms(m.sendAt) : undefined)
  const items: TimelineItem[] = [
    ...o.chats.map((c): TimelineItem => ({
      key: `chat-${c.id}`, channel: 'Chat', at: ms(c.timestamp) || (c.heldBack ? ms(c.sendAt) : 0) || ms(c.createdAt), text: c.message ?? '', outbound: !c.enduserId,
      authorId: c.senderId, scheduledFor: chatScheduledFor(c, scheduled), draft: c.isDraft, attachments: c.attachments,
      read: !c.enduserId && readByOthers(c.readBy, c.senderId), record: { collection: 'chats', id: c.id },
    })),
    ...o.emails.map((m): TimelineItem => ({
      key: `email-${m.id}`, channel: 'Email', at: messageTime(m), text: m.textContent ?? '', subject: m.subject, outbound: !m.inbound,
      authorId: m.userId, scheduledFor: scheduled(m), draft: m.isDraft, deliveryError: m.deliveryError, record: { collection: 'emails', id: m.id },
    })),
    ...o.sms.map((m): TimelineItem => ({
      key: `sms-${m.id}`, channel: 'SMS', at: messageTime(m), text: m.message ?? '', outbound: !m.inbound,
      authorId: m.userId, scheduledFor: scheduled(m), draft: m.isDraft, deliveryError: m.deliveryError, record: { collection: 'sms_messages', id: m.id },
    })),
  ]
  return items.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key))
}
