// What the meeting calls need of the calendar events (H1's collection, served by this same service):
// read an event as the caller may (404 otherwise) or as the service, and stamp its meeting.
// Built from the calendar_events repository by `calendarEventsPort` so that the meeting calls do
// not depend on the event's whole contract.
import type { OperationContext } from '@care/kit/runtime/operation'

type Rec = Record<string, unknown>

export interface EventForMeeting {
  id: string
  businessId: string
  attendees: { type: string; id: string }[]
  meetingId?: string
  meetingStatus?: string
  cancelledAt?: string
  title?: string
  startTimeInMS?: number
  durationInMinutes?: number
}

export interface CalendarEventsPort {
  /** the event as the caller may read it: 404 when they may not */
  readAsCaller(id: string, ctx: OperationContext): Promise<EventForMeeting>
  /** the event of the business, whoever asks; undefined when there is none */
  readAsSystem(businessId: string, id: string): Promise<EventForMeeting | undefined>
  setMeeting(businessId: string, id: string, changes: { meetingId?: string; meetingStatus: 'live' | 'ended' }): Promise<void>
  /** an external video link on the event (generate-zoom-meeting), written and read back as the caller may */
  setVideoLink(id: string, ctx: OperationContext, link: { videoIntegration: 'Zoom'; videoURL: string }): Promise<Rec>
  /**
   * The event's live meeting, or a new one from `start` stamped on the event (meetingId,
   * meetingStatus 'live'): the event's row stays locked meanwhile, so two staff starting the same
   * visit at once get one meeting
   */
  claimMeeting(businessId: string, id: string, start: () => Promise<string>): Promise<{ meetingId: string; created: boolean }>
}

/** The part of a calendar_events repository the port uses. */
export interface CalendarEventsRepository {
  repo(ctx: OperationContext): { get(id: string): Promise<Rec>; update(id: string, fields: Rec): Promise<unknown> }
  systemRepo(businessId: string): {
    get(id: string): Promise<Rec | undefined>
    update(id: string, fields: Rec): Promise<unknown>
    modify(id: string, change: (row: Rec) => Rec | undefined | Promise<Rec | undefined>): Promise<unknown>
  }
}

function eventOf(r: Rec): EventForMeeting {
  const attendees = Array.isArray(r.attendees)
    ? r.attendees.filter((a): a is { type: string; id: string } => !!a && typeof a === 'object' && typeof a.type === 'string' && typeof a.id === 'string')
    : []
  return {
    id: String(r.id), businessId: String(r.businessId), attendees,
    ...(typeof r.meetingId === 'string' && r.meetingId ? { meetingId: r.meetingId } : {}),
    ...(typeof r.meetingStatus === 'string' && r.meetingStatus ? { meetingStatus: r.meetingStatus } : {}),
    ...(typeof r.cancelledAt === 'string' && r.cancelledAt ? { cancelledAt: r.cancelledAt } : {}),
    ...(typeof r.title === 'string' ? { title: r.title } : {}),
    ...(typeof r.startTimeInMS === 'number' ? { startTimeInMS: r.startTimeInMS } : {}),
    ...(typeof r.durationInMinutes === 'number' ? { durationInMinutes: r.durationInMinutes } : {}),
  }
}

export function calendarEventsPort(events: CalendarEventsRepository): CalendarEventsPort {
  return {
    readAsCaller: async (id, ctx) => eventOf(await events.repo(ctx).get(id)),
    readAsSystem: async (businessId, id) => {
      const r = await events.systemRepo(businessId).get(id)
      return r ? eventOf(r) : undefined
    },
    setMeeting: async (businessId, id, changes) => {
      await events.systemRepo(businessId).update(id, changes)
    },
    setVideoLink: async (id, ctx, link) => {
      // written as the caller may update the event (their role's update access: 403/404 otherwise)
      await events.repo(ctx).update(id, link)
      return events.repo(ctx).get(id)
    },
    claimMeeting: async (businessId, id, start) => {
      let claimed: { meetingId: string; created: boolean } | undefined
      await events.systemRepo(businessId).modify(id, async (row) => {
        if (typeof row.meetingId === 'string' && row.meetingId && row.meetingStatus === 'live') {
          claimed = { meetingId: row.meetingId, created: false }
          return undefined
        }
        const meetingId = await start()
        claimed = { meetingId, created: true }
        return { meetingId, meetingStatus: 'live' }
      })
      if (!claimed) throw new Error(`calendar event ${id} could not be claimed for a meeting`)
      return claimed
    },
  }
}
