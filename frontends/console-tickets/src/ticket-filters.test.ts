import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_FILTERS, isFiltered, matchesFilters, parseFilters, withFilters, type FilteredTicket, type TicketFilters } from './ticket-filters.ts'

test('the URL holds only what differs from the defaults, keeps other parameters, and reads back the same', () => {
  assert.equal(withFilters('', DEFAULT_FILTERS), '')
  const f: TicketFilters = { owner: 'me', stage: '', patient: 'sam lee', due: 'overdue', status: 'closed' }
  const search = withFilters('?other=1&owner=x', f)
  assert.equal(search, '?other=1&owner=me&stage=&patient=sam+lee&due=overdue&status=closed')
  assert.deepEqual(parseFilters(search), f)
  assert.deepEqual(parseFilters('?due=someday&status=weird'), { ...DEFAULT_FILTERS, stage: undefined, due: undefined }, 'unknown values fall back')
  assert.equal(isFiltered(DEFAULT_FILTERS), false)
  assert.equal(isFiltered({ ...DEFAULT_FILTERS, status: 'closed' }), false, 'open or closed is a view, not a narrowing')
  assert.equal(isFiltered({ ...DEFAULT_FILTERS, stage: '' }), true)
})

const DAY = 24 * 60 * 60 * 1000
const now = new Date(2026, 2, 10, 12, 0).getTime()
const names: Record<string, string> = { p1: 'Jordan Rivera jordan@demo.care', p2: 'Sam Lee' }
const ctx = { me: 'u1', patientText: (id: string) => names[id] ?? '', now }
const t = (o: FilteredTicket) => o
const match = (ticket: FilteredTicket, f: Partial<TicketFilters>) => matchesFilters(ticket, { ...DEFAULT_FILTERS, ...f }, ctx)

test('owner: me, unassigned, a user', () => {
  assert.equal(match(t({ owner: 'u1' }), { owner: 'me' }), true)
  assert.equal(match(t({ owner: 'u2' }), { owner: 'me' }), false)
  assert.equal(match(t({}), { owner: 'none' }), true)
  assert.equal(match(t({ owner: 'u2' }), { owner: 'none' }), false)
  assert.equal(match(t({ owner: 'u2' }), { owner: 'u2' }), true)
  assert.equal(match(t({ owner: 'u1' }), { owner: 'u2' }), false)
  assert.equal(matchesFilters(t({ owner: 'u1' }), { ...DEFAULT_FILTERS, owner: 'me' }, { ...ctx, me: undefined }), false)
})

test('stage (and no stage), patient name or email, open or closed', () => {
  assert.equal(match(t({ stage: ' New ' }), { stage: 'New' }), true)
  assert.equal(match(t({ stage: 'New' }), { stage: '' }), false)
  assert.equal(match(t({}), { stage: '' }), true)
  assert.equal(match(t({ enduserId: 'p1' }), { patient: 'RIVERA' }), true)
  assert.equal(match(t({ enduserId: 'p1' }), { patient: 'jordan@' }), true)
  assert.equal(match(t({ enduserId: 'p2' }), { patient: 'rivera' }), false)
  assert.equal(match(t({}), { patient: 'rivera' }), false)
  assert.equal(match(t({ closedAt: '2026-01-01T00:00:00.000Z' }), {}), false)
  assert.equal(match(t({ closedAt: '2026-01-01T00:00:00.000Z' }), { status: 'closed' }), true)
  assert.equal(match(t({}), { status: 'closed' }), false)
})

test('due: overdue (before now), today (this local day, passed or not), this week (today and the next 6 days)', () => {
  const startOfToday = new Date(2026, 2, 10).getTime()
  const earlierToday = t({ dueDateInMS: now - 60_000 })
  const tonight = t({ dueDateInMS: startOfToday + DAY - 1 })
  const yesterday = t({ dueDateInMS: startOfToday - 1 })
  const inSixDays = t({ dueDateInMS: startOfToday + 6 * DAY + 5 })
  const inSevenDays = t({ dueDateInMS: startOfToday + 7 * DAY })
  const none = t({})
  assert.deepEqual([earlierToday, tonight, yesterday, inSixDays, inSevenDays, none].map((x) => match(x, { due: 'overdue' })), [true, false, true, false, false, false])
  assert.deepEqual([earlierToday, tonight, yesterday, inSixDays, inSevenDays, none].map((x) => match(x, { due: 'today' })), [true, true, false, false, false, false])
  assert.deepEqual([earlierToday, tonight, yesterday, inSixDays, inSevenDays, none].map((x) => match(x, { due: 'week' })), [true, true, false, true, false, false])
})
