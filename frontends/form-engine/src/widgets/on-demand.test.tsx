import { act, fireEvent, render, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { cached, onDemand } from './on-demand.tsx'

function flakyModule() {
  let calls = 0
  let fail = true
  const load = cached(async () => {
    calls++
    if (fail) throw new Error('ChunkLoadError')
    return { Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }
  })
  return { load, calls: () => calls, recover: () => (fail = false) }
}

test("a widget whose code fails to load says so in place and loads on 'Try again'", async () => {
  const m = flakyModule()
  const Hello = onDemand(m.load, (x) => x.Hello)
  render(<Hello name="Ann" />)
  await screen.findByText('This question could not be loaded. Check your connection and try again.')
  m.recover()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('Hello Ann')
  assert.equal(m.calls(), 2)
})

test('back online, a failed widget loads by itself; once loaded it renders at once', async () => {
  const m = flakyModule()
  const Hello = onDemand(m.load, (x) => x.Hello)
  const first = render(<Hello name="Ann" />)
  await screen.findByText(/could not be loaded/)
  m.recover()
  await act(async () => void window.dispatchEvent(new window.Event('online')))
  await screen.findByText('Hello Ann')
  first.unmount()
  render(<Hello name="Bo" />)
  // no loading state the second time: the module is kept
  screen.getByText('Hello Bo')
  assert.equal(m.calls(), 2)
})
