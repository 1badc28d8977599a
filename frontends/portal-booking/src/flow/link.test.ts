import { test } from 'node:test'
import assert from 'node:assert/strict'
import { pageIdOf, parseFields, parseInstant, parsePublicLink, parseSignedInLink } from './link.ts'

const B = 'b'.repeat(24)
const P = 'p'.repeat(24)

test('a public link needs businessId, then appointmentBookingPageId', () => {
  assert.deepEqual(parsePublicLink(''), { problem: 'noBusinessId' })
  assert.deepEqual(parsePublicLink(`?appointmentBookingPageId=${P}`), { problem: 'noBusinessId' })
  assert.deepEqual(parsePublicLink(`?businessId=${B}`), { problem: 'noPageId' })
  assert.deepEqual(parsePublicLink(`?businessId=${B}&appointmentBookingPageId=%20`), { problem: 'noPageId' })
})

test('the optional parameters: reschedule, token, date bounds and fields', () => {
  const fields = encodeURIComponent(JSON.stringify({ source: 'ad', n: 2 }))
  const r = parsePublicLink(`?businessId=${B}&appointmentBookingPageId=${P}&rescheduledCalendarEventId=e1&bookingToken=tok&from=2026-04-01&to=1775000000000&fields=${fields}`)
  assert.ok('link' in r)
  assert.deepEqual(r.link, {
    pageId: P, businessId: B, userId: undefined, rescheduledCalendarEventId: 'e1', bookingToken: 'tok',
    from: Date.parse('2026-04-01'), to: 1775000000000, fields: { source: 'ad', n: 2 },
  })
})

test('fields: a JSON object, anything else ignored; unreadable dates ignored', () => {
  assert.equal(parseFields('{not json'), undefined)
  assert.equal(parseFields('[1,2]'), undefined)
  assert.equal(parseFields('"text"'), undefined)
  assert.equal(parseFields('null'), undefined)
  assert.equal(parseInstant('someday'), undefined)
})

test('the signed-in page: its id from the path, userId and fields from the query', () => {
  assert.equal(pageIdOf('/book-an-appointment'), undefined)
  assert.equal(pageIdOf(`/book-an-appointment/${P}`), P)
  assert.equal(pageIdOf(`/book-an-appointment/${P}/`), P)
  assert.deepEqual(parseSignedInLink(P, '?userId=u1&fields=%7B%22a%22%3A1%7D'), { pageId: P, userId: 'u1', rescheduledCalendarEventId: undefined, bookingToken: undefined, from: undefined, to: undefined, fields: { a: 1 } })
})
