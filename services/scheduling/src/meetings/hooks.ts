// A meeting's attendees and the id lists access reads are kept together: a meeting created through
// the generic call with enduserIds/userIds gets those people as attendees (with their attendee
// info), and the lists always mirror the attendees.
import type { CollectionHooks } from '@care/kit/collections/index'
import { accessLists, storedAttendees, withAttendees } from './attendees.ts'

const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

export const meetingHooks: CollectionHooks = {
  beforeCreate(record) {
    const named = [...ids(record.userIds).map((id) => ({ type: 'user' as const, id })), ...ids(record.enduserIds).map((id) => ({ type: 'enduser' as const, id }))]
    const attendees = withAttendees(storedAttendees(record.attendees), named)
    return { ...record, attendees, ...accessLists(attendees) }
  },
}
