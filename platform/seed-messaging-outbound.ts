// The demo clinic's outbound messages (issue #26, messaging's outbound half): two templates (a
// welcome and an appointment reminder, with variables), an email thread with Jordan (the team's
// welcome, Jordan's reply, the team's answer — threaded by replyTo) and an SMS thread (a reminder
// and Jordan's reply). The history is logged (logOnly), not sent again at every start: the demo's
// mailbox stays for what the newcomer does. Made through messaging's own calls, as the console
// would. Idempotent: skipped when the welcome template exists.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedOutboundOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  patientId(email: string): Promise<string | undefined>
  now?: number
}

export const SEEDED_OUTBOUND = { welcomeTemplate: 'Welcome to Demo Clinic', reminderTemplate: 'Appointment reminder' } as const

type Rec = { id: string } & Record<string, unknown>
const HOUR = 3_600_000

export async function seedOutboundMessages(o: SeedOutboundOptions): Promise<void> {
  const call = async <T = Rec>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const create = (collection: string, record: Record<string, unknown>) => call<Rec>(`svc.messaging.${collection}.createOne`, record, collection)
  const existing = await call<Rec[]>('svc.messaging.templates.getSome', { filter: { title: SEEDED_OUTBOUND.welcomeTemplate }, limit: 1 }, 'templates')
  if (existing.length) return
  const now = o.now ?? Date.now()
  const ago = (hours: number) => new Date(now - hours * HOUR).toISOString()

  await create('templates', {
    title: SEEDED_OUTBOUND.welcomeTemplate, subject: 'Welcome to {{organization.name}}, {{enduser.fname}}',
    message: 'Hi {{enduser.fname}},\n\nWelcome to {{organization.name}}! I am {{user.fname}}, your care coordinator. Reply any time with questions.\n\n{{user.fname}}',
    html: '<p>Hi {{enduser.fname}},</p><p>Welcome to <b>{{organization.name}}</b>! I am {{user.fname}}, your care coordinator. Reply any time with questions.</p><p>{{user.fname}}</p>',
    mode: 'html', forChannels: ['Email'], tags: ['onboarding'],
  })
  await create('templates', {
    title: SEEDED_OUTBOUND.reminderTemplate, subject: 'Your upcoming visit',
    message: 'Hi {{enduser.fname}}, this is a reminder of your visit with {{organization.name}} tomorrow. Reply C to confirm.',
    forChannels: ['SMS', 'Email'], tags: ['reminders'],
  })

  const jordanId = await o.patientId('jordan@demo.care')
  if (!jordanId) return
  const jordan = await call<Rec>('svc.identity.endusers.getOne', { id: jordanId }, 'patient')
  const phone = typeof jordan.phone === 'string' && jordan.phone ? { enduserPhoneNumber: jordan.phone } : {}

  const welcome = await create('emails', { enduserId: jordanId, logOnly: true, subject: 'Welcome to Demo Clinic, Jordan', textContent: 'Hi Jordan,\n\nWelcome to Demo Clinic! Reply any time with questions.', timestamp: ago(72) })
  const reply = await create('emails', { enduserId: jordanId, logOnly: true, inbound: true, subject: 'Re: Welcome to Demo Clinic, Jordan', textContent: 'Thanks! Is parking available at the Chicago office?', replyTo: welcome.id, timestamp: ago(70) })
  await create('emails', { enduserId: jordanId, logOnly: true, subject: 'Re: Welcome to Demo Clinic, Jordan', textContent: 'Yes — free parking behind the building. See you soon!', replyTo: reply.id, timestamp: ago(69) })

  await create('sms_messages', { enduserId: jordanId, logOnly: true, message: 'Hi Jordan, this is a reminder of your visit with Demo Clinic tomorrow. Reply C to confirm.', ...phone, timestamp: ago(26) })
  await create('sms_messages', { enduserId: jordanId, logOnly: true, inbound: true, message: 'C — see you then!', ...phone, timestamp: ago(25) })
}
