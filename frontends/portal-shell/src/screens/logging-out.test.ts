import { render, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createElement } from 'react'
import { createCareClient, memoryStorage, type FetchLike } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { flashWhenSessionExpires } from '../session/expiry.ts'
import { takeFlash } from './flash.ts'
import { LoggingOut } from './logging-out.tsx'

test("a Log Out of one's own leaves no 'session expired' notice, even when a call was refused meanwhile", async () => {
  const page: { client?: ReturnType<typeof createCareClient> } = {}
  const fetch: FetchLike = async (url) => {
    if (url.endsWith('/logout-enduser')) {
      // another call of the page, answered 401 while the session was being revoked
      flashWhenSessionExpires(() => page.client?.session.authToken)()
      return { status: 200, ok: true, text: async () => '' }
    }
    return { status: 404, ok: false, text: async () => '{}' }
  }
  const client = (page.client = createCareClient({ apiBaseUrl: 'http://portal.test', kind: 'enduser', fetch, storage: memoryStorage() }))
  client.setSession({ authToken: 'tok', enduser: { id: 'e'.repeat(24) } })
  let done = 0
  render(createElement(CareProvider, { client }, createElement(LoggingOut, { onDone: () => void done++ })))
  await waitFor(() => assert.equal(done, 1))
  assert.equal(client.session.authToken, undefined)
  assert.equal(takeFlash(), undefined)
})
