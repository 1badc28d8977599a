// The React hooks, rendered with react-test-renderer (no DOM needed).
import { afterEach, beforeEach, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { createElement, type ReactElement } from 'react'
import TestRenderer, { act } from 'react-test-renderer'
import { createCareClient, type CareClient } from '../client.ts'
import { memoryStorage } from '../session/storage.ts'
import { CareProvider, useCareClient, useCollection, useRecord, useSession } from './index.ts'
import { fakeFetch, flush, rec, silentLogger, type Reply, type SentRequest } from '../../test-support/fake-fetch.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval'] }))
afterEach(() => mock.timers.reset())

function setup(handler: (req: SentRequest) => Reply | Promise<Reply>) {
  const f = fakeFetch(handler)
  const client = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: f.fetch, storage: memoryStorage(), logger: silentLogger().logger })
  client.setSession({ authToken: 'tok', user: { id: 'u'.repeat(24) } })
  return { client, requests: f.requests }
}

/** renders `probe` inside a provider and returns what it last reported */
async function render<T>(client: CareClient, useProbe: () => T) {
  const seen: T[] = []
  function Probe() {
    seen.push(useProbe())
    return null
  }
  let renderer!: TestRenderer.ReactTestRenderer
  await act(async () => {
    renderer = TestRenderer.create(createElement(CareProvider, { client }, createElement(Probe)) as ReactElement)
  })
  return { seen, last: () => seen.at(-1)!, renderer }
}

const settle = () => act(async () => flush())

test('useCollection loads on mount and follows the cache', async () => {
  const a = rec({ fname: 'Ann' })
  const { client, requests } = setup(() => ({ body: [a] }))
  const { seen, last } = await render(client, () => useCollection('endusers', { filter: { fname: 'Ann' } }))
  await settle()
  assert.equal(seen[0].state, 'Unloaded')
  assert.ok(seen.some((s) => s.state === 'Fetching'))
  assert.equal(last().state, 'Loaded')
  assert.deepEqual(last().records, [a])
  assert.equal(requests.length, 1)
  assert.deepEqual(requests[0].query, { filter: '{"fname":"Ann"}', limit: '500' })
  // a live event (or any local edit) re-renders with the new records
  await act(async () => client.collection('endusers').addFront([rec({ fname: 'Ann' }), rec({ fname: 'Bo' })]))
  assert.equal(last().records.length, 2, 'only records matching the filter')
  await act(async () => void (await last().reload()))
  assert.equal(requests.length, 2)
  // a reset under a mounted list (another person signed in) loads it again
  await act(async () => client.resetCaches())
  await settle()
  assert.equal(requests.length, 3)
  assert.equal(last().state, 'Loaded')
})

test('useCollection shows Error on a first-load failure', async () => {
  const { client } = setup(() => ({ status: 403, body: { message: 'Inaccessible' } }))
  const { last } = await render(client, () => useCollection('tickets'))
  await settle()
  assert.equal(last().state, 'Error')
  assert.equal(last().error?.message, 'Inaccessible')
})

test('useCollection refuses a refetch interval of 5000 ms or less', async () => {
  const { client } = setup(() => ({ body: [] }))
  const restore = console.error
  console.error = () => undefined // React reports the render error too
  try {
    await assert.rejects(render(client, () => useCollection('tickets', { refetchInterval: 5000 })), /Refetch interval must be greater than 5000 ms/)
  } finally {
    console.error = restore
  }
})

test('useRecord fetches records of one render in a single batched bulk read', async () => {
  const a = rec(), b = rec()
  const { client, requests } = setup((req) => ({ body: { matches: [a, b].filter((r) => (req.body as { ids: string[] }).ids.includes(r.id)) } }))
  const { last } = await render(client, () => [useRecord('users', a.id), useRecord('users', b.id), useRecord('users', undefined)])
  assert.deepEqual(last().map((v) => v.state), ['Fetching', 'Fetching', 'Unloaded'])
  await act(async () => {
    mock.timers.tick(250)
    await flush()
  })
  assert.equal(requests.length, 1)
  assert.equal(requests[0].path, '/v1/users/bulk-read')
  assert.deepEqual(last().map((v) => v.record?.id), [a.id, b.id, undefined])
  assert.equal(last()[0].state, 'Loaded')
})

test('useSession follows sign-in and sign-out; useCareClient needs a provider', async () => {
  const { client } = setup(() => ({ body: {} }))
  const { last } = await render(client, () => useSession())
  assert.equal(last().authToken, 'tok')
  await act(async () => client.clearSession())
  assert.equal(last().authToken, undefined)
  function Orphan() {
    useCareClient()
    return null
  }
  const restore = console.error
  console.error = () => undefined
  try {
    await assert.rejects(async () => {
      await act(async () => {
        TestRenderer.create(createElement(Orphan))
      })
    }, /needs a <CareProvider/)
  } finally {
    console.error = restore
  }
})
