// Spec 1 §9 values, pinned: they are requirements, and a slip in one would pass every other test.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as c from './constants.ts'

test('brand colours and currency', () => {
  assert.deepEqual(c.BRAND_COLORS, { primary: '#1564bf', secondary: '#1c4378', error: '#bf2c15', warning: '#bfab15' })
  assert.equal(c.CURRENCY, 'USD')
  assert.deepEqual(c.STRIPE_CONNECT_COUNTRIES, ['US', 'GB'])
})

test('times', () => {
  assert.equal(c.SESSION_AUTO_REFRESH_MS, 3_600_000)
  assert.equal(c.SOCKET_RECONNECT_THROTTLE_MS, 2500)
  assert.deepEqual([c.SOCKET_AUTH_MAX_ATTEMPTS, c.SOCKET_AUTH_RETRY_DELAY_MS], [10, 250])
  assert.equal(c.FILE_DOWNLOAD_LINK_MAX_MS, 7 * 24 * 3_600_000)
  assert.equal(c.OUT_OF_OFFICE_AUTOREPLY_INTERVAL_MS, 3_600_000)
})

test('limits', () => {
  assert.equal(c.AVAILABILITY_CONFLICT_LIMIT_DEFAULT, 500)
  assert.equal(c.WEBHOOK_SECRET_MIN_EXCLUSIVE, 15)
  assert.deepEqual([c.FILE_MAX_BYTES, c.FILE_TOO_LARGE], [1_000_000_000, 'File size must not exceed 1 GB'])
  const { customFieldValue, customFieldKey, customFieldObject, sms, journeyStateName, email, phone, name } = c.LIMITS
  assert.deepEqual(
    { customFieldValue, customFieldKey, customFieldObject, sms, journeyStateName, email, phone, name },
    { customFieldValue: 512, customFieldKey: 256, customFieldObject: 4096, sms: 1200, journeyStateName: 75, email: 250, phone: 25, name: 100 },
  )
  assert.deepEqual(c.COUNTER_FIELDS, ['numFields', 'numComments', 'numLikes', 'numRecords'])
  assert.equal(c.COUNTER_INITIAL_VALUE, 0)
})

test('value sets', () => {
  assert.deepEqual(c.ENDUSER_GENDERS, ['Female', 'Male', 'Other', 'Unknown'])
  assert.deepEqual(c.JOURNEY_STATE_PRIORITIES, ['Disengaged', 'N/A', 'Engaged'])
  assert.deepEqual(c.DELAY_UNITS, ['Days', 'Hours', 'Minutes', 'Seconds'])
  assert.deepEqual(c.ANALYTICS_INTERVALS, ['Daily', 'Weekly', 'Monthly'])
  assert.deepEqual(c.CONTENT_TYPES, ['Article', 'PDF', 'Video'])
  assert.deepEqual(c.CONTENT_VISIBILITY, ['All', 'By Tags', 'Manual', 'Individual'])
  assert.deepEqual(c.ACCESS_LEVELS, ['All', 'Assigned', 'Default', null])
  assert.deepEqual(c.MEETING_STATUSES, ['scheduled', 'live', 'ended'])
  assert.deepEqual(c.JOURNEY_RUN_STATUSES, ['active', 'finished', 'cancelled', 'error'])
  assert.equal(c.OBSERVATION_STATUSES.length, 8)
  assert.deepEqual(c.ENDUSER_LOGIN_FLOW_RESULTS, ['continue-with-password', 'sent-email', 'sent-sms'])
  assert.deepEqual(c.ENDUSER_BUILTIN_FIELD_KEYS, ['_id', 'email', 'phone', 'fname', 'lname', 'journeys', 'tags', 'preference'])
})

test('embeddings', () => {
  assert.equal(c.EMBEDDING_MODEL, 'text-embedding-ada-002')
  assert.equal(c.EMBEDDING_TOKEN_LIMIT, 8191)
})
