// The fields of chat rooms and messages this remote reads (spec 2 §3 "Chat room", "Message"; spec 1
// §3 chat_rooms, chats; the public SDK's ChatRoom and ChatMessage where spec 2 leaves them open).
export type ChatRoomType = 'internal' | 'external' | 'Group Chat' | (string & {})

export interface ChatRoomLike {
  id: string
  title?: string
  type?: ChatRoomType
  endedAt?: string | null
  recentMessage?: string
  recentMessageSentAt?: number | string | null
  recentSender?: string
  creator?: string
  createdAt?: string
  updatedAt?: string
  userIds?: readonly string[]
  enduserIds?: readonly string[]
  infoForUser?: Readonly<Record<string, { unreadCount?: number } | undefined>>
}

/** A chat's attachment: the stored file's secure name, its kind ('image', 'video', 'file') and name. */
export interface ChatAttachment {
  type: string
  secureName: string
  name?: string
  /** the records service's file, when known */
  fileId?: string
}

export interface ChatLike {
  id: string
  roomId: string
  senderId?: string
  message?: string
  html?: string
  createdAt?: string
  /** when it was sent, when not at its creation (a scheduled message the care team wrote earlier) */
  timestamp?: string
  readBy?: Readonly<Record<string, string | undefined>>
  attachments?: readonly ChatAttachment[]
}

/** GET /chat-room-display-info: who is in the room, by id (the room's users and endusers). */
export interface DisplayInfo {
  fname?: string
  lname?: string
  displayName?: string
  avatar?: string
}
export type DisplayInfoById = Readonly<Record<string, DisplayInfo | undefined>>
