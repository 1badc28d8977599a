// Collections whose service is not part of the platform yet (none today: billing, the last, has
// shipped; journeys' collections will be named here until their service does): asking for
// them only answers 404. Screens check `isServed` first and say plainly that the feature is coming instead of calling, failing and offering a 'Try again' that
// cannot help. Remove a name when its service ships.
const NOT_YET_SERVED_NAMES = [] as const satisfies readonly string[]
const NOT_YET_SERVED: ReadonlySet<string> = new Set(NOT_YET_SERVED_NAMES)

/** A collection named by spec 2 whose service has not shipped: its records are untyped until contracts declare it. */
export type UnservedCollection = (typeof NOT_YET_SERVED_NAMES)[number]

/** Does the platform serve this collection yet? */
export const isServed = (collection: string): boolean => !NOT_YET_SERVED.has(collection)
