// POST /begin-enduser-login-flow: a patient with a password continues with it; otherwise a
// single-use sign-in link goes out by email, or by SMS when only a phone is given.
//
// An identifier nobody has answers like one that exists, so the call never tells whether someone
// is a patient: an unknown email gets 'sent-email' *and* an email saying there is no account for
// that address (with a link to register when the portal allows it), so the mailbox owner is told
// and nobody else learns anything; an unknown phone gets 'sent-sms' and no text (texting strangers
// costs money and is spam). 'continue-with-password' does tell that a password account exists:
// the portal's flow (spec 2 §2.3) needs it.
import { EnduserAuthMessages, type beginLoginFlowOutput, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { badRequest } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { z } from 'zod'
import { issueToken, type SessionDeps } from '../sessions.ts'
import { LOGIN_LINK_MINUTES, sendLoginLinkEmail, sendLoginLinkSms, sendNoAccountLoginEmail } from './patient-messages.ts'
import { findEnduser, portalLink, portalOrganization, portalReturnPath, type PortalOrganization } from './portal.ts'

type Result = z.infer<typeof beginLoginFlowOutput>

export const LOGIN_LINK_SECONDS = LOGIN_LINK_MINUTES * 60

async function loginLink(d: SessionDeps, org: PortalOrganization, enduserId: string, redir: string | undefined): Promise<string> {
  const token = await issueToken(d, { type: 'enduser', id: enduserId, businessId: org.businessId }, LOGIN_LINK_SECONDS, { singleUse: true })
  const back = portalReturnPath(d, redir)
  return portalLink(d, org, '/', { token, ...(back ? { redir: back } : {}) })
}

export const beginLoginFlow = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.begin-login-flow', Result> => async (input) => {
  const email = input.email || undefined
  const phone = input.phone || undefined
  if (!email && !phone) throw badRequest(EnduserAuthMessages.identifierRequired)
  const org = await portalOrganization(d.db, input.businessId, input.organizationIds)
  const enduser = await findEnduser(d.db, org.businessId, email ? { email } : { phone })

  if (email) {
    if (enduser?.hashedPassword) return { result: 'continue-with-password', email }
    if (enduser) await sendLoginLinkEmail(d, org, email, await loginLink(d, org, enduser.id, input.redir))
    else await sendNoAccountLoginEmail(d, org, email, portalLink(d, org, '/register', {}))
    return { result: 'sent-email', email }
  }
  if (enduser?.hashedPassword) return { result: 'continue-with-password' }
  if (enduser) await sendLoginLinkSms(d, org, phone!, await loginLink(d, org, enduser.id, input.redir))
  return { result: 'sent-sms' }
}
