// POST /unsubscribe-enduser (public: the link in emails carries only the patient's id). The kinds
// are recorded in unsubscribedFrom; 'email' also withdraws emailConsent, 'sms' or 'phone'
// phoneConsent, 'all' both. Other kinds (a newsletter, a campaign) are only recorded, for the
// senders of those messages to honour. The answer is success whatever the id, so the link tells
// nothing about who is a patient.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { SessionDeps } from '../sessions.ts'
import { lockEnduser, publishEnduserUpdated } from './records.ts'

const withdraws = (kinds: string[], ...channels: string[]) => kinds.some((k) => k === 'all' || channels.includes(k))

export const unsubscribeEnduser = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.unsubscribe'> => async (input) => {
  const kinds = [...new Set(input.unsubscribeFrom.map((k) => k.toLowerCase()))]
  await d.db.$transaction(async (tx) => {
    await lockEnduser(tx, input.enduserId)
    const before = await tx.enduser.findUnique({ where: { id: input.enduserId } })
    if (!before) return
    const after = await tx.enduser.update({
      where: { id: before.id },
      data: {
        unsubscribedFrom: [...new Set([...before.unsubscribedFrom, ...kinds])],
        ...(withdraws(kinds, 'email') ? { emailConsent: false } : {}),
        ...(withdraws(kinds, 'sms', 'phone') ? { phoneConsent: false } : {}),
        updatedAt: new Date(),
      },
    })
    await publishEnduserUpdated(tx, before, after, { type: 'enduser', id: before.id })
  })
  return {}
}
