// calendar_event_RSVPs' rules beyond its contract (spec 1 §3, §6; spec 2 §2.12): an RSVP names an
// event its creator may read (a patient: one they attend or a public one); displayName and avatar
// default from the creator (identity's display information, over the bus) and creatorType is the
// creator's session type. One per event and creator is the database's unique index (409 with
// RSVP_ALREADY_EXISTS, also under concurrency); numRSVPs follows in SQL (migration 003). Only the
// creator updates or deletes an RSVP (spec 1 §6 "creator-only: own RSVPs update/delete").
import { calendarEvents } from '@care/contracts/collections/calendar-events'
import { ApiError } from '@care/contracts/errors'
import { mayRead } from '@care/contracts/access/visibility'
import type { CollectionHooks } from '@care/kit/collections/types'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { runtimeOf } from '../runtime.ts'

export const RSVP_EVENT_UNREADABLE = 'eventId must name an event you may read'

export const calendarEventRSVPHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    const session = ctx.session
    if (!session) return record
    const type = session.type === 'enduser' ? 'enduser' : 'user'
    const eventId = String(record.eventId)
    const event = await repositoriesOf(db as PrismaClient).calendarEvents.lookup(
      { id: eventId, businessId: session.businessId },
      { fields: ['id', 'businessId', 'organizationIds', 'creator', 'enduserIds', 'userIds', 'publicRead'] },
    )
    // an event of no business of the caller's is the references check's to refuse (it follows the hooks)
    const readable = !event || (session.type === 'enduser'
      ? event.publicRead === true || event.enduserIds.includes(session.id)
      : mayRead(session, calendarEvents, event))
    if (!readable) throw new ApiError(400, RSVP_EVENT_UNREADABLE, [{ field: 'eventId', message: RSVP_EVENT_UNREADABLE }])
    const needs = record.displayName === undefined || record.avatar === undefined
    const info = needs ? await runtimeOf(db).displayInfo({ type, id: session.id }, ctx) : {}
    return {
      ...record,
      creatorType: type,
      ...(record.displayName === undefined && info.displayName ? { displayName: info.displayName } : {}),
      ...(record.avatar === undefined && info.avatar ? { avatar: info.avatar } : {}),
    }
  },
  readScope(ctx, action) {
    const session = ctx.session
    if (!session || (action !== 'update' && action !== 'delete')) return undefined
    return { creator: session.id }
  },
})
