// Identity's bus-only calls (routes in contracts/src/routes/identity.ts, identityBusRoutes): the
// gateways' session resolution and readiness check, and records' analytics of endusers (a tally
// through the caller's own repository: only endusers they may read are counted), every service's
// organizationIds rule (the business's organizations), scheduling's and messaging's views of staff.
// Operation name → handler.
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { authenticate, type SessionDeps } from './sessions.ts'
import { repositoriesOf } from '../repositories.ts'
import { organizationsOfBusiness } from '../collections/tenancy.ts'
import { unsubscribeLink } from './enduser-auth/unsubscribe.ts'
import { applyIntake, enduserForForm, publicFormSession } from './forms-support.ts'
import { publicBookingSession, usersForScheduling } from './scheduling-support.ts'
import { usersForNotifications } from './notification-support.ts'

export const identityBusOperations = (d: SessionDeps): RouteOperations<typeof identityBusRoutes> => ({
  'sessions.authenticate': authenticate(d),
  'endusers.tally': (query, ctx) => repositoriesOf(d.db).endusers.repo(ctx).tally(query),
  'endusers.unsubscribe-link': unsubscribeLink(d),
  'endusers.for-form': enduserForForm(d),
  'endusers.apply-intake': applyIntake(d),
  'endusers.public-form-session': publicFormSession(d),
  'users.for-scheduling': usersForScheduling(d),
  'users.for-notifications': usersForNotifications(d),
  'endusers.public-booking-session': publicBookingSession(d),
  'organizations.of-business': organizationsOfBusiness(d),
  ping: async () => ({ ok: true }),
})
