// Sorting the patients table by Name: off (the server's order, newest first), A→Z, Z→A. The server
// sorts (`sortBy: 'fname'`), so the first page is the first names of the whole clinic, not of the
// loaded rows; the rows the screen holds (after search and the view's filter) are then ordered by
// the name the table shows, ignoring case and accents.
import { patientName, type PatientNameFields } from './patient-fields.ts'

export type NameSort = 'none' | 'asc' | 'desc'

/** a click on the Name header: off → A→Z → Z→A → off */
export const nextNameSort = (s: NameSort): NameSort => (s === 'none' ? 'asc' : s === 'asc' ? 'desc' : 'none')

/** the list call's order for a Name sort */
export function serverNameSort(sort: NameSort): { sort: 'newFirst' | 'oldFirst'; sortBy?: string } {
  if (sort === 'none') return { sort: 'newFirst' }
  return { sort: sort === 'asc' ? 'oldFirst' : 'newFirst', sortBy: 'fname' }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })

export function sortByName<T extends PatientNameFields & { id: string }>(rows: readonly T[], sort: NameSort): readonly T[] {
  if (sort === 'none') return rows
  const sign = sort === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * (collator.compare(patientName(a), patientName(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
}
