// Collections whose service is not part of the platform yet (none today: every service has
// shipped, journeys' collections in records the last): asking for them would only answer 404. Screens check `isServed` first and say plainly that the feature is coming instead of calling, failing and offering a 'Try again' that
// cannot help. Remove a name when its service ships.
const NOT_YET_SERVED_NAMES = [] as const satisfies readonly string[]
const NOT_YET_SERVED: ReadonlySet<string> = new Set(NOT_YET_SERVED_NAMES)

/** A collection named by spec 2 whose service has not shipped: its records are untyped until contracts declare it. */
export type UnservedCollection = (typeof NOT_YET_SERVED_NAMES)[number]

/** Does the platform serve this collection yet? */
export const isServed = (collection: string): boolean => !NOT_YET_SERVED.has(collection)
