import { render, screen, userEvent, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { RecordList, SHOWN_PER_STEP, type ListSource } from './record-list.tsx'

type Entry = { id: string; title: string }
const records = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, title: `Entry ${from + i}` }))

function source(o: Partial<ListSource<Entry>> = {}): ListSource<Entry> {
  return { state: 'Loaded', records: [], hasMore: false, reload: async () => undefined, loadMore: async () => undefined, ...o }
}

const shown = () => document.querySelectorAll('ul[aria-label="Entries"] > li').length

test('50 at a time; past what is loaded, Show more asks the server for the next page', async () => {
  const user = userEvent.setup()
  let pagesAsked = 0
  const first = source({ records: records(120), hasMore: true, loadMore: async () => void pagesAsked++ })
  const { rerender } = render(<RecordList<Entry> label="Entries" source={first} emptyText="Nothing" renderItem={(r) => r.title} />)
  assert.equal(shown(), SHOWN_PER_STEP)
  await user.click(screen.getByRole('button', { name: 'Show more' }))
  assert.equal(shown(), 100)
  assert.equal(pagesAsked, 0, 'still within what is loaded')
  await user.click(screen.getByRole('button', { name: 'Show more' }))
  assert.equal(shown(), 120)
  await user.click(screen.getByRole('button', { name: 'Show more' }))
  assert.equal(pagesAsked, 1)
  // the next page arrives in the cache
  rerender(<RecordList<Entry> label="Entries" source={source({ records: [...records(120), ...records(30, 120)] })} emptyText="Nothing" renderItem={(r) => r.title} />)
  await waitFor(() => assert.equal(shown(), 150))
  assert.equal(screen.queryByRole('button', { name: 'Show more' }), null, 'everything is shown')
})

test('loading, error with Try again, and empty', async () => {
  let reloaded = 0
  const { rerender } = render(<RecordList<Entry> label="Entries" source={source({ state: 'Fetching' })} emptyText="Nothing yet" renderItem={() => null} />)
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  rerender(<RecordList<Entry> label="Entries" source={source({ state: 'Error', error: { message: 'No response' }, reload: async () => void reloaded++ })} emptyText="Nothing yet" renderItem={() => null} />)
  assert.equal(screen.getByRole('alert').textContent, 'No response')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  assert.equal(reloaded, 1)
  rerender(<RecordList<Entry> label="Entries" source={source()} emptyText="Nothing yet" renderItem={() => null} />)
  screen.getByText('Nothing yet')
})
