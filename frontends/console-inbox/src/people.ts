// Names of the people a conversation shows (patients and team members), as the console writes them.
export interface Named {
  fname?: string
  lname?: string
  displayName?: string
  email?: string
  phone?: string
}

export const nameOf = (p: Named | undefined, fallback: string) =>
  [p?.fname, p?.lname].filter(Boolean).join(' ').trim() || p?.displayName || p?.email || p?.phone || fallback
