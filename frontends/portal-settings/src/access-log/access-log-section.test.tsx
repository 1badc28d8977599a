import { render, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient, memoryStorage, type FetchLike, type SessionEnduser } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { AccessLogSection } from './access-log-section.tsx'

const ME = 'e'.repeat(24)

function setup(answer: (path: string, query: URLSearchParams) => { status: number; body: unknown }) {
  const asked: string[] = []
  const fetch: FetchLike = async (url) => {
    const u = new URL(url)
    asked.push(`${u.pathname}?${u.searchParams}`)
    const { status, body } = answer(u.pathname.replace(/^\/v1/, ''), u.searchParams)
    return { status, ok: status < 300, text: async () => JSON.stringify(body) }
  }
  const client = createCareClient({ apiBaseUrl: 'http://portal.test', kind: 'enduser', fetch, storage: memoryStorage() })
  const enduser: SessionEnduser = { id: ME, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  client.setSession({ authToken: 'tok', enduser })
  render(<CareProvider client={client}><AccessLogSection /></CareProvider>)
  return { asked, client }
}

const log = (f: Record<string, unknown>) => ({ id: String(Math.random()).slice(2, 26).padEnd(24, '0'), userType: 'user', enduserId: ME, resourceId: ME, ...f })

test("the care team's entries, newest first, with who, what and when; names the log lacks come from the team's display info", async () => {
  const { asked, client } = setup((path) => {
    if (path === '/user-logs') {
      return {
        status: 200,
        body: [
          log({ userId: 'u1', userName: 'Casey Coordinator', resource: 'endusers', action: 'read', createdAt: '2026-11-25T09:00:00Z' }),
          log({ userId: 'u2', resource: 'notes', action: 'update', createdAt: '2026-11-25T10:00:00Z' }),
        ],
      }
    }
    if (path === '/user-display-info') return { status: 200, body: [{ id: 'u2', fname: 'Dana', lname: 'Doctor' }] }
    return { status: 404, body: { message: 'Not found' } }
  })
  screen.getByRole('heading', { level: 2, name: 'Who viewed my record' })
  await waitFor(() => {
    const rows = [...document.querySelectorAll('li .MuiListItemText-primary')].map((el) => el.textContent)
    assert.deepEqual(rows, ['Dana Doctor updated a note', 'Casey Coordinator viewed your profile'])
  })
  assert.ok(asked.some((a) => a.startsWith('/v1/user-logs?') && decodeURIComponent(a).includes('"userType":"user"')), asked.join('\n'))
  assert.equal(document.querySelectorAll('li time').length, 2)
  client.close()
})

test('nobody yet: the empty state; a failure: the error with Try again; not deployed: says so', async () => {
  let status = 200
  const { client } = setup(() => ({ status, body: status === 200 ? [] : { message: 'x' } }))
  await screen.findByText('No one on your care team has opened your record yet')
  client.close()

  status = 500
  const second = setup(() => ({ status, body: { message: 'x' } }))
  await screen.findByText('Who viewed your record could not be loaded')
  screen.getByRole('button', { name: 'Try again' })
  second.client.close()

  status = 404
  const third = setup(() => ({ status, body: { message: 'Not found' } }))
  await screen.findByText('This is not available yet')
  third.client.close()
})
