// POST /unsubscribe-enduser (issue #10: unsubscribing needs proof). The link in an email or text
// carries a signed token naming the patient and the kinds of messages it may stop (made by the
// bus-only `endusers.unsubscribe-link` for whoever sends the message); the portal's /unsubscribe
// page passes it on. A patient signed in as themselves needs no token. Without a valid proof the
// answer is 403 'Unsubscribe link is invalid' and nothing changes. The kinds are recorded in
// unsubscribedFrom; 'email' also withdraws emailConsent, 'sms' or 'phone' phoneConsent, 'all'
// both. Other kinds (a newsletter, a campaign) are only recorded, for their senders to honour.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import { forbidden } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../../repositories.ts'
import type { SessionDeps } from '../sessions.ts'
import { businessOfEnduser } from './records.ts'

const withdraws = (kinds: string[], ...channels: string[]) => kinds.some((k) => k === 'all' || channels.includes(k))
const invalid = () => forbidden(EnduserAuthMessages.invalidUnsubscribeLink)

export const unsubscribeEnduser = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.unsubscribe'> => async (input, ctx) => {
  const kinds = [...new Set(input.unsubscribeFrom.map((k) => k.toLowerCase()))]
  const self = ctx.session?.type === 'enduser' && ctx.session.id === input.enduserId
  let businessId: string | undefined
  if (self) businessId = ctx.session!.businessId
  else {
    const proof = input.token ? await d.tokens.verifyUnsubscribe(input.token) : undefined
    if (!proof || proof.enduserId !== input.enduserId) throw invalid()
    const allowed = new Set(proof.kinds.map((k) => k.toLowerCase()))
    if (!allowed.has('all') && !kinds.every((k) => allowed.has(k))) throw invalid()
    businessId = proof.businessId
  }
  if ((await businessOfEnduser(d.db, input.enduserId)) !== businessId) throw invalid()
  await repositoriesOf(d.db).endusers.systemRepo(businessId, { type: 'enduser', id: input.enduserId }).modify(input.enduserId, (before) => ({
    unsubscribedFrom: [...new Set([...(before.unsubscribedFrom ?? []), ...kinds])],
    ...(withdraws(kinds, 'email') ? { emailConsent: false } : {}),
    ...(withdraws(kinds, 'sms', 'phone') ? { phoneConsent: false } : {}),
  }))
  return {}
}

/** Bus-only: the unsubscribe link to put in a message to this patient (portal /unsubscribe with a signed token). */
export const unsubscribeLink = (d: SessionDeps): Handler<typeof identityBusRoutes, 'endusers.unsubscribe-link'> => async (input) => {
  const businessId = await businessOfEnduser(d.db, input.enduserId)
  if (!businessId) throw invalid()
  const token = await d.tokens.signUnsubscribe({ enduserId: input.enduserId, businessId, kinds: [input.type] })
  const url = new URL('/unsubscribe', d.portalUrl ?? 'http://localhost:8080')
  // 'signature', not 'token': the portal reads ?token= as a sign-in link's
  url.search = new URLSearchParams({ enduserId: input.enduserId, type: input.type, signature: token }).toString()
  return { url: url.toString() }
}
