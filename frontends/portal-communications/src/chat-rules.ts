// The Communications rules (spec 2 §2.11, §4, §9), pure: which rooms 'Your Conversations' lists and
// in what order, the unread badge (at most 9), the date header after a gap of more than 10 minutes,
// the group chat display-name gate, the default subject of a conversation the patient starts.
import type { ChatAttachment, ChatLike, ChatRoomLike, DisplayInfo } from './chat-types.ts'

/** spec 2 §9: a date header when the gap between two messages exceeds 10 minutes */
export const DATE_HEADER_GAP_MS = 10 * 60 * 1000
/** spec 2 §9: the unread badge shows at most 9 */
export const UNREAD_BADGE_MAX = 9
export const GROUP_CHAT = 'Group Chat'
export const BASE_PATH = '/communications'

const ID = /^[0-9a-f]{24}$/i

/** /communications/{roomId} → roomId; the list otherwise (spec 2 §2.1: communications (optional :roomId)). */
export function roomIdOf(pathname: string): string | undefined {
  const m = /^\/communications\/([^/?#]+)\/?$/.exec(pathname)
  return m && ID.test(m[1]!) ? m[1] : undefined
}

export const roomUrl = (id: string) => `${BASE_PATH}/${encodeURIComponent(id)}`

const time = (v: unknown): number => {
  if (typeof v === 'number') return v
  const t = typeof v === 'string' ? Date.parse(v) : NaN
  return Number.isNaN(t) ? 0 : t
}

export const isEnded = (room: Pick<ChatRoomLike, 'endedAt'>) => !!room.endedAt

/** The patient's rooms: open ones (not ended) most recently updated first, then ended ones the same way. */
export function conversations(rooms: readonly ChatRoomLike[], enduserId: string): { open: ChatRoomLike[]; ended: ChatRoomLike[] } {
  const mine = rooms.filter((r) => !r.enduserIds || r.enduserIds.length === 0 || r.enduserIds.includes(enduserId))
  const byUpdated = (a: ChatRoomLike, b: ChatRoomLike) => time(b.updatedAt) - time(a.updatedAt) || (a.id < b.id ? 1 : -1)
  return {
    open: mine.filter((r) => !isEnded(r)).sort(byUpdated),
    ended: mine.filter(isEnded).sort(byUpdated),
  }
}

/** the caller's unread count in a room (a whole number, never negative) */
export function unreadCount(room: Pick<ChatRoomLike, 'infoForUser'>, id: string): number {
  const n = room.infoForUser?.[id]?.unreadCount
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}

/** what the badge shows: nothing for 0, the count up to 9, then '9+' */
export function badgeText(count: number): string | undefined {
  if (count <= 0) return undefined
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count)
}

/** when a message was sent: its timestamp (a scheduled message: when the service sent it), else its creation */
export const sentAt = (chat: Pick<ChatLike, 'createdAt' | 'timestamp'>) => time(chat.timestamp) || time(chat.createdAt)

/** a room's messages oldest first (ties by id, which increases with creation) */
export function inOrder<T extends Pick<ChatLike, 'id' | 'createdAt' | 'timestamp'>>(chats: readonly T[]): T[] {
  return [...chats].sort((a, b) => sentAt(a) - sentAt(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** a date header before the first message and before each one sent more than 10 minutes after the one before */
export function needsDateHeader(previous: Pick<ChatLike, 'createdAt' | 'timestamp'> | undefined, current: Pick<ChatLike, 'createdAt' | 'timestamp'>): boolean {
  return !previous || sentAt(current) - sentAt(previous) > DATE_HEADER_GAP_MS
}

/** Group chats show the patient to other patients: they need a display name first (spec 2 §2.11). */
export const needsDisplayName = (room: Pick<ChatRoomLike, 'type'>, enduser: { displayName?: string | null } | undefined) =>
  room.type === GROUP_CHAT && !enduser?.displayName?.trim()

/** spec 2 §5: whitespace-only is empty */
export const isBlank = (s: string | undefined) => !s || s.trim().length === 0

/** the subject a new conversation starts with: the organization's setting, else 'The {name} Team' (the caller's text) */
export function defaultSubject(settings: CommunicationSettings | undefined, teamSubject: string): string {
  const configured = settings?.enduserInitiatedChatDefaultSubject
  return typeof configured === 'string' && configured.trim() ? configured.trim() : teamSubject
}

export interface CommunicationSettings {
  allowEnduserInitiatedChat?: boolean
  enduserInitiatedChatDefaultSubject?: string
}

/** the organization's portalSettings.communication (spec 2 §3 "Organization theme"), if the shell handed it on */
export function communicationSettings(org: unknown): CommunicationSettings | undefined {
  const c = (org as { portalSettings?: { communication?: unknown } } | undefined)?.portalSettings?.communication
  return c && typeof c === 'object' ? (c as CommunicationSettings) : undefined
}

/** a person's name as the room shows it: display name, else first and last name */
export function nameOf(info: DisplayInfo | undefined): string | undefined {
  if (!info) return undefined
  return info.displayName?.trim() || [info.fname, info.lname].filter((s) => s?.trim()).join(' ') || undefined
}

/** Read by someone other than its sender (the care team saw it). */
export function readByOthers(chat: Pick<ChatLike, 'readBy' | 'senderId'>): boolean {
  return Object.entries(chat.readBy ?? {}).some(([id, at]) => id !== chat.senderId && !!at)
}

/**
 * The patient's latest message someone else has read, from the chats' readBy or from the room's
 * unread counts: the server adds one to the count of every member but the sender for each message
 * and sets it to 0 when the member marks the room read, so a member whose count is n has read all but
 * the last n messages others sent. `chats` oldest first.
 */
export function latestReadOwn(chats: readonly Pick<ChatLike, 'id' | 'senderId' | 'readBy'>[], room: Pick<ChatRoomLike, 'infoForUser'> | undefined, me: string): string | undefined {
  const members = Object.keys(room?.infoForUser ?? {}).filter((id) => id !== me).map((id) => ({ id, unread: unreadCount(room!, id) }))
  for (let i = chats.length - 1; i >= 0; i--) {
    const chat = chats[i]!
    if (chat.senderId !== me) continue
    const later = chats.slice(i + 1)
    const readBy = (m: { id: string; unread: number }) => m.unread <= later.filter((c) => c.senderId !== m.id).length
    if (readByOthers(chat) || members.some(readBy)) return chat.id
  }
  return undefined
}

/** the kind of a chat attachment from the file's type */
export function attachmentType(mime: string): ChatAttachment['type'] {
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  return 'file'
}
