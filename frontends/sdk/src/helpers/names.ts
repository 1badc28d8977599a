// How a person is named on a screen, from the fields a patient (enduser) or a staff user has.
// A patient: their full name, else their display name, email or phone. A staff user: the display
// name they chose, else their full name or email. Blank parts (whitespace) count as missing.

export interface NameParts {
  fname?: string | null
  lname?: string | null
  displayName?: string | null
  email?: string | null
  phone?: string | null
}

/** 'First Last' from the trimmed parts that are there ('' when neither is) */
export const fullName = (p: Pick<NameParts, 'fname' | 'lname'>): string =>
  [p.fname, p.lname].map((s) => s?.trim()).filter(Boolean).join(' ')

/** a patient's name; `fallback` ('' unless given) when they have nothing to be named by */
export function patientName(p: NameParts | undefined, fallback = ''): string {
  if (!p) return fallback
  return fullName(p) || p.displayName?.trim() || p.email?.trim() || p.phone?.trim() || fallback
}

/** a staff user's name; `fallback` ('' unless given) when they have nothing to be named by */
export function staffName(u: NameParts | undefined, fallback = ''): string {
  if (!u) return fallback
  return u.displayName?.trim() || fullName(u) || u.email?.trim() || fallback
}
