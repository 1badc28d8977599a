// An event's form as plain values, and what a create or an update sends from it. Pure: tested alone.
import type { Attendee, CalendarEvent, EventTemplate, Reminder } from './records.ts'
import { durationOf, fromLocalInput, MINUTE, startOf, titleOf, toLocalInput } from './records.ts'

export const REMINDER_WHO = ['enduser-notification', 'user-notification'] as const
export const REMINDER_CHANNELS = ['Email', 'SMS'] as const

export interface ReminderDraft {
  who: (typeof REMINDER_WHO)[number]
  channel: (typeof REMINDER_CHANNELS)[number]
  minutes: string
}

export interface EventDraft {
  title: string
  templateId: string
  start: string
  duration: string
  locationId: string
  userIds: string[]
  enduserIds: string[]
  description: string
  enableVideoCall: boolean
  reminders: ReminderDraft[]
}

export type EventField = 'title' | 'templateId' | 'start' | 'duration' | 'locationId' | 'attendees' | 'description' | 'reminders'
export const EVENT_FIELDS: readonly EventField[] = ['title', 'templateId', 'start', 'duration', 'locationId', 'attendees', 'description', 'reminders']

const ids = (attendees: readonly Attendee[] | undefined, type: string) => (attendees ?? []).filter((a) => a.type === type).map((a) => a.id)

/** a new event's form over a selected time range, with the signed-in team member attending */
export function newDraft(startMs: number, endMs: number, me?: string): EventDraft {
  return {
    title: '',
    templateId: '',
    start: toLocalInput(startMs),
    duration: String(Math.max(1, Math.round((endMs - startMs) / MINUTE))),
    locationId: '',
    userIds: me ? [me] : [],
    enduserIds: [],
    description: '',
    enableVideoCall: false,
    reminders: [],
  }
}

export function draftOf(e: CalendarEvent): EventDraft {
  return {
    title: titleOf(e),
    templateId: e.templateId ?? '',
    start: toLocalInput(startOf(e)),
    duration: String(durationOf(e)),
    locationId: e.locationId ?? '',
    userIds: ids(e.attendees, 'user'),
    enduserIds: ids(e.attendees, 'enduser'),
    description: e.description ?? '',
    enableVideoCall: e.enableVideoCall === true,
    reminders: reminderDrafts(e.reminders),
  }
}

/** the reminders the form edits (patient or team member, by email or SMS); others are kept as they are */
export const reminderDrafts = (reminders: readonly Reminder[] | undefined): ReminderDraft[] =>
  (reminders ?? []).flatMap((r): ReminderDraft[] =>
    r.type === 'enduser-notification' || r.type === 'user-notification'
      ? [{ who: r.type, channel: r.info?.channel === 'SMS' ? 'SMS' : 'Email', minutes: String(Math.round(r.msBeforeStartTime / MINUTE)) }]
      : [],
  )

/** a chosen appointment type fills the title (when empty), duration, video and reminders */
export function withTemplate(d: EventDraft, t: EventTemplate | undefined): EventDraft {
  if (!t) return { ...d, templateId: '' }
  return {
    ...d,
    templateId: t.id,
    title: d.title.trim() ? d.title : titleOf(t),
    duration: String(t.durationInMinutes ?? d.duration),
    enableVideoCall: t.enableVideoCall === true,
    reminders: reminderDrafts(t.reminders),
  }
}

/** the form's problems before anything is sent ('' when none) */
export function draftProblem(d: EventDraft): Partial<Record<EventField, string>> {
  const problems: Partial<Record<EventField, string>> = {}
  if (!d.title.trim()) problems.title = 'A title is required'
  if (!Number.isFinite(fromLocalInput(d.start))) problems.start = 'A start is required'
  const duration = Number(d.duration)
  if (!d.duration || !Number.isInteger(duration) || duration < 1) problems.duration = 'The duration must be a whole number of minutes, at least 1'
  if (!remindersValid(d.reminders)) problems.reminders = 'Each reminder needs its minutes before the start (0 or more)'
  return problems
}

const reminderOf = (r: ReminderDraft, keep: readonly Reminder[]): Reminder => {
  const msBeforeStartTime = Number(r.minutes) * MINUTE
  // an unchanged reminder keeps what the service stamped on it (didRemind)
  const same = keep.find((k) => k.type === r.who && (k.info?.channel ?? 'Email') === r.channel && k.msBeforeStartTime === msBeforeStartTime)
  return same ?? { type: r.who, info: { channel: r.channel }, msBeforeStartTime }
}

/** the reminders a form's drafts stand for, with the ones the form does not edit (webhook) kept */
export function remindersOf(drafts: readonly ReminderDraft[], keep: readonly Reminder[] = []): Reminder[] {
  const others = keep.filter((r) => r.type !== 'enduser-notification' && r.type !== 'user-notification')
  return [...drafts.map((r) => reminderOf(r, keep)), ...others]
}

/** are the drafts' minutes all numbers of 0 or more? */
export const remindersValid = (drafts: readonly ReminderDraft[]) => drafts.every((r) => r.minutes !== '' && Number.isFinite(Number(r.minutes)) && Number(r.minutes) >= 0)

/** the fields a create or an update sends (an update replaces the lists: attendees, reminders) */
export function fieldsOf(d: EventDraft, keep: readonly Reminder[] = []) {
  const attendees: Attendee[] = [...d.userIds.map((id) => ({ type: 'user' as const, id })), ...d.enduserIds.map((id) => ({ type: 'enduser' as const, id }))]
  return {
    title: d.title.trim(),
    startTimeInMS: fromLocalInput(d.start),
    durationInMinutes: Number(d.duration),
    ...(d.templateId ? { templateId: d.templateId } : {}),
    ...(d.locationId ? { locationId: d.locationId } : {}),
    attendees,
    description: d.description,
    enableVideoCall: d.enableVideoCall,
    reminders: remindersOf(d.reminders, keep),
  }
}

/** an update: the form's fields, with a cleared type or location unset (null) */
export function updatesOf(d: EventDraft, e: CalendarEvent) {
  const fields = fieldsOf(d, e.reminders ?? [])
  return {
    ...fields,
    templateId: d.templateId || (e.templateId ? null : undefined),
    locationId: d.locationId || (e.locationId ? null : undefined),
  }
}

/** what is not carried to a rescheduled event: the record's own, the service's and the stamps */
const NOT_COPIED = [
  'id', 'businessId', 'organizationIds', 'creator', 'createdAt', 'updatedAt', 'meetingId', 'meetingStatus', 'enduserIds', 'userIds',
  'previousStartTimes', 'numRSVPs', 'nextReminderInMS', 'cancelledAt', 'rescheduledAt', 'rescheduledTo', 'noShowedAt', 'completedAt', 'copiedFrom',
] as const satisfies readonly (keyof CalendarEvent)[]

function omit<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...record }
  for (const k of keys) delete copy[k]
  return copy
}

/** the replacement of an event moved to `startMs`: the same event at the new time, its reminders to be sent again */
export function rescheduledCopy(e: CalendarEvent, startMs: number) {
  return {
    ...omit(e, NOT_COPIED),
    title: titleOf(e),
    durationInMinutes: durationOf(e),
    startTimeInMS: startMs,
    copiedFrom: e.id,
    reminders: (e.reminders ?? []).map(({ didRemind: _sent, ...r }) => r),
  }
}
