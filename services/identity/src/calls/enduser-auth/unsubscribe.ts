// POST /unsubscribe-enduser (public: the link in emails carries only the patient's id). The kinds
// are recorded in unsubscribedFrom; 'email' also withdraws emailConsent, 'sms' or 'phone'
// phoneConsent, 'all' both. Other kinds (a newsletter, a campaign) are only recorded, for the
// senders of those messages to honour. The answer is success whatever the id, so the link tells
// nothing about who is a patient.
import type { enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../../repositories.ts'
import type { SessionDeps } from '../sessions.ts'
import { businessOfEnduser } from './records.ts'

const withdraws = (kinds: string[], ...channels: string[]) => kinds.some((k) => k === 'all' || channels.includes(k))

export const unsubscribeEnduser = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.unsubscribe'> => async (input) => {
  const kinds = [...new Set(input.unsubscribeFrom.map((k) => k.toLowerCase()))]
  const businessId = await businessOfEnduser(d.db, input.enduserId)
  if (!businessId) return {}
  await repositoriesOf(d.db).endusers.systemRepo(businessId, { type: 'enduser', id: input.enduserId }).modify(input.enduserId, (before) => ({
    unsubscribedFrom: [...new Set([...(before.unsubscribedFrom as string[] | null ?? []), ...kinds])],
    ...(withdraws(kinds, 'email') ? { emailConsent: false } : {}),
    ...(withdraws(kinds, 'sms', 'phone') ? { phoneConsent: false } : {}),
  }))
  return {}
}
