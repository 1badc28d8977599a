import { fireEvent, render, screen } from './testing/react.ts'
import { afterEach, beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { InfiniteScroll } from './infinite-scroll.tsx'
import { isNearBottom } from './scroll-position.ts'

// jsdom does no layout: give every element the sizes of a 200 px box holding 1000 px of content.
const sizes = { scrollHeight: 1000, clientHeight: 200 }
const saved = new Map<string, PropertyDescriptor | undefined>()
beforeEach(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, key))
    Object.defineProperty(window.HTMLElement.prototype, key, { configurable: true, get: () => value })
  }
})
afterEach(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(window.HTMLElement.prototype, key, descriptor)
    else Reflect.deleteProperty(window.HTMLElement.prototype, key)
  }
})

function scrollTo(el: HTMLElement, scrollTop: number) {
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: scrollTop })
  fireEvent.scroll(el)
}

test('isNearBottom: within 5 px counts, 6 px does not', () => {
  assert.equal(isNearBottom({ scrollTop: 794, scrollHeight: 1000, clientHeight: 200 }), false)
  assert.equal(isNearBottom({ scrollTop: 795, scrollHeight: 1000, clientHeight: 200 }), true)
  assert.equal(isNearBottom({ scrollTop: 800, scrollHeight: 1000, clientHeight: 200 }), true)
})

test('loads more only once scrolled within 5 px of the bottom', () => {
  let loads = 0
  render(
    <InfiniteScroll aria-label="patients" hasMore onLoadMore={() => void loads++}>
      <p>rows</p>
    </InfiniteScroll>,
  )
  const box = screen.getByLabelText('patients')
  assert.equal(loads, 0, 'a full box does not load on mount')
  scrollTo(box, 500)
  scrollTo(box, 794)
  assert.equal(loads, 0, '6 px away is not yet near the bottom')
  scrollTo(box, 795)
  assert.equal(loads, 1)
})

test('nothing more to load, or already loading: no call', () => {
  let loads = 0
  const { rerender } = render(
    <InfiniteScroll aria-label="list" hasMore={false} onLoadMore={() => void loads++}>
      <p>rows</p>
    </InfiniteScroll>,
  )
  scrollTo(screen.getByLabelText('list'), 800)
  assert.equal(loads, 0)
  rerender(
    <InfiniteScroll aria-label="list" hasMore loading onLoadMore={() => void loads++}>
      <p>rows</p>
    </InfiniteScroll>,
  )
  scrollTo(screen.getByLabelText('list'), 800)
  assert.equal(loads, 0)
  assert.ok(screen.getByRole('progressbar'))
  // The page arrived while the user waited at the bottom: load the next one without another scroll.
  rerender(
    <InfiniteScroll aria-label="list" hasMore onLoadMore={() => void loads++}>
      <p>rows</p>
    </InfiniteScroll>,
  )
  assert.equal(loads, 1)
})
