import { act, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { LifeCycles, RegisterApplicationConfig } from 'single-spa'
import { createCareClient, memoryStorage } from '@care/sdk'
import { unavailableLifecycles } from './fallback.tsx'
import type { RemoteProps } from './props.ts'
import { registerRemotes, type RemoteRegistration } from './register-remotes.ts'

const client = createCareClient({ apiBaseUrl: 'http://care.test', kind: 'enduser', storage: memoryStorage(), fetch: async () => ({ status: 404, ok: false, text: async () => '' }) })
const org = { businessId: 'b'.repeat(24), organizationIds: [], name: 'Clinic' }
const remote = (name: string, basePath: string): RemoteRegistration => ({ name, basePath, activeWhen: (l) => l.pathname.startsWith(basePath) })
const lifecycles = (): LifeCycles<RemoteProps> => ({ bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} })

/** registers with a recording stand-in for single-spa */
function registered(o: Partial<Parameters<typeof registerRemotes>[0]> = {}) {
  const configs: RegisterApplicationConfig<RemoteProps>[] = []
  const outlets = new Map<string, HTMLElement>()
  const fallbacks: [string, unknown][] = []
  registerRemotes({
    remotes: [remote('portal_home', '/home'), remote('portal_settings', '/settings')],
    client,
    outlet: (r) => outlets.get(r.name) ?? outlets.set(r.name, document.createElement('div')).get(r.name)!,
    fallback: (r, error) => (fallbacks.push([r.name, error]), unavailableLifecycles(`${r.name} is down`)),
    load: async () => lifecycles(),
    register: (config) => void configs.push(config),
    ...o,
  })
  const props = (i: number) => (configs[i]!.customProps as (name: string, l: Location) => RemoteProps)(configs[i]!.name, window.location)
  const app = (i: number) => (configs[i]!.app as () => Promise<LifeCycles<RemoteProps>>)()
  return { configs, outlets, fallbacks, props, app }
}

test('every remote is registered once under its federation name, active when its own activity function says so', () => {
  const { configs } = registered()
  assert.deepEqual(configs.map((c) => c.name), ['portal_home', 'portal_settings'])
  const at = (pathname: string) => ({ pathname }) as Location
  assert.equal((configs[0]!.activeWhen as (l: Location) => boolean)(at('/home')), true)
  assert.equal((configs[0]!.activeWhen as (l: Location) => boolean)(at('/settings')), false)
})

test("each remote gets the one contract's props: the page's client, its basePath, navigate, its own outlet, the organization when there is one", () => {
  const went: string[] = []
  const { props, outlets } = registered({ org, navigate: (url) => void went.push(url) })
  const home = props(0)
  assert.equal(home.client, client)
  assert.equal(home.basePath, '/home')
  assert.equal(home.org, org)
  assert.equal(home.domElementGetter(), outlets.get('portal_home'))
  assert.notEqual(props(1).domElementGetter(), home.domElementGetter(), 'one outlet per remote')
  home.navigate('/settings')
  assert.deepEqual(went, ['/settings'])
  assert.equal('org' in registered().props(0), false, 'the console has no organization')
})

test("a remote's ./app lifecycles are used as they are", async () => {
  const mine = lifecycles()
  const ids: string[] = []
  const { app, fallbacks } = registered({ load: async (id) => (ids.push(id), mine) })
  assert.equal(await app(1), mine)
  assert.deepEqual(ids, ['portal_settings/app'])
  assert.deepEqual(fallbacks, [])
})

test('a remote that fails to load, or exports no lifecycles, is replaced by the fallback, told which and why', async () => {
  const down = new Error('ScriptNetworkError')
  const failing = registered({ load: async () => Promise.reject(down) })
  const fallback = await failing.app(0)
  assert.deepEqual(failing.fallbacks, [['portal_home', down]])
  const el = failing.props(0).domElementGetter()
  document.body.append(el)
  await act(async () => {
    await (fallback.mount as (p: RemoteProps) => Promise<void>)(failing.props(0))
  })
  await waitFor(() => screen.getByText('portal_home is down'))
  screen.getByRole('button', { name: 'Try again' })
  await act(async () => {
    await (fallback.unmount as (p: RemoteProps) => Promise<void>)(failing.props(0))
  })
  el.remove()

  const empty = registered({ load: async () => ({ nothing: true }) })
  await empty.app(1)
  assert.equal(empty.fallbacks[0]![0], 'portal_settings')
  assert.match(String(empty.fallbacks[0]![1]), /portal_settings\/app does not export single-spa lifecycles/)
})
