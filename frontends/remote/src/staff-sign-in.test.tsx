import { render, screen, userEvent, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient, memoryStorage, type FetchLike } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { StaffSignIn } from './staff-sign-in.tsx'

function setup(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Record<string, unknown>[] = []
  const fetch: FetchLike = async (url, init) => {
    const body = JSON.parse(init.body ?? '{}')
    sent.push({ url, ...body })
    const a = answer(body)
    return { status: a.status, ok: a.status < 300, text: async () => JSON.stringify(a.body) }
  }
  const client = createCareClient({ apiBaseUrl: 'http://console.test', kind: 'user', fetch, storage: memoryStorage() })
  render(
    <CareProvider client={client}>
      <StaffSignIn />
    </CareProvider>,
  )
  return { client, sent }
}

test("a refused sign-in shows the server's 'Invalid email or password' and keeps no session", async () => {
  const user = userEvent.setup()
  const { client, sent } = setup(() => ({ status: 401, body: { message: 'Invalid email or password' } }))
  const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement
  assert.equal(submit.disabled, true, 'nothing typed yet')
  await user.type(screen.getByLabelText(/Email/), 'admin@demo.care')
  await user.type(screen.getByLabelText(/Password/), 'wrong-password')
  await user.click(submit)
  await waitFor(() => assert.equal(screen.getByRole('alert').textContent, 'Invalid email or password'))
  assert.equal(client.session.authToken, undefined)
  assert.deepEqual(sent[0], { url: 'http://console.test/v1/users/login', email: 'admin@demo.care', password: 'wrong-password' })
})

test('a successful sign-in stores the session', async () => {
  const user = userEvent.setup()
  const { client } = setup(() => ({ status: 200, body: { authToken: 'tok', user: { id: 'a'.repeat(24), fname: 'Avery' } } }))
  await user.type(screen.getByLabelText(/Email/), 'admin@demo.care')
  await user.type(screen.getByLabelText(/Password/), 'Demo-clinic-2026{Enter}')
  await waitFor(() => assert.equal(client.session.authToken, 'tok'))
  assert.equal(client.session.user?.id, 'a'.repeat(24))
})

test("a field left blank says 'Required'", async () => {
  const user = userEvent.setup()
  setup(() => ({ status: 500, body: {} }))
  await user.click(screen.getByLabelText(/Email/))
  await user.tab()
  assert.equal(screen.getByRole('alert').textContent, 'Required')
  assert.equal(screen.getByLabelText(/Email/).getAttribute('aria-describedby'), 'sign-in-email-required')
})
