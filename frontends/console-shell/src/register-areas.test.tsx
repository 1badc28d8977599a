import { screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { act } from 'react'
import type { LifeCycles, RegisterApplicationConfig } from 'single-spa'
import { createCareClient, memoryStorage } from '@care/sdk'
import type { RemoteProps } from '@care/remote'
import { areaElement, registerAreas } from './register-areas.ts'
import { consoleAreas } from './areas.ts'

const patients = consoleAreas[0]
const quiet = { error: () => {} }

/** registerAreas with a recording stand-in for single-spa's registerApplication */
function registered(loadRemote: (id: string) => Promise<unknown>, log = quiet, signedIn = true) {
  const configs: RegisterApplicationConfig<RemoteProps>[] = []
  const client = createCareClient({ apiBaseUrl: 'http://care.test', kind: 'user', storage: memoryStorage(), fetch: async () => ({ status: 404, ok: false, text: async () => '' }) })
  if (signedIn) client.setSession({ authToken: 'token', user: { id: 'u'.repeat(24) } })
  const container = document.createElement('div')
  registerAreas({ areas: consoleAreas, client, container, loadRemote, log, register: (c) => void configs.push(c) })
  const app = (i = 0) => (configs[i]!.app as () => Promise<LifeCycles<RemoteProps>>)()
  const props = (i = 0) => (configs[i]!.customProps as (n: string, l: Location) => RemoteProps)(configs[i]!.name, window.location)
  const active = (i: number, pathname: string) => (configs[i]!.activeWhen as (l: Location) => boolean)({ pathname } as Location)
  return { configs, client, container, app, props, active }
}

test('every area is registered under its remote, active at its route only while a staff session exists, mounted in its own element', () => {
  const { configs, client, container, props, active } = registered(async () => ({}))
  assert.deepEqual(configs.map((c) => c.name), consoleAreas.map((a) => a.remote))
  assert.equal(active(0, '/console/patients'), true)
  assert.equal(active(0, '/console/patients/abc'), true)
  assert.equal(active(0, '/console/tickets'), false)
  assert.equal(registered(async () => ({}), quiet, false).active(0, '/console/patients'), false)
  assert.equal(props(0).client, client)
  assert.equal(props(0).basePath, '/console/patients')
  assert.equal(props(0).domElementGetter(), areaElement(container, patients))
  assert.equal('org' in props(0), false)
})

test("a remote's lifecycles are used as they are", async () => {
  const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} }
  const ids: string[] = []
  const loaded = await registered(async (id) => (ids.push(id), lifecycles)).app()
  assert.equal(loaded, lifecycles)
  assert.deepEqual(ids, ['console_patients/app'])
})

test('a remote that is down, or exports no lifecycles, becomes an error state in the layout', async () => {
  const logged: unknown[] = []
  for (const loader of [async () => Promise.reject(new Error('ScriptNetworkError')), async () => ({ nothing: true })]) {
    const area = registered(loader, { error: (...args: unknown[]) => void logged.push(args) })
    const fallback = await area.app()
    document.body.appendChild(area.container)
    const el = area.props().domElementGetter()
    await act(async () => {
      await (fallback.mount as (p: unknown) => Promise<void>)({ domElementGetter: () => el })
    })
    await waitFor(() => assert.ok(screen.getByText('Patients could not be loaded. Please try again later.'), 'the fallback says the area could not be loaded'))
    assert.ok(screen.getByText('Something went wrong.'))
    assert.ok(screen.getByRole('button', { name: 'Try again' }))
    await act(async () => {
      await (fallback.unmount as (p: unknown) => Promise<void>)({ domElementGetter: () => el })
    })
    assert.equal(el.textContent, '')
    area.container.remove()
  }
  assert.equal(logged.length, 2, 'each failure is logged')
  assert.equal((logged[0] as unknown[])[0], "Console area 'Patients' is unavailable")
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
