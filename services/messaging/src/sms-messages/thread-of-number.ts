// Whose thread a message from a number joins: the latest message to or from that number (within one
// business when it is known: the website's leave-message; across businesses for the provider's
// webhook, which arrives before any business is known — the platform's number is shared).
// Escape hatch (raw Prisma): the webhook's lookup spans businesses, which the kit's repositories
// (one business each) do not; a read only — the inbound record is written by the system repository.
import type { OutboundRuntime } from '../emails/runtime.ts'

export async function threadOfNumber(rt: OutboundRuntime, phone: string, businessId?: string) {
  return rt.db.smsMessage.findFirst({
    where: { enduserPhoneNumber: phone, ...(businessId ? { businessId } : {}) },
    orderBy: { createdAt: 'desc' },
    select: { businessId: true, enduserId: true, userId: true, assignedTo: true, phoneNumber: true },
  })
}
