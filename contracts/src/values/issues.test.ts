import { test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { ApiError } from '../errors.ts'
import { emailValidator } from './email.ts'
import { fieldPath, firstMessage, issuesFromZod, parseOrThrow, validationError } from './issues.ts'
import { phoneValidator } from './phone.ts'

const form = z.object({ email: emailValidator, contact: z.object({ phones: z.array(phoneValidator) }) })
const failure = () => {
  const r = form.safeParse({ email: 'nope', contact: { phones: ['5551234567', '12'] } })
  assert.equal(r.success, false)
  return r.error!
}

test('issuesFromZod gives one { field, message } per issue with a dotted path', () => {
  assert.deepEqual(issuesFromZod(failure()), [
    { field: 'email', message: 'Invalid email' },
    { field: 'contact.phones.1', message: 'Phone number must be at least 10 digits' },
  ])
})

test('firstMessage is the first issue behind its field, in the SDK format', () => {
  assert.equal(firstMessage(failure()), 'Error parsing field email: Invalid email')
  const top = z.string().safeParse(1)
  assert.equal(firstMessage(top.error!), top.error!.issues[0]!.message)
})

test('validationError and parseOrThrow answer 400 with the message and the list', () => {
  const e = validationError(failure())
  assert.ok(e instanceof ApiError)
  assert.equal(e.status, 400)
  assert.deepEqual(e.toBody(), { message: 'Error parsing field email: Invalid email', validation: issuesFromZod(failure()) })
  assert.throws(() => parseOrThrow(form, {}), (err: ApiError) => err.status === 400 && err.validation?.length === 2)
  assert.equal(parseOrThrow(emailValidator, 'A@B.CO'), 'a@b.co')
})

test('a top-level value has the empty field path', () => {
  assert.equal(fieldPath([]), '')
  assert.equal(fieldPath(['a', 0, 'b']), 'a.0.b')
})

test('a value left out inside an object or a list is named without the list index', () => {
  const notes = z.object({ bookingNotes: z.array(z.object({ bookingPageId: z.string().regex(/^[0-9a-f]{24}$/, { error: 'Invalid id' }) })) })
  assert.throws(() => parseOrThrow(notes, { bookingNotes: [{}] }), (e: ApiError) => {
    assert.equal(e.message, 'Value not provided for required field: bookingNotes.bookingPageId')
    assert.deepEqual(e.validation, [{ field: 'bookingNotes.0.bookingPageId', message: 'Value not provided for required field: bookingNotes.bookingPageId' }])
    return true
  })
  // a value that is there but wrong keeps its rule's text
  assert.throws(() => parseOrThrow(notes, { bookingNotes: [{ bookingPageId: 'x' }] }), { message: 'Error parsing field bookingNotes.0.bookingPageId: Invalid id' })
})
