// Who attends an event (the SDK's attendees: [{ type, id }]) and the id lists access reads
// (contracts' calendar_events: enduserIds for patients, userIds for staff under 'Assigned').
export interface AttendeeLike {
  type: string
  id: string
}

export function attendeesOf(value: unknown): AttendeeLike[] {
  if (!Array.isArray(value)) return []
  return value.filter((a): a is AttendeeLike => !!a && typeof a === 'object' && typeof (a as AttendeeLike).type === 'string' && typeof (a as AttendeeLike).id === 'string')
}

const unique = (ids: string[]) => [...new Set(ids)]

export function accessLists(attendees: unknown): { enduserIds: string[]; userIds: string[] } {
  const list = attendeesOf(attendees)
  return {
    enduserIds: unique(list.filter((a) => a.type === 'enduser').map((a) => a.id)),
    userIds: unique(list.filter((a) => a.type === 'user').map((a) => a.id)),
  }
}
