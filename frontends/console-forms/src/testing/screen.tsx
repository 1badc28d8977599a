// What the Forms screen's component tests share: the screen at a path on a fake client, choosing an
// option of an MUI select, and the updates sent.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { FormsScreen } from '../forms-screen.tsx'
import type { seededForms } from './fake-api.ts'

export const show = (client: CareClient, path: string) => {
  window.history.replaceState(null, '', path)
  return render(
    <CareProvider client={client}>
      <FormsScreen />
    </CareProvider>,
  )
}

export type User = ReturnType<typeof userEvent.setup>

/** picks `option` in the select labelled `label` within `scope`, and waits for its list to close */
export async function choose(user: User, scope: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const box = within(scope).getAllByLabelText(label).find((el) => el.getAttribute('role') === 'combobox')
  assert.ok(box, `no select ${String(label)}`)
  await user.click(box)
  await user.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => assert.equal(document.querySelector('[role="listbox"]'), null))
}

export const patches = (api: ReturnType<typeof seededForms>['api']) => api.requests.filter((r) => r.method === 'PATCH')
