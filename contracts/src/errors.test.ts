// The error catalogue of spec 1 §8 (and the read-only text of §5): clients compare these texts, so
// they are pinned here letter for letter.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  ApiError, badRequest, conflict, ErrorMessages, forbidden, isApiError, notFound, serverError, serviceTimeout,
  serviceUnavailable, tooLarge, tooManyRequests, unauthenticated,
} from './errors.ts'

test('the spec 1 §8 texts, exactly', () => {
  assert.equal(ErrorMessages.tooLarge, 'Please try again with less data or a smaller file.')
  assert.equal(ErrorMessages.serverError, 'Something went wrong on our end, and our team has been notified. Please try again later.')
  assert.equal(ErrorMessages.noResponse, 'No response - please check your Internet connection and try again')
  assert.equal(ErrorMessages.unauthenticated, 'Unauthenticated')
  assert.equal(ErrorMessages.servicesSecretWithoutBusinessId, 'Services secret provided without businessId')
  assert.equal(ErrorMessages.errorBoundary, 'Something went wrong.')
  assert.equal(ErrorMessages.unexpected, 'An unexpected error occurred')
  assert.equal(ErrorMessages.generic, 'An error occurred')
  assert.equal(ErrorMessages.readonlyField, 'This field cannot be updated')
})

test('413 and 500 answers carry the catalogue texts', () => {
  assert.deepEqual([tooLarge().status, tooLarge().message], [413, 'Please try again with less data or a smaller file.'])
  assert.deepEqual([serverError().status, serverError().message], [500, 'Something went wrong on our end, and our team has been notified. Please try again later.'])
})

test("an unauthenticated answer is 401 'Unauthenticated'", () => {
  const e = unauthenticated()
  assert.equal(e.status, 401)
  assert.deepEqual(e.toBody(), { message: 'Unauthenticated' })
})

test('each helper answers its status', () => {
  const statuses = [badRequest('x'), forbidden(), notFound(), conflict('x'), tooManyRequests(), serviceUnavailable(), serviceTimeout()].map((e) => e.status)
  assert.deepEqual(statuses, [400, 403, 404, 409, 429, 503, 504])
})

test('the body is { message, validation? }, validation only when there is some', () => {
  assert.deepEqual(badRequest('Invalid email').toBody(), { message: 'Invalid email' })
  assert.deepEqual(badRequest('Invalid email', []).toBody(), { message: 'Invalid email' })
  const issues = [{ field: 'email', message: 'Invalid email' }]
  assert.deepEqual(badRequest('Invalid email', issues).toBody(), { message: 'Invalid email', validation: issues })
})

test('an error crosses the bus and comes back the same', () => {
  const sent = badRequest('Invalid email', [{ field: 'email', message: 'Invalid email' }])
  const back = ApiError.from({ status: sent.status, ...sent.toBody() })
  assert.ok(isApiError(back))
  assert.deepEqual([back.status, back.toBody()], [400, sent.toBody()])
  assert.equal(isApiError(new Error('x')), false)
})
