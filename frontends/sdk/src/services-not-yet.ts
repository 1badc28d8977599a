// Collections whose service is not part of the platform yet (spec 2's scheduling, chat and
// billing): asking for them only answers 404. Screens check `isServed` first and say
// plainly that the feature is coming instead of calling, failing and offering a 'Try again' that
// cannot help. Remove a name when its service ships.
const NOT_YET_SERVED_NAMES = [
  // scheduling
  'calendar_events', 'calendar_event_templates', 'appointment_booking_pages', 'availability_blocks',
  // messaging: chat (system email and SMS exist)
  'chat_rooms', 'chats',
  // billing
  'products', 'purchases', 'purchase_credits',
] as const
const NOT_YET_SERVED: ReadonlySet<string> = new Set(NOT_YET_SERVED_NAMES)

/** A collection named by spec 2 whose service has not shipped: its records are untyped until contracts declare it. */
export type UnservedCollection = (typeof NOT_YET_SERVED_NAMES)[number]

/** Does the platform serve this collection yet? */
export const isServed = (collection: string): boolean => !NOT_YET_SERVED.has(collection)
