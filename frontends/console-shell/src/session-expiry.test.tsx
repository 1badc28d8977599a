import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act, render, screen, userEvent } from '@care/ui/testing/react'
import { memoryStorage } from '@care/sdk'
import { StaffSignIn } from '@care/remote/staff-sign-in'
import { CareProvider } from '@care/sdk/react'
import { createConsoleClient, signOut } from './console-client.ts'
import { ConsoleShell } from './console-shell.tsx'
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

test('a sign-out the user asked for shows no notice, even when the server refuses it (the session had expired meanwhile)', async () => {
  const expiry = createSessionExpiry()
  const client = createConsoleClient(expiry, { apiBaseUrl: 'http://console.test', fetch: answering(401, 'Unauthenticated'), storage: memoryStorage() })
  client.setSession({ authToken: 'old', user: { id: 'u1' } })
  await signOut(client, expiry)
  assert.equal(client.session.authToken, undefined)
  assert.equal(expiry.expired, false)
  // and afterwards a refusal of an open session is an expiry again
  client.setSession({ authToken: 'again', user: { id: 'u1' } })
  await assert.rejects(client.call('GET', '/endusers'))
  assert.equal(expiry.expired, true)
})

test('the shell: an expired session returns to sign-in with the notice; Sign out returns without it', async () => {
  const user = userEvent.setup()
  let refuse = true
  const fetch = async (url: string) => {
    const path = new URL(url).pathname
    // the sign-out call is refused too: the session it ends may have expired meanwhile
    if ((refuse && path === '/v1/endusers') || path === '/v1/logout-api') return { status: 401, ok: false, text: async () => JSON.stringify('Unauthenticated') }
    return { status: 200, ok: true, text: async () => '[]' }
  }
  const expiry = createSessionExpiry()
  const client = createConsoleClient(expiry, { apiBaseUrl: 'http://console.test', fetch, storage: memoryStorage() })
  client.setSession({ authToken: 't1', user: { id: 'u1' } })
  render(<ConsoleShell client={client} areas={[]} areaContainer={document.createElement('div')} expiry={expiry} />)
  await screen.findByRole('button', { name: 'Sign out' })

  // a remote's call answered 'Unauthenticated'
  await act(() => assert.rejects(client.call('GET', '/endusers')))
  assert.equal((await screen.findByRole('status')).textContent, SESSION_EXPIRED_NOTICE)
  assert.ok(screen.getByRole('button', { name: 'Sign in' }))

  refuse = false
  act(() => client.setSession({ authToken: 't2', user: { id: 'u1' } }))
  await user.click(await screen.findByRole('button', { name: 'Sign out' }))
  await screen.findByRole('button', { name: 'Sign in' })
  assert.equal(screen.queryByRole('status'), null, 'no notice after signing out')
})
