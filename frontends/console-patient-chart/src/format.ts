// How the chart writes dates, times and sizes, and how form inputs (date, datetime-local) map to
// the API's instants. One locale (en-US) so the chart reads the same for every user and test.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

const valid = (d: Date) => !Number.isNaN(d.getTime())

export function formatDate(value: string | number | undefined): string {
  if (value === undefined || value === '') return ''
  const d = new Date(value)
  return valid(d) ? dateFormat.format(d) : ''
}

export function formatDateTime(value: string | number | undefined): string {
  if (value === undefined || value === '') return ''
  const d = new Date(value)
  return valid(d) ? dateTimeFormat.format(d) : ''
}

export const formatShortDate = (ms: number) => shortDateFormat.format(new Date(ms))

const pad = (n: number) => String(n).padStart(2, '0')

/** an instant as a datetime-local input's value, in the browser's time zone ('' when none) */
export function toDateTimeInput(value: string | number | undefined): string {
  if (value === undefined || value === '') return ''
  const d = new Date(value)
  if (!valid(d)) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** a datetime-local input's value as an ISO instant (undefined when empty or unreadable) */
export function fromDateTimeInput(value: string): string | undefined {
  if (!value.trim()) return undefined
  const d = new Date(value)
  return valid(d) ? d.toISOString() : undefined
}

/** a date input's value (YYYY-MM-DD) as ms since epoch at local noon, so no time zone moves the day */
export function fromDateInput(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return undefined
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12).getTime()
}

export function toDateInput(ms: number | undefined): string {
  if (ms === undefined) return ''
  const d = new Date(ms)
  return valid(d) ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : ''
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let n = bytes / 1024
  let i = 0
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024
    i++
  }
  return `${n < 10 ? n.toFixed(1) : Math.round(n)} ${units[i]}`
}
