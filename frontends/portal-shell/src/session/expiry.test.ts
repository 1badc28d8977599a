import { test } from 'node:test'
import assert from 'node:assert/strict'
import { takeFlash } from '../screens/flash.ts'
import { texts } from '../texts.ts'
import { flashWhenSessionExpires } from './expiry.ts'

test('a refused open session leaves the sign-in screen a notice; no session, no notice', () => {
  assert.equal(flashWhenSessionExpires(() => 'token')(), false, 'the session is then cleared')
  assert.deepEqual(takeFlash(), { message: texts.login.sessionExpired, severity: 'info' })
  flashWhenSessionExpires(() => undefined)()
  assert.equal(takeFlash(), undefined)
})
