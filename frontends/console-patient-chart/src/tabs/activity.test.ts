import { test } from 'node:test'
import assert from 'node:assert/strict'
import { collections } from '@care/contracts/collections/index'
import { activityText, actorName, whereFrom } from './activity.ts'

test('what happened, in words', () => {
  assert.equal(activityText({ action: 'read', resource: 'endusers' }), 'opened the profile')
  assert.equal(activityText({ action: 'create', resource: 'notes' }), 'created a note')
  assert.equal(activityText({ action: 'update', resource: 'enduser_observations' }), 'updated an observation')
  assert.equal(activityText({ action: 'list', resource: 'enduser_observations', info: { count: 8 } }), 'viewed 8 observations')
  assert.equal(activityText({ action: 'list', resource: 'notes', info: { count: 1 } }), 'viewed a note in a list')
  assert.equal(activityText({ action: 'list', resource: 'endusers', info: { count: 1 } }), 'viewed the profile in a list')
  assert.equal(activityText({ action: 'list', resource: 'files' }), 'viewed files')
  assert.equal(activityText({ action: 'delete', resource: 'form_responses' }), 'deleted a form response')
  assert.equal(activityText({ action: 'create', resource: 'something_new' }), 'created a record of something new')
})

test('who, and from where', () => {
  assert.equal(actorName({ userName: 'Avery Admin', userType: 'user' }, 'Someone else'), 'Avery Admin')
  assert.equal(actorName({ userType: 'user' }, 'Casey Coordinator'), 'Casey Coordinator')
  assert.equal(actorName({ userType: 'enduser' }), 'The patient')
  assert.equal(actorName({}), 'A staff member')
  assert.equal(whereFrom({ info: { via: 'the API', ip: '10.0.0.1' } }), 'via the API from 10.0.0.1')
  assert.equal(whereFrom({}), '')
})

test('the same thing done again and again in a row reads as one entry with a count', async () => {
  const { collapseRepeats } = await import('./activity.ts')
  const log = (id: string, action: 'read' | 'list' | 'update', resourceId = 'e1', createdAt = `2026-01-01T00:0${id}:00.000Z`) =>
    ({ id, userId: 'u1', resource: 'endusers', resourceId, action, enduserId: 'e1', createdAt, info: action === 'list' ? { count: 1 } : undefined }) as import('../records.ts').UserLog
  const entries = collapseRepeats([log('5', 'list'), log('4', 'list'), log('3', 'list'), log('2', 'read'), log('1', 'list')])
  assert.deepEqual(entries.map((e) => [e.id, e.times, e.since]), [['5', 3, '2026-01-01T00:03:00.000Z'], ['2', 1, undefined], ['1', 1, undefined]])
  assert.deepEqual(collapseRepeats([log('2', 'update', 'n1'), log('1', 'update', 'n2')]).map((e) => e.times), [1, 1], 'two different records')
})

test('every collection about a patient (the audited ones) has words of its own', () => {
  const aboutPatients = collections.filter((c) => 'enduserId' in c.fields && c.name !== 'user_logs')
  assert.ok(aboutPatients.length > 5)
  for (const c of aboutPatients) assert.doesNotMatch(activityText({ action: 'read', resource: c.name }), /a record of/, c.name)
})
