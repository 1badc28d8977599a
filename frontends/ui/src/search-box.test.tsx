import { useState } from 'react'
import { fireEvent, render, screen, userEvent } from './testing/react.ts'
import { mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { SearchBox } from './search-box.tsx'

test("placeholder 'Search...' and an accessible name", () => {
  render(<SearchBox label="Search patients" onChange={() => {}} />)
  const box = screen.getByRole('searchbox', { name: 'Search patients' }) as HTMLInputElement
  assert.equal(box.placeholder, 'Search...')
})

test('without debounce every change is reported; clear and Escape empty the box', async () => {
  const user = userEvent.setup()
  const seen: string[] = []
  render(<SearchBox onChange={(text) => seen.push(text)} />)
  const box = screen.getByRole('searchbox') as HTMLInputElement
  await user.type(box, 'ann')
  assert.deepEqual(seen, ['a', 'an', 'ann'])
  await user.click(screen.getByRole('button', { name: 'Clear search' }))
  assert.equal(box.value, '')
  assert.equal(seen.at(-1), '')
  await user.type(box, 'bo{Escape}')
  assert.equal(box.value, '')
  assert.equal(seen.at(-1), '')
})

test('with debounce only the settled text is reported', () => {
  mock.timers.enable({ apis: ['setTimeout'] })
  try {
    const seen: string[] = []
    render(<SearchBox debounceMs={150} onChange={(text) => seen.push(text)} />)
    const box = screen.getByRole('searchbox')
    fireEvent.change(box, { target: { value: 'a' } })
    fireEvent.change(box, { target: { value: 'an' } })
    mock.timers.tick(149)
    fireEvent.change(box, { target: { value: 'ann' } })
    mock.timers.tick(149)
    assert.deepEqual(seen, [])
    mock.timers.tick(1)
    assert.deepEqual(seen, ['ann'])
  } finally {
    mock.timers.reset()
  }
})

test('a parent echoing the debounced value back does not undo what was typed since', () => {
  mock.timers.enable({ apis: ['setTimeout'] })
  try {
    const seen: string[] = []
    function Parent() {
      const [query, setQuery] = useState('')
      return <SearchBox debounceMs={50} value={query} onChange={(q) => (seen.push(q), setQuery(q))} />
    }
    render(<Parent />)
    const box = screen.getByRole('searchbox') as HTMLInputElement
    fireEvent.change(box, { target: { value: 'nob' } })
    mock.timers.tick(50)
    fireEvent.change(box, { target: { value: 'nobo' } })
    // the parent re-renders with 'nob' (its state) while the box already holds 'nobo'
    assert.equal(box.value, 'nobo')
    mock.timers.tick(50)
    assert.deepEqual(seen, ['nob', 'nobo'])
    assert.equal(box.value, 'nobo')
  } finally {
    mock.timers.reset()
  }
})

test('a parent reset empties the box', () => {
  const { rerender } = render(<SearchBox value="ann" onChange={() => {}} />)
  const box = screen.getByRole('searchbox') as HTMLInputElement
  assert.equal(box.value, 'ann')
  rerender(<SearchBox value="" onChange={() => {}} />)
  assert.equal(box.value, '')
})
