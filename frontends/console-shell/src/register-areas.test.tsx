import { screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act } from 'react'
import { areaElement, loadArea } from './register-areas.ts'
import { consoleAreas } from './areas.ts'

const patients = consoleAreas[0]
const quiet = { error: () => {} }

test("a remote's lifecycles are used as they are", async () => {
  const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} }
  const ids: string[] = []
  const loaded = await loadArea(patients, async (id) => (ids.push(id), lifecycles), quiet)
  assert.equal(loaded, lifecycles)
  assert.deepEqual(ids, ['console_patients/app'])
})

test('a remote that is down, or exports no lifecycles, becomes an error state in the layout', async () => {
  const logged: unknown[] = []
  for (const loader of [async () => Promise.reject(new Error('ScriptNetworkError')), async () => ({ nothing: true })]) {
    const fallback = await loadArea(patients, loader, { error: (...args: unknown[]) => void logged.push(args) })
    const container = document.createElement('div')
    document.body.appendChild(container)
    const el = areaElement(container, patients)
    await act(async () => {
      await (fallback.mount as (p: unknown) => Promise<void>)({ domElementGetter: () => el })
    })
    await waitFor(() => assert.ok(screen.getByText('Patients could not be loaded. Please try again later.')))
    assert.ok(screen.getByText('Something went wrong.'))
    assert.ok(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {
      await (fallback.unmount as (p: unknown) => Promise<void>)({ domElementGetter: () => el })
    })
    assert.equal(el.textContent, '')
    container.remove()
  }
  assert.equal(logged.length, 2, 'each failure is logged')
})

test('each area gets one element of its own in the container', () => {
  const container = document.createElement('div')
  const first = areaElement(container, patients)
  assert.equal(areaElement(container, patients), first)
  assert.equal(areaElement(container, { remote: 'console_other', label: 'Other', path: '/console/other' }) === first, false)
  assert.equal(container.children.length, 2)
})

test('an area left empty (not mounted) takes no room: the next one starts at the top', () => {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const left = areaElement(container, patients)
  const open = areaElement(container, { remote: 'console_patient_chart', label: 'Chart', path: '/console/chart' })
  open.textContent = 'chart'
  assert.equal(left.className, open.className)
  const rule = document.getElementById('console-area-style')?.textContent ?? ''
  assert.match(rule, new RegExp(`\\.${left.className}:empty\\{display:none\\}`))
  assert.equal(document.querySelectorAll('#console-area-style').length, 1, 'the rule is added once')
  container.remove()
})
