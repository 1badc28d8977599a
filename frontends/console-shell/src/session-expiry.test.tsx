import { test } from 'node:test'
import assert from 'node:assert/strict'
import { render, screen } from '@care/ui/testing/react'
import { memoryStorage } from '@care/sdk'
import { StaffSignIn } from '@care/remote/staff-sign-in'
import { CareProvider } from '@care/sdk/react'
import { createConsoleClient } from './console-client.ts'
import { SESSION_EXPIRED_NOTICE, createSessionExpiry } from './session-expiry.ts'

const answering = (status: number, body: unknown) => async () => ({ status, ok: status < 300, text: async () => JSON.stringify(body) })

test("a call refused while signed in marks the session expired and signs out; a new sign-in clears it", async () => {
  const expiry = createSessionExpiry()
  const client = createConsoleClient(expiry, { apiBaseUrl: 'http://console.test', fetch: answering(401, 'Unauthenticated'), storage: memoryStorage() })
  client.setSession({ authToken: 'old', user: { id: 'u1' } })
  await assert.rejects(client.call('GET', '/endusers'))
  assert.equal(client.session.authToken, undefined)
  assert.equal(expiry.expired, true)
  client.setSession({ authToken: 'new', user: { id: 'u1' } })
  assert.equal(expiry.expired, false)
})

test('a refusal without an open session (a wrong password) or a sign-out of ones own is no expiry', async () => {
  const expiry = createSessionExpiry()
  const client = createConsoleClient(expiry, { apiBaseUrl: 'http://console.test', fetch: answering(401, 'Unauthenticated'), storage: memoryStorage() })
  await assert.rejects(client.call('GET', '/endusers'))
  client.setSession({ authToken: 't', user: { id: 'u1' } })
  client.clearSession()
  assert.equal(expiry.expired, false)
})

test('the sign-in screen shows the notice it is given', async () => {
  const client = createConsoleClient(createSessionExpiry(), { apiBaseUrl: 'http://console.test', fetch: answering(200, {}), storage: memoryStorage() })
  render(<CareProvider client={client}><StaffSignIn notice={SESSION_EXPIRED_NOTICE} /></CareProvider>)
  assert.equal((await screen.findByRole('status')).textContent, SESSION_EXPIRED_NOTICE)
})
