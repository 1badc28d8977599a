import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ApiError, ErrorMessages } from '@care/contracts/errors'
import { CareApiError, asCareApiError, errorFromResponse, isUnauthenticated } from './errors.ts'

test('413 and 500 get the spec texts whatever the body says', () => {
  assert.equal(errorFromResponse(413, { message: 'payload too big' }).message, 'Please try again with less data or a smaller file.')
  assert.equal(
    errorFromResponse(500, { message: 'TypeError: x is undefined' }).message,
    'Something went wrong on our end, and our team has been notified. Please try again later.',
  )
})

test("other errors carry the server's message and validation", () => {
  const e = errorFromResponse(400, { message: 'Invalid email', validation: [{ field: 'email', message: 'Invalid email' }, { bogus: 1 }] })
  assert.ok(e instanceof CareApiError && e instanceof ApiError)
  assert.equal(e.status, 400)
  assert.equal(e.message, 'Invalid email')
  assert.deepEqual(e.validation, [{ field: 'email', message: 'Invalid email' }])
  assert.equal(errorFromResponse(409, { message: 'An enduser with this email already exists' }).message, 'An enduser with this email already exists')
})

test('a plain-text body is the message; an empty one gets the generic text', () => {
  const e = errorFromResponse(401, 'Unauthenticated')
  assert.equal(e.message, 'Unauthenticated')
  assert.ok(isUnauthenticated(e))
  assert.equal(errorFromResponse(418, undefined).message, ErrorMessages.generic)
  assert.equal(errorFromResponse(403, { nothing: true }).message, ErrorMessages.generic)
  assert.ok(!isUnauthenticated(errorFromResponse(403, { message: 'Inaccessible' })))
})

test('anything thrown becomes a CareApiError', () => {
  assert.equal(asCareApiError(new Error('boom')).message, ErrorMessages.unexpected)
  const e = asCareApiError(new ApiError(404, 'gone'))
  assert.ok(e instanceof CareApiError)
  assert.equal(e.status, 404)
})
