// The fields of a calendar event the portal reads (spec 2 §3 "Calendar event"): the contract's record
// type through @care/sdk — attendees, attachments, tasks, forms and content it shares, the cancel and
// reschedule stamps, video and booking page.
import type { RecordOf } from '@care/sdk'

export type CalendarEventRecord = RecordOf<'calendar_events'>

export type CalendarEventLike = Pick<
  CalendarEventRecord,
  | 'id' | 'businessId' | 'title' | 'description' | 'carePlanId' | 'startTimeInMS' | 'durationInMinutes' | 'attendees' | 'locationId' | 'location'
  | 'locationURL' | 'locationNotes' | 'phone' | 'videoURL' | 'videoIntegration' | 'enableVideoCall' | 'meetingStatus' | 'bookingPageId'
  | 'cancelledAt' | 'rescheduledAt' | 'rescheduledTo' | 'hiddenFromPortal' | 'publicRead' | 'portalSettings' | 'attachments' | 'enduserTasks'
  | 'enduserFormResponses' | 'sharedContentIds'
>

export type EventAttachment = NonNullable<CalendarEventRecord['attachments']>[number]
