// US time zones (spec 2 §9, spec 3 §9): the eight supported zones with their IANA names and
// standard UTC offsets, and the zone of each US state and territory (a state spanning two zones
// gets the zone most of its people live in).

export const US_TIME_ZONES = {
  Hawaii: 'Pacific/Honolulu',
  Alaska: 'America/Anchorage',
  Pacific: 'America/Los_Angeles',
  Arizona: 'America/Phoenix',
  Mountain: 'America/Denver',
  Central: 'America/Chicago',
  Eastern: 'America/New_York',
  Samoa: 'Pacific/Pago_Pago',
} as const

export type UsTimeZone = keyof typeof US_TIME_ZONES

/** Standard time (no daylight saving) offset from UTC in hours. */
export const US_TIME_ZONE_UTC_OFFSETS: Record<UsTimeZone, number> = {
  Hawaii: -10,
  Alaska: -9,
  Pacific: -8,
  Arizona: -7,
  Mountain: -7,
  Central: -6,
  Eastern: -5,
  Samoa: -11,
}

const Z = (zone: UsTimeZone) => US_TIME_ZONES[zone]

/** Two-letter code → IANA zone. Territories outside the eight supported zones keep their own. */
export const US_STATE_TIME_ZONES: Record<string, string> = {
  AL: Z('Central'), AK: Z('Alaska'), AZ: Z('Arizona'), AR: Z('Central'), CA: Z('Pacific'),
  CO: Z('Mountain'), CT: Z('Eastern'), DE: Z('Eastern'), DC: Z('Eastern'), FL: Z('Eastern'),
  GA: Z('Eastern'), HI: Z('Hawaii'), ID: Z('Mountain'), IL: Z('Central'), IN: Z('Eastern'),
  IA: Z('Central'), KS: Z('Central'), KY: Z('Eastern'), LA: Z('Central'), ME: Z('Eastern'),
  MD: Z('Eastern'), MA: Z('Eastern'), MI: Z('Eastern'), MN: Z('Central'), MS: Z('Central'),
  MO: Z('Central'), MT: Z('Mountain'), NE: Z('Central'), NV: Z('Pacific'), NH: Z('Eastern'),
  NJ: Z('Eastern'), NM: Z('Mountain'), NY: Z('Eastern'), NC: Z('Eastern'), ND: Z('Central'),
  OH: Z('Eastern'), OK: Z('Central'), OR: Z('Pacific'), PA: Z('Eastern'), RI: Z('Eastern'),
  SC: Z('Eastern'), SD: Z('Central'), TN: Z('Central'), TX: Z('Central'), UT: Z('Mountain'),
  VT: Z('Eastern'), VA: Z('Eastern'), WA: Z('Pacific'), WV: Z('Eastern'), WI: Z('Central'),
  WY: Z('Mountain'),
  AS: Z('Samoa'), GU: 'Pacific/Guam', MP: 'Pacific/Saipan', PR: 'America/Puerto_Rico', VI: 'America/St_Thomas',
}

/** The IANA zone of a state ('CA', 'ca'), or undefined. */
export const timeZoneForState = (state: string | undefined) => (state ? US_STATE_TIME_ZONES[state.trim().toUpperCase()] : undefined)

/** The supported zone's name for an IANA zone ('America/Chicago' → 'Central'). */
export function usTimeZoneName(iana: string): UsTimeZone | undefined {
  return (Object.keys(US_TIME_ZONES) as UsTimeZone[]).find((k) => US_TIME_ZONES[k] === iana)
}

/** The zone's offset from UTC in minutes at `date` (daylight saving included), via Intl. */
export function utcOffsetMinutes(iana: string, date: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: iana, timeZoneName: 'longOffset' }).formatToParts(date)
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!m) return 0
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}
