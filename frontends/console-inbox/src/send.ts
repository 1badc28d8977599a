// What the composer sends (issue #26): a chat into the patient's newest open room (a new external
// room with them when there is none), an email or an SMS; variables such as {{enduser.fname}} are
// filled by /templated-message first; sendAt schedules it. Checks the spec's messages first.
import type { CareClient } from '@care/sdk'
import type { Channel } from './conversations.ts'
import type { Attachment } from './upload.ts'
import { texts } from './texts.ts'

export const SMS_MAX = 1200

export interface Draft {
  channel: Channel
  subject: string
  message: string
  html?: string
  templateId?: string
  /** ISO instant, for a scheduled send */
  sendAt?: string
  attachments: Attachment[]
}

export interface DraftProblems {
  subject?: string
  message?: string
  sendAt?: string
}

export function problemsOf(d: Draft, now = Date.now()): DraftProblems {
  const p: DraftProblems = {}
  if (!d.message.trim() && !(d.channel === 'Chat' && d.attachments.length)) p.message = texts.composer.blank
  else if (d.channel === 'SMS' && d.message.length > SMS_MAX) p.message = texts.composer.smsMax
  if (d.channel === 'Email' && !d.subject.trim()) p.subject = texts.composer.subjectRequired
  if (d.sendAt && !(Date.parse(d.sendAt) > now)) p.sendAt = texts.composer.sendAtPast
  return p
}

interface Rendered {
  plaintext: string
  html: string
  subject?: string
}

const hasVariables = (s?: string) => Boolean(s && s.includes('{{'))

/** the texts with their variables filled for this patient and sender (unchanged when there are none) */
export async function render(client: CareClient, o: { message: string; subject?: string; html?: string; channel: Channel; userId: string; enduserId: string }): Promise<Rendered> {
  if (![o.message, o.subject, o.html].some(hasVariables)) return { plaintext: o.message, html: o.html ?? '', subject: o.subject }
  return client.call<Rendered>('POST', '/templated-message', { message: o.message, ...(o.html ? { html: o.html } : {}), ...(o.subject ? { subject: o.subject } : {}), channel: o.channel, userId: o.userId, enduserId: o.enduserId })
}

export interface RoomChoice {
  id: string
  endedAt?: string
  recentMessageSentAt?: number
  createdAt?: string
}

/** the room a new chat goes to: the newest one not ended */
const lastAt = (r: RoomChoice) => r.recentMessageSentAt ?? (Date.parse(r.createdAt ?? '') || 0)
export const roomFor = (rooms: readonly RoomChoice[]) => [...rooms].filter((r) => !r.endedAt).sort((a, b) => lastAt(b) - lastAt(a))[0]

export async function send(client: CareClient, d: Draft, o: { enduserId: string; me: string; rooms: readonly RoomChoice[] }) {
  const text = await render(client, { message: d.message, subject: d.subject, html: d.html, channel: d.channel, userId: o.me, enduserId: o.enduserId })
  const later = d.sendAt ? { sendAt: d.sendAt } : {}
  const template = d.templateId ? { templateId: d.templateId } : {}
  if (d.channel === 'Email') {
    const saved = await client.collections.emails.createOne({ enduserId: o.enduserId, subject: text.subject || d.subject, textContent: text.plaintext, ...(text.html ? { HTMLContent: text.html } : {}), ...later, ...template })
    client.collection('emails').addReplaceIfMatch([saved])
    return
  }
  if (d.channel === 'SMS') {
    const saved = await client.collections.sms_messages.createOne({ enduserId: o.enduserId, message: text.plaintext, ...later, ...template })
    client.collection('sms_messages').addReplaceIfMatch([saved])
    return
  }
  let room = roomFor(o.rooms)
  if (!room) {
    const created = await client.collections.chat_rooms.createOne({ type: 'external', enduserIds: [o.enduserId], userIds: [o.me] })
    client.collection('chat_rooms').addReplaceIfMatch([created])
    room = created
  }
  const saved = await client.collections.chats.createOne({ roomId: room.id, message: text.plaintext, ...(d.attachments.length ? { attachments: d.attachments } : {}), ...later, ...template })
  client.collection('chats').addReplaceIfMatch([saved])
}
