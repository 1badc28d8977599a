// Messages of booking, sent through messaging's bus operations (system.send-email / system.send-sms):
// the confirmation of a booking (unless the template disables email or SMS) and a waitlist offer.
// A message that cannot be sent is logged, never undoing the booking.
import { format } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import { asService, type BookingDeps } from './deps.ts'
import { displayNameOf, type Patient, type StaffMember } from './people.ts'

const sendEmail = routeNamed(messagingBusRoutes, 'system.send-email')
const sendSms = routeNamed(messagingBusRoutes, 'system.send-sms')

/** "Tuesday, March 3 at 2:30 PM (America/New_York)" */
export const whenText = (startTimeInMS: number, zone: string) => `${format(new TZDate(startTimeInMS, zone), "EEEE, MMMM d 'at' h:mm a")} (${zone})`

interface Message { subject: string; text: string; sms: string; purpose: string }

async function deliver(d: BookingDeps, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'log'>, businessId: string, to: { email?: string; phone?: string }, m: Message, channels: { email: boolean; sms: boolean }) {
  const hop = asService(ctx)
  // email first, then SMS: one failing does not stop the other
  const sends: (() => Promise<unknown>)[] = []
  if (channels.email && to.email) sends.push(() => callRoute(d.bus, sendEmail, { businessId, to: to.email!, subject: m.subject, text: m.text, purpose: m.purpose }, hop))
  if (channels.sms && to.phone) sends.push(() => callRoute(d.bus, sendSms, { businessId, to: to.phone!, message: m.sms, purpose: m.purpose }, hop))
  for (const send of sends) {
    try {
      await send()
    } catch (e) {
      ctx.log.warn({ err: e, purpose: m.purpose }, 'booking message not sent')
    }
  }
}

export async function sendConfirmation(
  d: BookingDeps, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'log'>,
  b: { businessId: string; template: { title: string; confirmationEmailDisabled?: boolean | null; confirmationSMSDisabled?: boolean | null }; patient: Patient; user: StaffMember; startTimeInMS: number; timezone: string },
) {
  const when = whenText(b.startTimeInMS, b.timezone)
  const withWhom = displayNameOf(b.user)
  const line = `Your appointment "${b.template.title}"${withWhom ? ` with ${withWhom}` : ''} is confirmed for ${when}.`
  await deliver(d, ctx, b.businessId, b.patient, {
    subject: `Appointment confirmed: ${b.template.title}`, text: `${b.patient.fname ? `Hi ${b.patient.fname},\n\n` : ''}${line}\n`, sms: line, purpose: 'appointment-confirmation',
  }, { email: b.template.confirmationEmailDisabled !== true, sms: b.template.confirmationSMSDisabled !== true })
}

export async function sendWaitlistOffer(
  d: BookingDeps, ctx: Pick<OperationContext, 'requestId' | 'traceparent' | 'log'>,
  o: { businessId: string; templateTitle: string; patient: Patient; startTimeInMS: number; timezone: string; link: string; holdMinutes: number },
) {
  const line = `A time opened up for "${o.templateTitle}": ${whenText(o.startTimeInMS, o.timezone)}. It is held for you for ${o.holdMinutes} minutes: ${o.link}`
  await deliver(d, ctx, o.businessId, o.patient, { subject: `A time opened up: ${o.templateTitle}`, text: `${line}\n`, sms: line, purpose: 'appointment-waitlist-offer' }, { email: true, sms: true })
}
