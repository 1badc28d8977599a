// POST /register-as-enduser: a patient creates their own account in a portal that allows it,
// accepting the terms (spec 2 §2.3: termsSigned, termsVersion '1.0'), and is signed in. An address
// that already has an account answers 409 and nothing more. The SDK's register sends no termsSigned
// (issue #19 item 8): such a patient is registered with the terms unsigned, and the portal's terms
// gate (spec 2 §2.4) asks for them before anything else; terms sent but not accepted are refused.
import { CURRENT_TERMS_VERSION, EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { badRequest, conflict, forbidden, notFound } from '@care/contracts/errors'
import { newObjectId } from '@care/kit/ids'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { hashPassword } from '../../domain/passwords.ts'
import { issueToken, sessionSeconds, type SessionDeps } from '../sessions.ts'
import { enduserOrganizationIds, portalOrganization } from './portal.ts'
import { enduserRecord } from './records.ts'
import { repositoriesOf } from '../../repositories.ts'

const accepted = (termsSigned: unknown) =>
  termsSigned === true || ((typeof termsSigned === 'string' || typeof termsSigned === 'number') && termsSigned !== '' && !Number.isNaN(new Date(termsSigned).getTime()))

export const registerEnduser = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.register'> => async (input) => {
  const termsSent = input.termsSigned !== undefined && input.termsSigned !== null
  if (termsSent && !accepted(input.termsSigned)) throw badRequest(EnduserAuthMessages.termsRequired, [{ field: 'termsSigned', message: EnduserAuthMessages.termsRequired }])
  const org = await portalOrganization(d.db, input.businessId, input.organizationIds)
  if (org.registrationClosed) throw forbidden(EnduserAuthMessages.registrationClosed)
  const taken = () => conflict(EnduserAuthMessages.emailTaken)
  const id = newObjectId()
  const repo = repositoriesOf(d.db).endusers.systemRepo(org.businessId, { type: 'enduser', id })
  if (await repo.findRow({ email: input.email }, { fields: ['id'] })) throw taken()

  const now = new Date().toISOString()
  const hashedPassword = await hashPassword(input.password)
  const organizationIds = await enduserOrganizationIds(d.db, org.businessId, input.organizationIds)
  // the repository maps the unique index to 409 when two registrations of one address race
  await repo.create({
    organizationIds, email: input.email, fname: input.fname || null, lname: input.lname || null, emailConsent: input.emailConsent ?? null,
    hashedPassword, passwordIsUnset: false, termsSigned: termsSent ? now : null, termsVersion: termsSent ? (input.termsVersion ?? CURRENT_TERMS_VERSION) : null, lastActive: now,
  }, { id, creator: id }).catch((e: unknown) => {
    throw (e as { status?: number }).status === 409 ? taken() : e
  })
  const authToken = await issueToken(d, { type: 'enduser', id, businessId: org.businessId }, sessionSeconds())
  const row = await repo.row(id)
  if (!row) throw notFound()
  return { authToken, enduser: enduserRecord(row) }
}
