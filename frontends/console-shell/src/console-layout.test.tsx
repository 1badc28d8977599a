import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act, render, screen, waitFor } from '@care/ui/testing/react'
import { createCareClient, memoryStorage } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { ConsoleLayout } from './console-layout.tsx'
import type { ConsoleArea } from './areas.ts'

const areas: ConsoleArea[] = [
  { remote: 'console_alpha', label: 'Alpha', path: '/console/alpha' },
  { remote: 'console_beta', label: 'Beta', path: '/console/beta' },
]

/** What single-spa does on a navigation: the URL, then the remote of the new area renders its page. */
function goTo(area: ConsoleArea, container: HTMLElement) {
  act(() => {
    window.history.pushState(null, '', area.path)
    container.innerHTML = `<h1>${area.label}</h1><button>Something in ${area.label}</button>`
    window.dispatchEvent(new window.PopStateEvent('popstate'))
  })
}

test("after moving to another area, focus goes to that area's h1; the first page keeps the browser's focus", async () => {
  window.history.replaceState(null, '', areas[0].path)
  const client = createCareClient({ apiBaseUrl: 'http://console.test', kind: 'user', fetch: async () => ({ status: 200, ok: true, text: async () => '{}' }), storage: memoryStorage() })
  client.setSession({ authToken: 't', user: { id: 'u1' } })
  const container = document.createElement('div')
  container.innerHTML = '<h1>Alpha</h1>'
  render(
    <CareProvider client={client}>
      <ConsoleLayout areas={areas} areaContainer={container} />
    </CareProvider>,
  )
  await screen.findByRole('heading', { name: 'Alpha' })
  assert.notEqual(document.activeElement?.tagName, 'H1', 'nothing moved on the first page')

  goTo(areas[1], container)
  await waitFor(() => assert.equal(document.activeElement?.textContent, 'Beta'))
  assert.equal(document.activeElement?.tagName, 'H1')
  assert.equal(document.title, 'Beta · Care console')

  // and back
  goTo(areas[0], container)
  await waitFor(() => assert.equal(document.activeElement?.textContent, 'Alpha'))
})
