// "… ago" labels (spec 3 §2, §9): under 60 s in seconds, under an hour in minutes, under a day
// in hours, otherwise in days.

const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`

export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const t = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date)
  if (Number.isNaN(t)) return ''
  // clocks disagree a little; a time slightly in the future reads as now
  const seconds = Math.max(0, Math.floor((now - t) / 1000))
  if (seconds < 60) return unit(seconds, 'second')
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour')
  return unit(Math.floor(seconds / 86_400), 'day')
}
