import { test } from 'node:test'
import assert from 'node:assert/strict'
import { subjectMatcher } from './subject-match.ts'

test('literal subjects match only themselves', () => {
  const m = subjectMatcher('svc.records.list')
  assert.equal(m('svc.records.list'), true)
  assert.equal(m('svc.records.lis'), false)
  assert.equal(m('svc.records.list.x'), false)
})

test('* matches exactly one token', () => {
  const m = subjectMatcher('evt.*.created')
  assert.equal(m('evt.tickets.created'), true)
  assert.equal(m('evt.tickets.updated'), false)
  assert.equal(m('evt.created'), false)
  assert.equal(m('evt.a.b.created'), false)
})

test('> matches one or more trailing tokens', () => {
  const m = subjectMatcher('evt.>')
  assert.equal(m('evt.tickets.created'), true)
  assert.equal(m('evt.x'), true)
  assert.equal(m('evt'), false)
  assert.equal(m('svc.x'), false)
})

test('malformed patterns are refused', () => {
  assert.throws(() => subjectMatcher('evt.>.x'))
  assert.throws(() => subjectMatcher('evt..x'))
})
