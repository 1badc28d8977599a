// The demo clinic's messaging (issue #26), in sections — each part of messaging seeds its own.
// Made through the services' own calls, as the console and the portal would. Idempotent: each section
// is skipped when its first record exists.
import { randomUUID } from 'node:crypto'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedMessagingOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  coordinatorId: string
  patientId(email: string): Promise<string | undefined>
}

export const SEEDED_CHAT = { careTeamRoom: 'Your care team', teamRoom: 'Care team huddle' } as const

type Rec = { id: string } & Record<string, unknown>

export async function seedMessaging(o: SeedMessagingOptions): Promise<void> {
  await seedChat(o)
}

// ── chat and notifications (msg-chat) ──
// Jordan's conversation with the care team (the admin and the coordinator): a few messages, the last
// one Jordan's and unread by staff (Jordan read the care team's before answering: their readBy), and
// a reminder the coordinator scheduled for tomorrow morning (held from Jordan until messaging's job
// sends it: 'Scheduled for …' in the console); a staff-only team chat; the coordinator's notifications (Jordan's
// message, and the tickets seeded for them — messaging's reactions write those from the events) and
// one note the admin left for them.
async function seedChat(o: SeedMessagingOptions): Promise<void> {
  const call = async <T = Rec>(subject: string, payload: unknown, what: string, session: Session = o.admin) => {
    const reply = await o.request(`svc.messaging.${subject}`, payload, session)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const existing = await call<Rec[]>('chat_rooms.getSome', { filter: { title: SEEDED_CHAT.careTeamRoom }, limit: 1 }, 'chat rooms')
  if (existing.length) return
  const jordanId = await o.patientId('jordan@demo.care')
  const coordinator: Session = {
    type: 'user', id: o.coordinatorId, businessId: o.admin.businessId, organizationIds: o.admin.organizationIds.slice(0, 1),
    sessionId: randomUUID(), roles: [], isAdmin: false, permissions: {},
  }
  const say = (roomId: string, message: string, session: Session) => call('chats.createOne', { roomId, message, html: `<p>${message}</p>` }, 'a chat', session)

  if (jordanId) {
    const jordan: Session = { type: 'enduser', id: jordanId, businessId: o.admin.businessId, organizationIds: o.admin.organizationIds.slice(0, 1), sessionId: randomUUID(), roles: [], isAdmin: false }
    const room = await call('chat_rooms.createOne', {
      title: SEEDED_CHAT.careTeamRoom, type: 'external', userIds: [o.admin.id, o.coordinatorId], enduserIds: [jordanId], aboutEnduserId: jordanId,
    }, 'the care team conversation')
    await say(room.id, 'Hi Jordan, this is Casey from the care team. How have your morning readings been this week?', coordinator)
    await say(room.id, 'Mostly between 110 and 125. A bit higher on Tuesday after a late dinner.', jordan)
    await say(room.id, 'That looks good overall. Keep logging them and we will review at your next visit.', coordinator)
    await call('chat_rooms.mark-read', { id: room.id }, "Jordan reading the care team's messages", jordan)
    await say(room.id, 'Thanks! Also, could I get my Metformin refill sent to the pharmacy on Main St?', jordan)
    const tomorrowMorning = new Date()
    tomorrowMorning.setUTCDate(tomorrowMorning.getUTCDate() + 1)
    tomorrowMorning.setUTCHours(14, 0, 0, 0)
    await call('chats.createOne', {
      roomId: room.id, message: 'Good morning Jordan! Your Metformin refill is ready at the pharmacy on Main St.', sendAt: tomorrowMorning.toISOString(),
    }, 'a scheduled chat', coordinator)
  }
  const team = await call('chat_rooms.createOne', { title: SEEDED_CHAT.teamRoom, type: 'internal', userIds: [o.admin.id, o.coordinatorId] }, 'the team chat')
  await say(team.id, 'Reminder: team huddle at 9:00 tomorrow. Please review your open tickets first.', o.admin)
  await say(team.id, 'Will do. Two refill requests are waiting on the pharmacy.', coordinator)
  await call('user_notifications.createOne', {
    userId: o.coordinatorId, type: 'team', message: 'Avery left you a note: please call Sam about the dizziness ticket today.', read: false,
  }, "the coordinator's note")
}
// ── end chat and notifications ──
