// The tickets board's /v1 for component tests: @care/sdk's fake over tickets, users, endusers and
// table views (the server's order, filters, sortBy with lastId paging, search, updates where null
// unsets), plus what only the board calls — update-indexes, close with a reason — and the required
// fields the server refuses without.
import type { CareClient } from '@care/sdk'
import { fakeRecord as make, fakeStamp, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }

const REQUIRED: Record<string, string[]> = { tickets: ['title'], table_views: ['title', 'page', 'columns'] }

export function fakeApi(
  o: {
    tickets?: Record<string, unknown>[]
    users?: Record<string, unknown>[]
    endusers?: Record<string, unknown>[]
    tableViews?: Record<string, unknown>[]
    /** tickets per page of the client's list calls (default the spec's 500) */
    pageSize?: number
  } = {},
) {
  const v1 = fakeV1({
    pageSize: o.pageSize,
    collections: { tickets: o.tickets ?? [], users: o.users ?? [], endusers: o.endusers ?? [], table_views: o.tableViews ?? [] },
    refuse(collection, fields, existing) {
      const missing = existing ? undefined : (REQUIRED[collection] ?? []).find((f) => fields[f] === undefined || !String(fields[f]).trim())
      return missing ? json(400, { message: `${missing} is required`, validation: [{ field: missing, message: `${missing} is required` }] }) : undefined
    },
    routes({ method, path, body = {} }, store) {
      const tickets = store.records('tickets')
      if (method === 'PATCH' && path === '/v1/tickets/update-indexes') {
        for (const u of body.updates as { id: string; index: number }[]) {
          const record = tickets.find((r) => r.id === u.id)
          if (record) record.index = u.index
        }
        return json(200, {})
      }
      if (method === 'POST' && path === '/v1/tickets/close') {
        const record = tickets.find((r) => r.id === body.ticketId)
        if (!record) return json(404, { message: 'Not found' })
        record.closedAt = fakeStamp()
        if (body.closedForReason) record.closedForReason = body.closedForReason
        return json(200, { updated: record })
      }
      return undefined
    },
  })
  const [tickets, users, endusers, tableViews] = [v1.records('tickets'), v1.records('users'), v1.records('endusers'), v1.records('table_views')]
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
