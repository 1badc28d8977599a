// Which collections the matrix runs: every contract of contracts/src/collections whose owning
// service runs in the platform (platform/services.ts), so a new service's collections join by
// themselves, in an order where parents come first (a form field needs a form, a database record a
// database); with what the contracts cannot give a valid record (each with its reason).
import { collections } from '@care/contracts/collections/index'
import type { Collection } from '@care/contracts/collections/define'
import { services } from '@care/platform/services'
import { referenceFields } from './payloads.ts'

/** Fields a valid record needs beyond its contract's required ones, by collection, with the reason. */
export const PAYLOAD_EXTRAS: Record<string, { fields: (n: number, g: { businessA: string; staffAssignedId: string; patientSelf: Record<string, unknown> }) => Record<string, unknown>; reason: string }> = {
  analytics_frames: { fields: (n) => ({ title: `Frame ${n}` }), reason: 'a frame without a parent frame needs a title (records collections/analytics-frames.ts)' },
  files: { fields: () => ({ type: 'text/plain' }), reason: 'made through /prepare-file-upload, with the bytes of a small text file' },
  forums: { fields: () => ({ publicRead: true }), reason: "patients reach public forums only (content's collections/community.ts): their posts, comments and likes are the matrix's; a private forum is a variant" },
  calendar_events: {
    fields: (_n, g) => ({ attendees: [{ type: 'enduser', id: g.patientSelf.id }, { type: 'user', id: g.staffAssignedId }] }),
    reason: "access by attendee: the service derives enduserIds and userIds (read-only) from attendees (scheduling's collections/calendar-events.ts)",
  },
  availability_blocks: { fields: (_n, g) => ({ entity: 'organization', entityId: g.businessA }), reason: "an organization's block names the business or one of its organizations (scheduling's collections/availability-blocks.ts)" },
  chat_rooms: {
    fields: (_n, g) => ({ userIds: [g.staffAssignedId], enduserIds: [g.patientSelf.id] }),
    reason: "a room's members decide who reads it and its chats: staff under Assigned and Default by userIds, a patient by enduserIds (messaging's chat/rooms.ts)",
  },
  user_notifications: { fields: (_n, g) => ({ userId: g.staffAssignedId }), reason: 'a notification belongs to the user it is for (creator-only; messaging makes userId its creator)' },
  sms_messages: { fields: (n) => ({ message: `Matrix message ${n}`, enduserPhoneNumber: `+1555010${String(n % 10000).padStart(4, "0")}` }), reason: "message is checked by messaging's hooks ('message must not be blank', not declared required: the SDK's own rule) and a number is needed (the matrix's patients have no phone: 'Missing phone')" },
}

/** Parents made anew for each record (not shared), with the reason: the record is unique with that parent. */
export const FRESH_PARENTS: Record<string, { field: string; reason: string }> = {
  managed_content_record_assignments: { field: 'contentId', reason: 'one assignment per content and patient' },
  post_likes: { field: 'postId', reason: "one like per post and liker ('This post has already been liked'; an API key acts as its user)" },
  comment_likes: { field: 'commentId', reason: 'one like per comment and creator' },
  calendar_event_RSVPs: { field: 'eventId', reason: 'one RSVP per event and creator' },
}

/** Variants a collection's records come in beyond the plain one, where a field decides who sees them. */
export const VARIANT_EXTRAS: Record<string, { name: string; fields: Record<string, unknown>; reason: string }[]> = {
  files: [{ name: 'hidden from the patient', fields: { hiddenFromEnduser: true }, reason: 'enduserHiddenWhen' }],
  form_responses: [{ name: 'an unsubmitted internal note', fields: { isInternalNote: true }, reason: 'the service sets enduserHiddenWhen (hiddenFromEnduser) from isInternalNote' }],
  managed_content_records: [
    { name: 'for All', fields: { assignmentType: 'All' }, reason: "content's domain/visibility.ts: every patient of the business sees it" },
    { name: 'internal, for All', fields: { assignmentType: 'All', forInternalUse: true }, reason: 'enduserHiddenWhen: never a patient' },
  ],
  forums: [{ name: 'private', fields: { publicRead: false }, reason: "patients reach public forums only (content's collections/community.ts)" }],
  chats: [{ name: 'held for later (sendAt a day ahead)', fields: { sendAt: new Date(Date.now() + 86_400_000).toISOString() }, reason: "messaging holds a staff chat whose sendAt is ahead (heldBack, enduserHiddenWhen): never a patient's until its job sends it" }],
  calendar_events: [
    { name: 'public, nobody attending', fields: { publicRead: true, attendees: [] }, reason: "patients read public events (RSVPs; scheduling's readScope) and cannot update them" },
    { name: 'private, nobody attending', fields: { attendees: [] }, reason: 'no patient reads it; only staff attending it under Assigned' },
  ],
}

/** Collections whose records, once made, are updated by the platform itself (their readers hear it), with the reason. */
export const MADE_WITH_UPDATE: Record<string, string> = {
  files: 'the upload of the bytes confirms the record (confirmedAt): an update its readers hear',
}

/** Collections left out, with the reason (none today: every collection's records can be made here). */
export const SKIPPED: Record<string, string> = {}

/** The parent collections a new record must name: required references and the accessVia parent. */
export function parentsOf(c: Collection): [field: string, collection: string][] {
  const refs = referenceFields(c)
  const out = new Map<string, string>()
  for (const f of c.required ?? []) if (refs.has(f) && refs.get(f) !== 'endusers') out.set(f, refs.get(f)!)
  if (c.accessVia && c.accessVia.collection !== 'endusers') out.set(c.accessVia.field, c.accessVia.collection)
  return [...out]
}

/** Every collection of a running service, parents before children. */
export function matrixCollections(): Collection[] {
  const running = new Set(services.map((s) => s.name))
  const mine = collections.filter((c) => running.has(c.service) && !(c.name in SKIPPED))
  const ordered: Collection[] = []
  const visit = (c: Collection) => {
    if (ordered.includes(c)) return
    for (const [, parent] of parentsOf(c)) {
      const p = mine.find((m) => m.name === parent)
      if (p && p !== c) visit(p)
    }
    ordered.push(c)
  }
  for (const c of mine) visit(c)
  return ordered
}
