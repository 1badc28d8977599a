import { act, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { LifeCycles, RegisterApplicationConfig } from 'single-spa'
import { createCareClient, memoryStorage } from '@care/sdk'
import type { RemoteProps } from '@care/remote'
import { setActiveRemote } from './activation.ts'
import { outletFor, outletHost } from './outlet.ts'
import { registerPortalRemotes } from './register.ts'
import { PORTAL_REMOTES } from './registry.ts'

const client = createCareClient({ apiBaseUrl: 'http://care.test', kind: 'enduser', storage: memoryStorage(), fetch: async () => ({ status: 404, ok: false, text: async () => '' }) })
const org = { businessId: 'b'.repeat(24), organizationIds: [], name: 'Clinic' }

function registered(load: (id: string) => Promise<unknown>) {
  const configs: RegisterApplicationConfig<RemoteProps>[] = []
  registerPortalRemotes({ manifest: { portal_home: '/remotes/portal-home/remoteEntry.js' }, client, org, load, register: (c) => void configs.push(c) })
  const index = (name: string) => configs.findIndex((c) => c.name === name)
  const app = (name: string) => (configs[index(name)]!.app as () => Promise<LifeCycles<RemoteProps>>)()
  const props = (name: string) => (configs[index(name)]!.customProps as (n: string, l: Location) => RemoteProps)(name, window.location)
  const active = (name: string) => (configs[index(name)]!.activeWhen as (l: Location) => boolean)(window.location)
  return { configs, app, props, active }
}

async function shown(lifecycles: LifeCycles<RemoteProps>, props: RemoteProps, text: string, tryAgain: boolean) {
  // the layout attaches the outlet's host to the page
  document.body.append(outletHost())
  await act(async () => {
    await (lifecycles.mount as (p: RemoteProps) => Promise<void>)(props)
  })
  await waitFor(() => screen.getByText(text))
  assert.equal(screen.queryByRole('button', { name: 'Try again' }) !== null, tryAgain)
  await act(async () => {
    await (lifecycles.unmount as (p: RemoteProps) => Promise<void>)(props)
  })
  outletHost().remove()
}

test('every portal remote is registered once, active when the shell says so, with the page client, the organization and its outlet', () => {
  const { configs, props, active } = registered(async () => ({}))
  assert.deepEqual(configs.map((c) => c.name), PORTAL_REMOTES)
  const documents = props('portal_documents')
  assert.equal(documents.client, client)
  assert.equal(documents.org, org)
  assert.equal(documents.basePath, '/documents')
  assert.equal(documents.domElementGetter(), outletFor('portal_documents'))
  setActiveRemote('portal_documents')
  assert.equal(active('portal_documents'), true)
  assert.equal(active('portal_home'), false)
  setActiveRemote(undefined)
})

test("a remote the manifest does not list is 'coming'; one listed that fails to load is an error with Try again", async () => {
  const errors = console.error
  const logged: unknown[] = []
  console.error = (...args: unknown[]) => void logged.push(args)
  try {
    const { app, props } = registered(async () => Promise.reject(new Error('ScriptNetworkError')))
    await shown(await app('portal_communications'), props('portal_communications'), 'This page is not available yet.', false)
    await shown(await app('portal_home'), props('portal_home'), 'This page could not be loaded. Please try again later.', true)
    assert.equal(logged.length, 1, 'only the failure is logged')
    assert.match(String((logged[0] as unknown[])[0]), /portal_home\/app/)
  } finally {
    console.error = errors
  }
})
