// An in-memory stand-in for the few /v1 calls the Patients screens make (endusers, users, enduser views), for
// component tests: records, a search over names and emails, the server's validation messages for
// email and phone, uniqueness of email, and `replaceObjectFields` semantics for lists. The kernel
// (recorded requests, failNext, hold, a signed-in client) is @care/sdk's fakeV1.
import { fakeId, fakeRecord as make, fakeStamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing/fake-v1'

export type { FakeRecord, SentRequest }

export function fakeApi(o: {
  endusers?: Record<string, unknown>[]
  users?: Record<string, unknown>[]
  /** the signed-in user's roles (default Admin) and the business's role permissions */
  roles?: string[]
  rolePermissions?: Record<string, unknown>[]
  /** saved views of the patients table (enduser_views) */
  views?: Record<string, unknown>[]
} = {}) {
  const endusers: FakeRecord[] = (o.endusers ?? []).map(make)
  const users: FakeRecord[] = (o.users ?? []).map(make)
  const views: FakeRecord[] = (o.views ?? []).map(make)

  function validate(fields: Record<string, unknown>) {
    const issues: { field: string; message: string }[] = []
    if (typeof fields.email === 'string' && fields.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(fields.email)) issues.push({ field: 'email', message: 'Invalid email' })
    if (typeof fields.phone === 'string' && fields.phone && fields.phone.replace(/\D/g, '').length < 10) issues.push({ field: 'phone', message: 'Phone number must be at least 10 digits' })
    return issues
  }

  function routes(req: SentRequest) {
    const { method, path, query, body } = req
    if (method === 'GET' && path === '/v1/users') return json(200, users)
    if (method === 'GET' && path === '/v1/role-based-access-permissions') return json(200, (o.rolePermissions ?? []).map((r) => ({ id: fakeId(), ...r })))
    if (method === 'GET' && path === '/v1/endusers') {
      let list = [...endusers]
      if (query.get('sort') === 'newFirst') list.reverse()
      const sortBy = query.get('sortBy')
      const sign = query.get('sort') === 'oldFirst' ? 1 : -1
      if (sortBy) list.sort((a, b) => sign * (String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? ''), undefined, { sensitivity: 'base' }) || (a.id < b.id ? -1 : 1)))
      const search = query.get('search')
      if (search) {
        const q = String(JSON.parse(search).query).toLowerCase()
        list = list.filter((r) => ['fname', 'lname', 'email'].some((f) => String(r[f] ?? '').toLowerCase().includes(q)))
      }
      const lastId = query.get('lastId')
      if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
      return json(200, list.slice(0, Number(query.get('limit') ?? 500)))
    }
    if (method === 'POST' && path === '/v1/enduser') {
      const issues = validate(body ?? {})
      if (issues.length) return json(400, { message: issues[0].message, validation: issues })
      if (body?.email && endusers.some((r) => r.email === body.email)) return json(409, { message: 'Uniqueness Violation', validation: [{ field: 'email', message: 'An enduser with this email already exists' }] })
      const record = make({ tags: [], assignedTo: [], ...body })
      endusers.push(record)
      return json(200, record)
    }
    if (method === 'GET' && path === '/v1/enduser-views') return json(200, views)
    if (method === 'POST' && path === '/v1/enduser-view') {
      if (!body?.title) return json(400, { message: 'title is required', validation: [{ field: 'title', message: 'Required' }] })
      if (views.some((v) => v.title === body.title)) return json(409, { message: 'Uniqueness Violation', validation: [{ field: 'title', message: 'An enduser view with this title already exists' }] })
      const record = make({ ...body })
      views.push(record)
      return json(200, record)
    }
    const view = /^\/v1\/enduser-view\/([0-9a-f]{24})$/.exec(path)
    if (view && method === 'PATCH') {
      const record = views.find((r) => r.id === view[1])
      if (!record) return json(404, { message: 'Not found' })
      Object.assign(record, body?.updates ?? {}, { updatedAt: fakeStamp() })
      return json(200, record)
    }
    if (view && method === 'DELETE') {
      const at = views.findIndex((r) => r.id === view[1])
      if (at >= 0) views.splice(at, 1)
      return json(204, undefined)
    }
    const one = /^\/v1\/enduser\/([0-9a-f]{24})$/.exec(path)
    if (one && method === 'PATCH') {
      const record = endusers.find((r) => r.id === one[1])
      if (!record) return json(404, { message: 'Not found' })
      const updates = (body?.updates ?? {}) as Record<string, unknown>
      const issues = validate(updates)
      if (issues.length) return json(400, { message: issues[0].message, validation: issues })
      const replace = (body?.options as { replaceObjectFields?: boolean } | undefined)?.replaceObjectFields
      for (const [k, v] of Object.entries(updates)) {
        record[k] = Array.isArray(v) && !replace ? [...((record[k] as unknown[]) ?? []), ...v] : v
      }
      record.updatedAt = fakeStamp()
      return json(200, record)
    }
    if (one && method === 'DELETE') {
      const at = endusers.findIndex((r) => r.id === one[1])
      if (at >= 0) endusers.splice(at, 1)
      return json(204, undefined)
    }
    return undefined
  }

  const v1 = fakeV1({ routes })
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
