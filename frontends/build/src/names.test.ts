import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { federationName } from './names.ts'

describe('federation names', () => {
  test('from the folder, as JavaScript identifiers', () => {
    assert.equal(federationName('portal-home'), 'portal_home')
    assert.equal(federationName('/work/frontends/console-shell'), 'console_shell')
    assert.throws(() => federationName('1st'))
  })
})
