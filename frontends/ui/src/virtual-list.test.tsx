import { fireEvent, render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { VirtualList, visibleRange } from './virtual-list.tsx'

const items = Array.from({ length: 1000 }, (_, i) => `row ${i}`)

function scrollTo(el: HTMLElement, scrollTop: number, scrollHeight = 40_000, clientHeight = 200) {
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: scrollTop })
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight })
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: clientHeight })
  fireEvent.scroll(el)
}

test('visibleRange: the rows in view plus overscan, clamped to the list', () => {
  assert.deepEqual(visibleRange({ scrollTop: 0, height: 200, rowHeight: 40, count: 1000, overscan: 5 }), { start: 0, end: 10 })
  assert.deepEqual(visibleRange({ scrollTop: 4000, height: 200, rowHeight: 40, count: 1000, overscan: 5 }), { start: 95, end: 110 })
  assert.deepEqual(visibleRange({ scrollTop: 4020, height: 200, rowHeight: 40, count: 1000, overscan: 0 }), { start: 100, end: 106 })
  assert.deepEqual(visibleRange({ scrollTop: 39_800, height: 200, rowHeight: 40, count: 1000, overscan: 5 }), { start: 990, end: 1000 })
  assert.deepEqual(visibleRange({ scrollTop: 0, height: 200, rowHeight: 40, count: 3, overscan: 5 }), { start: 0, end: 3 })
  assert.deepEqual(visibleRange({ scrollTop: 0, height: 200, rowHeight: 40, count: 0, overscan: 5 }), { start: 0, end: 0 })
})

test('renders only the visible 40 px rows and overscan, each at its offset', () => {
  render(<VirtualList aria-label="patients" items={items} height={200} renderRow={(item) => <span>{item}</span>} />)
  const rows = screen.getAllByRole('listitem')
  assert.equal(rows.length, 10, '5 visible rows + 5 overscan below')
  assert.equal(rows[0].textContent, 'row 0')
  assert.equal(rows[9].textContent, 'row 9')
  assert.equal(screen.queryByText('row 10'), null)
  assert.equal(rows[3].style.top, '120px')
  assert.equal(rows[3].style.height, '40px')
})

test('scrolling moves the window', () => {
  render(<VirtualList aria-label="patients" items={items} height={200} renderRow={(item) => <span>{item}</span>} />)
  scrollTo(screen.getByRole('list', { name: 'patients' }), 4000)
  const rows = screen.getAllByRole('listitem')
  assert.equal(rows.length, 15)
  assert.equal(rows[0].textContent, 'row 95')
  assert.equal(rows[14].textContent, 'row 109')
  assert.equal(rows[0].style.top, '3800px')
  assert.equal(screen.queryByText('row 0'), null)
})

test('onEndReached fires within 5 px of the end, not before', () => {
  let ends = 0
  render(<VirtualList aria-label="p" items={items} height={200} onEndReached={() => void ends++} renderRow={(item) => item} />)
  const list = screen.getByRole('list', { name: 'p' })
  scrollTo(list, 39_794)
  assert.equal(ends, 0)
  scrollTo(list, 39_795)
  assert.equal(ends, 1)
})
