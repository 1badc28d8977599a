import { test } from 'node:test'
import assert from 'node:assert/strict'
import { activityText, actorName, whereFrom } from './activity.ts'

test('what happened, in words', () => {
  assert.equal(activityText({ action: 'read', resource: 'endusers' }), 'opened the profile')
  assert.equal(activityText({ action: 'create', resource: 'notes' }), 'created a note')
  assert.equal(activityText({ action: 'update', resource: 'enduser_observations' }), 'updated an observation')
  assert.equal(activityText({ action: 'list', resource: 'enduser_observations', info: { count: 8 } }), 'viewed 8 observations')
  assert.equal(activityText({ action: 'list', resource: 'notes', info: { count: 1 } }), 'viewed 1 note')
  assert.equal(activityText({ action: 'list', resource: 'files' }), 'viewed files')
  assert.equal(activityText({ action: 'delete', resource: 'form_responses' }), 'deleted a record of form responses')
})

test('who, and from where', () => {
  assert.equal(actorName({ userName: 'Avery Admin', userType: 'user' }, 'Someone else'), 'Avery Admin')
  assert.equal(actorName({ userType: 'user' }, 'Casey Coordinator'), 'Casey Coordinator')
  assert.equal(actorName({ userType: 'enduser' }), 'The patient')
  assert.equal(actorName({}), 'A staff member')
  assert.equal(whereFrom({ info: { via: 'the API', ip: '10.0.0.1' } }), 'via the API from 10.0.0.1')
  assert.equal(whereFrom({}), '')
})
