// Identity's bus-only calls for the scheduling service's availability and booking (routes in
// contracts/src/routes/identity.ts): the staff a business can book (weekly hours, licences, zone,
// display name), and the patient a public booking page's intake creates with a session to book.
// A public intake never hands out the session of a patient who was already there: an email that
// matches one answers 409 (the visitor signs in to book), as registering with it does.
import { conflict } from '@care/contracts/errors'
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../repositories.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { findEnduser } from './enduser-auth/portal.ts'

export const PUBLIC_BOOKING_EXISTING_PATIENT = 'An account already exists for this email: please log in to book this appointment'

const BOOKABLE_FIELDS = ['id', 'fname', 'lname', 'displayName', 'avatar', 'timezone', 'weeklyAvailabilities', 'credentialedStates'] as const

export const usersForScheduling = (d: SessionDeps): Handler<typeof identityBusRoutes, 'users.for-scheduling'> => async (input) => {
  const repo = repositoriesOf(d.db).users.systemRepo(input.businessId)
  const where = input.userIds ? { id: { in: input.userIds } } : {}
  const rows = await repo.findRows(where, { fields: BOOKABLE_FIELDS, take: 1000, orderBy: { id: 'asc' } })
  return {
    users: rows.map((r) => ({
      id: String(r.id),
      ...(r.fname ? { fname: String(r.fname) } : {}),
      ...(r.lname ? { lname: String(r.lname) } : {}),
      ...(r.displayName ? { displayName: String(r.displayName) } : {}),
      ...(r.avatar ? { avatar: String(r.avatar) } : {}),
      ...(r.timezone ? { timezone: String(r.timezone) } : {}),
      weeklyAvailabilities: Array.isArray(r.weeklyAvailabilities) ? r.weeklyAvailabilities : [],
      credentialedStates: Array.isArray(r.credentialedStates) ? r.credentialedStates : [],
    })),
  }
}

export const publicBookingSession = (d: SessionDeps): Handler<typeof identityBusRoutes, 'endusers.public-booking-session'> => async (input) => {
  const businessId = input.businessId
  if (await findEnduser(d.db, businessId, { email: input.email })) throw conflict(PUBLIC_BOOKING_EXISTING_PATIENT, [{ field: 'email', message: PUBLIC_BOOKING_EXISTING_PATIENT }])
  const fields: Record<string, unknown> = { email: input.email }
  for (const f of ['phone', 'fname', 'lname', 'dateOfBirth', 'state'] as const) if (input[f]) fields[f] = input[f]
  const record = await repositoriesOf(d.db).endusers.systemRepo(businessId, { type: 'system', id: 'scheduling' }).create({ ...fields, source: 'Appointment Booking Page' })
  const enduserId = String(record.id)
  const authToken = await issueToken(d, { type: 'enduser', id: enduserId, businessId }, sessionSeconds())
  return { enduserId, authToken }
}
