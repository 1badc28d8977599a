// How a staff user is named in the top bar.
import type { Account } from '@care/sdk'

export function userDisplayName(user: Account | undefined): string {
  if (!user) return ''
  const fields = user as Record<string, unknown>
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string).trim() : '')
  const full = [text('fname'), text('lname')].filter(Boolean).join(' ')
  return text('displayName') || full || text('email')
}
