// @care/sdk/helpers: the shared helpers of spec 3 §9. No client needed, no state.
export { searchScore, sortBySearch, SEARCH_SCORES } from './search.ts'
export { presenceOf, PRESENCE_ACTIVE_MS, PRESENCE_AWAY_MS, type Presence, type PresenceOptions } from './presence.ts'
export { relativeTime } from './relative-time.ts'
export { truncate, DEFAULT_TRUNCATION, ELLIPSIS } from './truncate.ts'
export { dollarsFromCents } from './money.ts'
export {
  US_TIME_ZONES,
  US_TIME_ZONE_UTC_OFFSETS,
  US_STATE_TIME_ZONES,
  timeZoneForState,
  usTimeZoneName,
  utcOffsetMinutes,
  type UsTimeZone,
} from './time-zones.ts'
export { fullName, patientName, staffName, type NameParts } from './names.ts'
