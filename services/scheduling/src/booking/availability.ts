// GET /calendar-availability: the free slots of an appointment type (spec 2 §7, §9; spec 1 §7, §9).
// Reads the template, page and location, asks identity for the users and the patient, applies the
// page's care-team and state limits (eligibility.ts), then the pure slot computation (slots.ts).
import { badRequest } from '@care/contracts/errors'
import type { bookingRoutes } from '@care/contracts/routes/booking'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { busyOf, instantOf, leadTimeOf, locationOf, notOfBusiness, pageOf, slotUsers, templateOf, windowsOf, withinPage } from './context.ts'
import type { BookingDeps } from './deps.ts'
import { eligibleUsers } from './eligibility.ts'
import { groupOf, withGroup } from './group.ts'
import { patientOf, staffOf } from './people.ts'
import { buffersOf, commonSlots, computeSlots, searchRange } from './slots.ts'
import { validAccessToken } from './store.ts'

export const getAvailability = (d: BookingDeps): Handler<typeof bookingRoutes, 'calendar_events.get-appointment-availability'> => async (input, ctx) => {
  const session = ctx.session
  // a caller's own business always; an anonymous visitor names one
  const businessId = session?.businessId ?? input.businessId
  if (!businessId) throw badRequest('businessId is required', [{ field: 'businessId', message: 'businessId is required' }])
  const now = d.now()
  const asked = { from: instantOf(input.from, 'from'), to: input.to === undefined ? undefined : instantOf(input.to, 'to') }

  const template = await templateOf(d, businessId, input.calendarEventTemplateId)
  const page = input.bookingPageId ? await pageOf(d, businessId, input.bookingPageId, template.id) : undefined
  if (!session && !page) {
    // an anonymous visitor sees only appointment types some booking page of the business offers
    const offered = await d.repos.appointmentBookingPages.systemRepo(businessId).findRow({ calendarEventTemplateIds: { has: template.id } }, { fields: ['id'] })
    if (!offered) throw notOfBusiness('calendarEventTemplateId')
  }
  const location = input.locationId ? await locationOf(d, businessId, input.locationId) : undefined
  // a page books only between its startDate and endDate
  const { from, to } = withinPage(page, asked.from, asked.to)

  const named = input.userIds?.length ? input.userIds : input.userId ? [input.userId] : undefined
  const patient = session?.type === 'enduser' && !session.apiKeyId ? await patientOf(d, businessId, session.id, ctx) : undefined
  const staff = eligibleUsers(await staffOf(d, businessId, named, ctx), {
    now,
    // the care team is the patient's: staff (a console's preview, an API key) see every user of the page
    limitedToCareTeam: page?.limitedToCareTeam === true && (!session || session.type === 'enduser'),
    careTeam: patient?.assignedTo,
    restrictedByState: input.restrictedByState === true || template.restrictedByState === true || page?.limitedByState === true,
    state: patient?.state || input.state,
  })

  const hold = input.token ? await validAccessToken(d.db, input.token, new Date(now)) : undefined
  const { start, end } = searchRange({ now, from, to, leadTimeHours: leadTimeOf(page) })
  const users = staff.map((u) => u.id)
  const [windows, busy] = await Promise.all([
    windowsOf(d, businessId, staff),
    busyOf(d, businessId, users, start, Number.isFinite(end) ? end : start, { limit: input.limit, holdTokenId: hold?.id, ...withGroup(groupOf(template)) }),
  ])
  const availabilityBlocks = computeSlots(slotUsers(staff, windows, busy, location?.timezone ?? undefined), {
    now, from, to, durationInMinutes: template.durationInMinutes, intervalInMinutes: input.intervalInMinutes || undefined, ...buffersOf(template),
    templateId: template.id, locationId: input.locationId, leadTimeHours: leadTimeOf(page),
  })
  // multi: the times every named user is free, each once (as the first named user's slot)
  if (input.multi && named && named.length > 1) return { availabilityBlocks: commonSlots(availabilityBlocks, named, staff.map((u) => u.id)) }
  return { availabilityBlocks }
}
