// The loaded booking info (spec 2 §3): the page, its locations and appointment types, the products,
// a named user's display name and avatar — read from /details-for-appointment-booking-page. The call's
// contract answers its records loosely (any stored field); this reads the fields the flow uses into
// the collections' own record types, checking each value's type, so a field of an unexpected shape is
// left out rather than trusted.
import type { NamedRouteTypes, RecordOf } from '@care/sdk'

type Details = NamedRouteTypes['detailsForAppointmentBookingPage']['output']
type Loose = Details['appointmentBookingPage']

export type BookingPage = Pick<RecordOf<'appointment_booking_pages'>,
  | 'id' | 'title' | 'terms' | 'primaryColor' | 'secondaryColor' | 'backgroundColor' | 'intakeTitle' | 'intakeDescription'
  | 'thankYouTitle' | 'thankYouDescription' | 'thankYouHeaderImageURL' | 'thankYouMainImageURL' | 'thankYouRedirectURL'
  | 'hoursBeforeBookingAllowed' | 'limitedByState' | 'limitedToCareTeam' | 'locationIds' | 'calendarEventTemplateIds'>
export type BookingTemplate = Pick<RecordOf<'calendar_event_templates'>, 'id' | 'title' | 'displayTitle' | 'durationInMinutes' | 'description' | 'displayDescription' | 'productIds' | 'restrictedByState'>
export type BookingLocation = Pick<RecordOf<'appointment_locations'>, 'id' | 'title' | 'address' | 'city' | 'state' | 'phone' | 'timezone'>
export interface BookingProduct {
  id: string
  title?: string
  /** cents */
  amount?: number
  currency?: string
}

export interface BookingInfo {
  page: BookingPage
  locations: BookingLocation[]
  templates: BookingTemplate[]
  products: BookingProduct[]
  userDisplayName?: string
  userAvatar?: string
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined)
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined)
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function termsOf(v: unknown): BookingPage['terms'] {
  if (!Array.isArray(v)) return undefined
  return v.filter(isObject).flatMap((t) => {
    const title = str(t.title)
    const link = str(t.link)
    return title && link ? [{ title, link }] : []
  })
}

export function readPage(r: Loose): BookingPage {
  return {
    id: r.id,
    title: str(r.title),
    terms: termsOf(r.terms),
    primaryColor: str(r.primaryColor),
    secondaryColor: str(r.secondaryColor),
    backgroundColor: str(r.backgroundColor),
    intakeTitle: str(r.intakeTitle),
    intakeDescription: str(r.intakeDescription),
    thankYouTitle: str(r.thankYouTitle),
    thankYouDescription: str(r.thankYouDescription),
    thankYouHeaderImageURL: str(r.thankYouHeaderImageURL),
    thankYouMainImageURL: str(r.thankYouMainImageURL),
    thankYouRedirectURL: str(r.thankYouRedirectURL),
    hoursBeforeBookingAllowed: num(r.hoursBeforeBookingAllowed),
    limitedByState: bool(r.limitedByState),
    limitedToCareTeam: bool(r.limitedToCareTeam),
    locationIds: strings(r.locationIds),
    calendarEventTemplateIds: strings(r.calendarEventTemplateIds),
  }
}

const readTemplate = (r: Loose): BookingTemplate => ({
  id: r.id,
  title: str(r.title),
  displayTitle: str(r.displayTitle),
  durationInMinutes: num(r.durationInMinutes),
  description: str(r.description),
  displayDescription: str(r.displayDescription),
  productIds: strings(r.productIds),
  restrictedByState: bool(r.restrictedByState),
})

const readLocation = (r: Loose): BookingLocation => ({
  id: r.id, title: str(r.title), address: str(r.address), city: str(r.city), state: str(r.state), phone: str(r.phone), timezone: str(r.timezone),
})

function readProduct(r: Loose): BookingProduct {
  const cost = isObject(r.cost) ? r.cost : {}
  return { id: r.id, title: str(r.title), amount: num(cost.amount), currency: str(cost.currency) }
}

export function readBookingInfo(d: Details): BookingInfo {
  return {
    page: readPage(d.appointmentBookingPage),
    locations: d.locations.map(readLocation),
    templates: d.calendarEventTemplates.map(readTemplate),
    products: d.products.map(readProduct),
    userDisplayName: str(d.userDisplayName),
    userAvatar: str(d.userAvatar),
  }
}

/** The appointment type's name as the patient sees it. */
export const templateTitle = (t: BookingTemplate) => t.displayTitle || t.title || ''

/** The products a template is paid with (spec 2 §4: payment before confirmation). */
export function productsOf(info: BookingInfo, t: BookingTemplate | undefined): BookingProduct[] {
  const ids = t?.productIds ?? []
  return ids.length ? info.products.filter((p) => ids.includes(p.id)) : []
}

/** §9: the charge is the sum of the products' costs, in cents. */
export const totalCents = (products: readonly BookingProduct[]) => products.reduce((sum, p) => sum + (p.amount ?? 0), 0)

/** Only a web address is followed after booking (never javascript: or the like). */
export function safeRedirect(url: string | undefined, base: string): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const u = new URL(url.trim(), base)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined
  } catch {
    return undefined
  }
}
