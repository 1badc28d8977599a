// The Patients screens' /v1 for component tests: @care/sdk's fake over endusers, users, role
// permissions and enduser views (saved views of the table), with the server's refusals these
// screens place under their fields: email and phone formats, a patient's email and a view's title
// already taken, a view without a title.
import { fakeId, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }

function invalid(fields: Record<string, unknown>) {
  const issues: { field: string; message: string }[] = []
  if (typeof fields.email === 'string' && fields.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.email)) issues.push({ field: 'email', message: 'Invalid email' })
  if (typeof fields.phone === 'string' && fields.phone && fields.phone.replace(/\D/g, '').length < 10) issues.push({ field: 'phone', message: 'Phone number must be at least 10 digits' })
  return issues.length ? json(400, { message: issues[0].message, validation: issues }) : undefined
}

export function fakeApi(o: {
  endusers?: Record<string, unknown>[]
  users?: Record<string, unknown>[]
  /** the signed-in user's roles (default Admin) and the business's role permissions */
  roles?: string[]
  rolePermissions?: Record<string, unknown>[]
  /** saved views of the patients table (enduser_views) */
  views?: Record<string, unknown>[]
} = {}) {
  const v1 = fakeV1({
    collections: { endusers: o.endusers ?? [], users: o.users ?? [], role_based_access_permissions: o.rolePermissions ?? [], enduser_views: o.views ?? [] },
    defaults: { endusers: { tags: [], assignedTo: [] } },
    refuse(collection, fields, existing) {
      const taken = (message: string) => json(409, { message: 'Uniqueness Violation', validation: [{ field: collection === 'endusers' ? 'email' : 'title', message }] })
      if (collection === 'endusers') {
        if (existing) return invalid(fields)
        return invalid(fields) ?? (fields.email && endusers.some((r) => r.email === fields.email) ? taken('An enduser with this email already exists') : undefined)
      }
      if (collection !== 'enduser_views' || existing) return undefined
      if (!fields.title) return json(400, { message: 'title is required', validation: [{ field: 'title', message: 'Required' }] })
      return views.some((v) => v.title === fields.title) ? taken('An enduser view with this title already exists') : undefined
    },
  })
  const [endusers, users, views] = [v1.records('endusers'), v1.records('users'), v1.records('enduser_views')]
  return {
    endusers,
    users,
    views,
    requests: v1.requests,
    fetch: v1.fetch,
    /** a client signed in as the first user (or a new id) with the given roles (default Admin) */
    client: () => v1.client({ id: users[0]?.id ?? fakeId(), roles: o.roles ?? ['Admin'] }),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}
