// Identity's bus-only call for messaging's notification emails (route in
// contracts/src/routes/identity.ts): the named staff members of a business with their email address
// and notification settings — what messaging needs to email a notification a user asked for
// (notificationPreferences[type].email) unless they turned notification emails off.
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../repositories.ts'
import type { SessionDeps } from './sessions.ts'

const FIELDS = ['id', 'email', 'fname', 'notificationPreferences', 'notificationEmailsDisabled'] as const

const preferencesOf = (value: unknown): Record<string, { email?: boolean }> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const preferences: Record<string, { email?: boolean }> = {}
  for (const [type, preference] of Object.entries(value as Record<string, unknown>)) {
    const email = (preference as { email?: unknown } | null)?.email
    preferences[type] = typeof email === 'boolean' ? { email } : {}
  }
  return preferences
}

export const usersForNotifications = (d: SessionDeps): Handler<typeof identityBusRoutes, 'users.for-notifications'> => async (input) => {
  const repo = repositoriesOf(d.db).users.systemRepo(input.businessId)
  const rows = await repo.findRows({ id: { in: input.userIds } }, { fields: FIELDS, take: 1000, orderBy: { id: 'asc' } })
  return {
    users: rows.map((r) => ({
      id: String(r.id),
      ...(typeof r.email === 'string' && r.email ? { email: r.email } : {}),
      ...(typeof r.fname === 'string' && r.fname ? { fname: r.fname } : {}),
      notificationPreferences: preferencesOf(r.notificationPreferences),
      notificationEmailsDisabled: r.notificationEmailsDisabled === true,
    })),
  }
}
