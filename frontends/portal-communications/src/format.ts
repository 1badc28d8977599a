// How a message's time and a date header read in the patient's language.
import { formatDateTime } from '@care/ui/i18n'

/** the date header: 'Friday, May 6, 2030, 3:00 PM' */
export const headerWhen = (ms: number) => formatDateTime(ms, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
export const clockTime = (ms: number) => formatDateTime(ms, { hour: 'numeric', minute: '2-digit' })
/** a room's last activity in the list: the time today, else the date */
export function listWhen(ms: number, now = Date.now()): string {
  const same = new Date(ms).toDateString() === new Date(now).toDateString()
  return same ? clockTime(ms) : formatDateTime(ms, { month: 'short', day: 'numeric' })
}
