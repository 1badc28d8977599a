import { fireEvent, render, screen, testWindow } from '@care/ui/testing/react'
import { afterEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { Login } from './login.tsx'

const org = { id: 'o'.repeat(24), businessId: 'o'.repeat(24), name: 'Demo Clinic', subdomain: 'demo' } as unknown as OrganizationTheme

afterEach(() => testWindow.history.replaceState(null, '', '/'))

function setup() {
  const v1 = fakeV1({ kind: 'enduser', routes: (req) => (req.path === '/v1/begin-enduser-login-flow' ? json(200, { result: 'sent-email', email: req.body?.email }) : undefined) })
  const client = v1.client()
  client.clearSession()
  render(
    <CareProvider client={client}>
      <Login org={org} onNavigate={() => {}} />
    </CareProvider>,
  )
  return v1
}

async function askForLink(v1: ReturnType<typeof setup>) {
  fireEvent.change(await screen.findByLabelText('Email or Phone Number'), { target: { value: 'sam@demo.care' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByText('Check your email for a link to log in.')
  return v1.requests.find((r) => r.path === '/v1/begin-enduser-login-flow')?.body
}

test('a sign-in link asked for on the way to a page carries that page back (redir)', async () => {
  testWindow.history.replaceState(null, '', `/login?next=${encodeURIComponent('/link/form?f=F1&a=A2')}`)
  const sent = await askForLink(setup())
  assert.equal(sent?.redir, '/link/form?f=F1&a=A2')
  assert.equal(sent?.email, 'sam@demo.care')
})

test('without a page to return to, or with one off the portal, no redir is sent', async () => {
  testWindow.history.replaceState(null, '', `/login?next=${encodeURIComponent('//evil.example/x')}`)
  const sent = await askForLink(setup())
  assert.equal(sent && 'redir' in sent, false)
})
