// An in-memory stand-in for the /v1 calls the Tickets screen makes (tickets, their named calls,
// users, endusers and the tickets page's table views), for component tests: records, the list's
// `filter` (the server's operators, evaluated as the sdk cache does), `sortBy` (records without
// the field last, id breaking ties) with `lastId` paging, the endusers `search`, updates where
// null unsets, update-indexes, close with a reason, failures on demand and held answers.
import type { CareClient } from '@care/sdk'
import { matchesFilter } from '@care/sdk/cache/query'
import { fakeRecord as make, fakeStamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing/fake-v1'

export type { FakeRecord, SentRequest }

export function fakeApi(
  o: { tickets?: Record<string, unknown>[]; users?: Record<string, unknown>[]; endusers?: Record<string, unknown>[]; tableViews?: Record<string, unknown>[] } = {},
) {
  const users = (o.users ?? []).map(make)
  const endusers = (o.endusers ?? []).map(make)
  const tickets = (o.tickets ?? []).map(make)
  const tableViews = (o.tableViews ?? []).map(make)

  function filtered(query: URLSearchParams) {
    const filter = JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>
    let list = tickets.filter((t) => matchesFilter(t, filter))
    const sortBy = query.get('sortBy')
    const sign = query.get('sort') === 'oldFirst' ? 1 : -1
    const byId = (a: FakeRecord, b: FakeRecord) => sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    const absent = (v: unknown) => v === undefined || v === null
    list.sort((a, b) => {
      if (!sortBy) return byId(a, b)
      const [x, y] = [a[sortBy], b[sortBy]] as [number, number]
      if (absent(x) || absent(y)) return absent(x) === absent(y) ? byId(a, b) : absent(x) ? 1 : -1
      return sign * (x - y) || byId(a, b)
    })
    const lastId = query.get('lastId')
    if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
    return list.slice(0, Number(query.get('limit') ?? 500))
  }

  function routes(req: SentRequest) {
    const { method, path, query, body } = req
    if (method === 'GET' && path === '/v1/users') return json(200, users)
    if (method === 'GET' && path === '/v1/endusers') {
      const text = (JSON.parse(query.get('search') ?? '{}') as { query?: string }).query?.toLowerCase()
      const found = (e: FakeRecord) => ['fname', 'lname', 'email', 'phone'].some((k) => String(e[k] ?? '').toLowerCase().includes(text ?? ''))
      return json(200, text ? endusers.filter(found) : endusers)
    }
    if (method === 'POST' && path === '/v1/endusers/bulk-read') return json(200, { matches: endusers.filter((e) => (body?.ids as string[]).includes(e.id)) })
    if (method === 'GET' && path === '/v1/tickets') return json(200, filtered(query))
    if (method === 'GET' && path === '/v1/table-views') {
      const page = (JSON.parse(query.get('filter') ?? '{}') as { page?: string }).page
      return json(200, tableViews.filter((v) => page === undefined || v.page === page))
    }
    if (method === 'POST' && path === '/v1/table-view') {
      for (const field of ['title', 'page', 'columns'])
        if (body?.[field] === undefined || body[field] === '') return json(400, { message: `${field} is required`, validation: [{ field, message: `${field} is required` }] })
      const record = make({ ...body })
      tableViews.push(record)
      return json(200, record)
    }
    if (method === 'POST' && path === '/v1/ticket') {
      if (!String(body?.title ?? '').trim()) return json(400, { message: 'title is required', validation: [{ field: 'title', message: 'title is required' }] })
      const record = make({ ...body })
      tickets.push(record)
      return json(200, record)
    }
    const one = /^\/v1\/ticket\/([0-9a-f]{24})$/.exec(path)
    if (one && method === 'PATCH') {
      const record = tickets.find((r) => r.id === one[1])
      if (!record) return json(404, { message: 'Not found' })
      for (const [k, v] of Object.entries((body?.updates ?? {}) as Record<string, unknown>)) {
        if (v === null) delete record[k]
        else record[k] = v
      }
      record.updatedAt = fakeStamp()
      return json(200, record)
    }
    if (method === 'PATCH' && path === '/v1/tickets/update-indexes') {
      for (const u of body?.updates as { id: string; index: number }[]) {
        const record = tickets.find((r) => r.id === u.id)
        if (record) record.index = u.index
      }
      return json(200, {})
    }
    if (method === 'POST' && path === '/v1/tickets/close') {
      const record = tickets.find((r) => r.id === body?.ticketId)
      if (!record) return json(404, { message: 'Not found' })
      record.closedAt = fakeStamp()
      if (body?.closedForReason) record.closedForReason = body.closedForReason
      return json(200, { updated: record })
    }
    return undefined
  }

  const v1 = fakeV1({ routes })
  return {
    tickets,
    users,
    endusers,
    tableViews,
    requests: v1.requests,
    /** signed in as the first user, an Admin (or as another of the users) */
    client: (user: { id?: string; roles?: string[] } = { id: users[0]?.id }): CareClient => v1.client(user),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

/** the demo clinic's board in small: two staff, two patients, tickets in two stages and none, a saved view */
export function seeded() {
  const api = fakeApi({
    users: [
      { fname: 'Avery', lname: 'Admin', email: 'admin@demo.care' },
      { fname: 'Casey', lname: 'Coordinator', email: 'coordinator@demo.care' },
    ],
    endusers: [
      { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care' },
      { fname: 'Sam', lname: 'Lee', email: 'sam@demo.care' },
    ],
  })
  const [admin, coordinator] = api.users
  const [jordan, sam] = api.endusers
  const day = 24 * 60 * 60 * 1000
  const add = (t: Record<string, unknown>) => api.tickets.push(make(t))
  add({ title: 'Refill request', enduserId: jordan.id, owner: coordinator.id, stage: 'New', index: 0, priority: 1, tags: ['refill'], dueDateInMS: Date.now() + 2 * day })
  add({ title: 'Book follow-up', enduserId: sam.id, owner: admin.id, stage: 'New', index: 1 })
  add({ title: 'Dizziness question', enduserId: sam.id, owner: coordinator.id, stage: 'In progress', index: 0, dueDateInMS: Date.now() - 2 * day })
  add({ title: 'Insurance details', enduserId: jordan.id, stage: 'In progress', index: 1, closeReasons: ['Updated', 'Duplicate'] })
  add({ title: 'Fax to triage' })
  add({ title: 'Old labs', enduserId: jordan.id, stage: 'Done', closedAt: fakeStamp(), closedForReason: 'Reviewed' })
  // saved views: one of the tickets page (as platform/seed-views.ts seeds it), one of another page
  api.tableViews.push(make({ title: 'Overdue', page: 'tickets', columns: [{ field: 'title' }, { field: 'due' }, { field: 'owner' }], filter: { due: 'overdue' } }))
  api.tableViews.push(make({ title: 'Forms table', page: 'forms', columns: [{ field: 'title' }] }))
  return api
}
