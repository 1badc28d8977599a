import { fireEvent, render, screen, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient, memoryStorage, type FetchLike, type SessionEnduser } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { BEFORE_ROUTING_EVENT } from '@care/ui'
import { SettingsPage } from './settings-page.tsx'
import { promptDismissedKey } from './password-rules.ts'

const ID = 'e'.repeat(24)

function setup(enduser: Partial<SessionEnduser> = {}) {
  // every call answers {} but a list's, which answers none (Settings → Purchases lists the patient's purchases)
  const fetch: FetchLike = async (url) => ({ status: 200, ok: true, text: async () => (String(url).includes('/v1/purchases') ? '[]' : '{}') })
  const client = createCareClient({ apiBaseUrl: 'http://portal.test', kind: 'enduser', fetch, storage: memoryStorage() })
  const account: SessionEnduser = { id: ID, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com', ...enduser }
  client.setSession({ authToken: 'tok', enduser: account })
  localStorage.removeItem(promptDismissedKey(ID))
  render(
    <CareProvider client={client}>
      <SettingsPage navigate={() => {}} />
    </CareProvider>,
  )
  return client
}

/** A navigation to another page as single-spa announces it; answers whether it was held. */
function navigateTo(path: string): boolean {
  let held = false
  const detail = { oldUrl: window.location.href, newUrl: new URL(path, window.location.href).href, cancelNavigation: () => (held = true) }
  window.dispatchEvent(new window.CustomEvent(BEFORE_ROUTING_EVENT, { detail }))
  return held
}

test('an edited profile holds a navigation elsewhere with "Discard changes?"; an unedited one does not', async () => {
  window.history.replaceState(null, '', '/settings')
  setup()
  assert.equal(navigateTo('/home'), false)
  fireEvent.change(screen.getByLabelText(/Display name/), { target: { value: 'Pat Q' } })
  await waitFor(() => assert.equal(navigateTo('/home'), true))
  // the held navigation's dialog renders on React's next commit
  const ask = await screen.findByRole('dialog', { name: 'Discard changes?' })
  fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }))
  assert.equal(window.location.pathname, '/home')
})

test('an edited profile is not held once the session is gone (the sign-in screen comes first)', async () => {
  window.history.replaceState(null, '', '/settings')
  const client = setup()
  fireEvent.change(screen.getByLabelText(/Display name/), { target: { value: 'Pat Q' } })
  await waitFor(() => assert.equal(navigateTo('/documents'), true))
  fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }))
  client.clearSession()
  assert.equal(navigateTo('/login'), false)
})

test('No Thanks with a typed password asks first; Keep editing keeps the prompt and the password', async () => {
  setup({ passwordIsUnset: true })
  const prompt = screen.getByRole('region', { name: 'Set a password' })
  fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'Typed-pass-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }))
  await screen.findByRole('dialog', { name: 'Discard changes?' })
  fireEvent.click(screen.getByRole('button', { name: 'Keep editing', hidden: true }))
  assert.ok(prompt.isConnected)
  assert.equal((screen.getByLabelText(/New password/, { selector: 'input' }) as HTMLInputElement).value, 'Typed-pass-1')
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks', hidden: true }))
  fireEvent.click(screen.getByRole('button', { name: 'Discard', hidden: true }))
  await waitFor(() => assert.equal(prompt.isConnected, false))
})

test('No Thanks without a typed password dismisses the prompt at once', () => {
  setup({ passwordIsUnset: true })
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }))
  assert.equal(screen.queryByRole('region', { name: 'Set a password' }), null)
  assert.equal(screen.queryByRole('dialog'), null)
})
