// Scheduled and draft chats (issue #26: the console composer's scheduled sends): a staff member's
// chat written as a draft or with sendAt ahead is held back (messages.ts sets heldBack: its patients
// neither read nor hear it). When it becomes due — created with sendAt, or its sendAt or isDraft
// changed — a durable job (pg-boss: survives restarts, runs once across replicas) is set for its
// send time. The job sends only what is still held and due: it clears heldBack and stamps timestamp
// (when it was sent) under the row's lock, so a moved sendAt leaves the old job with nothing to do
// and two runs never send twice. The update's event reaches the patient's socket as a new chat (they
// gain the record) and reactions.ts counts it into the room's summary and unread counts. An update
// that makes a held chat due (messages.ts) sends it itself, and its job then finds nothing to do.
// Deleting a held chat cancels it.
import { z } from 'zod'
import { defineJob, type JobDefinition, type RunningJobs } from '@care/kit/jobs/index'
import { onEvent } from '@care/kit/reactions/index'
import type { MessagingDeps } from '../deps.ts'
import { isHeldBack } from './messages.ts'

export const SEND_SCHEDULED_CHAT = 'send-scheduled-chat'
const payload = z.object({ businessId: z.string(), id: z.string() })
/** the job may start a little before its time; a chat due within this margin is sent */
const EARLY_MS = 1000

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : undefined)

/** sets the send job of each held chat that became due (created with sendAt, or its sendAt / isDraft changed) */
export const scheduledChatReaction = (d: MessagingDeps, jobs: RunningJobs<readonly JobDefinition[]>) => onEvent(
  'schedule-chat-sends',
  ['evt.chats.created', 'evt.chats.updated'],
  async (event) => {
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
    for (const chat of event.records) {
      if (chat.heldBack !== true || chat.isDraft === true) continue
      if (event.op === 'updated') {
        const c = changed.get(String(chat.id)) ?? {}
        if (!('isDraft' in c) && !('sendAt' in c)) continue
      }
      const at = Date.parse(iso(chat.sendAt) ?? '') || d.now()
      await jobs.schedule(SEND_SCHEDULED_CHAT, { businessId: event.businessId, id: String(chat.id) }, { startAfter: new Date(Math.max(at, d.now())) })
    }
  },
)

export const sendScheduledChatJob = (d: MessagingDeps) => defineJob(SEND_SCHEDULED_CHAT, async ({ businessId, id }, { log }) => {
  let sent = false
  await d.repos.chats.systemRepo(businessId).modify(id, (row) => {
    if (row.heldBack !== true || isHeldBack({ isDraft: row.isDraft, sendAt: iso(row.sendAt) }, d.now() + EARLY_MS)) return undefined
    sent = true
    return { heldBack: false, timestamp: new Date(d.now()).toISOString() }
  })
  if (sent) log.info({ businessId, chatId: id }, 'scheduled chat sent')
}, { payload })

export const chatJobs = (d: MessagingDeps): JobDefinition[] => [sendScheduledChatJob(d) as JobDefinition]
