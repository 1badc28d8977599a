// The booking pages' addresses (spec 2 §2.1): the public /appointment-booking-page with businessId and
// appointmentBookingPageId (both required), rescheduledCalendarEventId, bookingToken, from and to
// (date bounds) and fields (a JSON object, ignored if unparseable); the signed-in
// /book-an-appointment/:pageId with userId and fields. Pure.

export interface BookingLink {
  pageId: string
  businessId?: string
  userId?: string
  rescheduledCalendarEventId?: string
  bookingToken?: string
  from?: number
  to?: number
  fields?: Record<string, unknown>
}

export type LinkProblem = 'noBusinessId' | 'noPageId'

const value = (q: URLSearchParams, name: string) => q.get(name)?.trim() || undefined

/** A JSON object, or undefined (anything else is ignored, as the spec says). */
export function parseFields(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined
  try {
    const v: unknown = JSON.parse(text)
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : undefined
  } catch {
    return undefined
  }
}

/** A date bound: ms since epoch or a date the browser can read; undefined when neither. */
export function parseInstant(text: string | undefined): number | undefined {
  if (!text) return undefined
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text)
  return Number.isFinite(ms) ? ms : undefined
}

function common(q: URLSearchParams): Omit<BookingLink, 'pageId' | 'businessId'> {
  return {
    userId: value(q, 'userId'),
    rescheduledCalendarEventId: value(q, 'rescheduledCalendarEventId'),
    bookingToken: value(q, 'bookingToken'),
    from: parseInstant(value(q, 'from')),
    to: parseInstant(value(q, 'to')),
    fields: parseFields(value(q, 'fields')),
  }
}

export function parsePublicLink(search: string): { link: BookingLink & { businessId: string } } | { problem: LinkProblem } {
  const q = new URLSearchParams(search)
  const businessId = value(q, 'businessId')
  if (!businessId) return { problem: 'noBusinessId' }
  const pageId = value(q, 'appointmentBookingPageId')
  if (!pageId) return { problem: 'noPageId' }
  return { link: { pageId, businessId, ...common(q) } }
}

/** The signed-in page's link: the page id from the path, the rest from the query. */
export const parseSignedInLink = (pageId: string, search: string): BookingLink => ({ pageId, ...common(new URLSearchParams(search)) })

/** '/book-an-appointment/<id>' → the id; the list itself → undefined. */
export function pageIdOf(pathname: string): string | undefined {
  const m = /^\/book-an-appointment\/([^/]+)\/?$/.exec(pathname)
  return m ? decodeURIComponent(m[1]) : undefined
}
