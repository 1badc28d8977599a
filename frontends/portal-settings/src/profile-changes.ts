// Which profile fields changed, as the PATCH /v1/enduser/:id updates (trimmed; email lower-cased;
// a cleared optional field is sent as ''). Pure.

export interface ProfileFields {
  fname: string
  lname: string
  email: string
  phone: string
  displayName: string
  state: string
}

export const PROFILE_FIELDS = ['fname', 'lname', 'email', 'phone', 'displayName', 'state'] as const

export function profileOf(e: Partial<Record<keyof ProfileFields, unknown>>): ProfileFields {
  const s = (v: unknown) => (typeof v === 'string' ? v : '')
  return { fname: s(e.fname), lname: s(e.lname), email: s(e.email), phone: s(e.phone), displayName: s(e.displayName), state: s(e.state) }
}

export function profileChanges(before: ProfileFields, after: ProfileFields): Partial<ProfileFields> {
  const changes: Partial<ProfileFields> = {}
  for (const f of PROFILE_FIELDS) {
    const value = f === 'email' ? after[f].trim().toLowerCase() : after[f].trim()
    if (value !== before[f].trim()) changes[f] = value
  }
  return changes
}
