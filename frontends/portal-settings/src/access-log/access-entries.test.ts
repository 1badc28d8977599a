import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { USER_LOG_ACTIONS } from '@care/contracts/collections/user-logs'
import { collections } from '@care/contracts/collections/index'
import { setLanguage } from '@care/ui/i18n'
import { accessEntries, describeAction, REPEAT_WINDOW_MS, type UserLogLike } from './access-entries.ts'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000).toISOString()
let seq = 0
const log = (f: Partial<UserLogLike>): UserLogLike => ({ id: String(++seq), userId: 'u1', userType: 'user', userName: 'Casey Coordinator', resource: 'endusers', resourceId: 'e1', action: 'read', createdAt: at(0), ...f })

describe('who viewed my record', () => {
  test('what each entry says', () => {
    assert.equal(describeAction('endusers', 'read'), 'viewed your profile')
    assert.equal(describeAction('endusers', 'update'), 'updated your profile')
    assert.equal(describeAction('endusers', 'list'), 'saw your name in the patient list')
    assert.equal(describeAction('notes', 'update'), 'updated a note')
    assert.equal(describeAction('notes', 'create'), 'added a note')
    assert.equal(describeAction('files', 'read'), 'viewed a file')
    assert.equal(describeAction('enduser_medications', 'delete'), 'deleted a medication')
    assert.equal(describeAction('tickets', 'list'), 'viewed your tickets')
    assert.equal(describeAction('something_new', 'read'), 'viewed a record')
  })

  test('in Spanish, the same entries in plain Spanish', async () => {
    await setLanguage('es')
    try {
      assert.equal(describeAction('endusers', 'read'), 'vio su perfil')
      assert.equal(describeAction('notes', 'update'), 'actualizó una nota')
      assert.equal(describeAction('tickets', 'list'), 'vio sus solicitudes')
      assert.equal(describeAction('something_new', 'delete'), 'borró un registro')
      assert.equal(describeAction('notes', 'toString'), 'vio una nota', 'an unknown action reads as a view')
    } finally {
      await setLanguage('en')
    }
  })

  test('every collection about a patient (the audited ones) has words of its own', () => {
    const aboutPatients = collections.filter((c) => 'enduserId' in c.fields && c.name !== 'user_logs')
    assert.ok(aboutPatients.length > 5)
    for (const c of aboutPatients) assert.notEqual(describeAction(c.name, 'read'), 'viewed a record', c.name)
  })

  test('every action of the contract has words', () => {
    for (const a of USER_LOG_ACTIONS) {
      assert.ok(describeAction('endusers', a))
      assert.match(describeAction('notes', a), /note/)
    }
  })

  test('only the care team, newest first; close repeats folded with a count; others kept apart', () => {
    const entries = accessEntries([
      log({ createdAt: at(0) }),
      log({ createdAt: at(5) }),
      log({ createdAt: at(10) }),
      log({ createdAt: at(12), resource: 'notes', resourceId: 'n1', action: 'update' }),
      log({ createdAt: at(20), userType: 'enduser', userId: 'e1' }),
      log({ createdAt: at(30), userId: 'u2', userName: 'Dr Ada' }),
    ])
    assert.deepEqual(entries.map((e) => [e.userName, e.what, e.count]), [
      ['Dr Ada', 'viewed your profile', 1],
      ['Casey Coordinator', 'updated a note', 1],
      ['Casey Coordinator', 'viewed your profile', 3],
    ])
    assert.equal(entries[2].at, Date.parse(at(10)), 'the newest time of the repeats')
  })

  test('repeats further apart than the window stay separate entries', () => {
    const far = REPEAT_WINDOW_MS / 60_000 + 1
    assert.equal(accessEntries([log({ createdAt: at(0) }), log({ createdAt: at(far) })]).length, 2)
  })
})
