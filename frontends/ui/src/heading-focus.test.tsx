import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useRef } from 'react'
import { render, waitFor } from './testing/react.ts'
import { useHeadingFocus } from './heading-focus.ts'

function Page({ path, heading }: { path: string; heading?: string }) {
  const ref = useRef<HTMLElement>(null)
  useHeadingFocus(ref, path)
  return (
    <main ref={ref} tabIndex={-1}>
      <button type="button">somewhere</button>
      {heading && <h1>{heading}</h1>}
    </main>
  )
}

test('the first render keeps focus; after a navigation the new heading gets it, once it has rendered', async () => {
  const { rerender, getByRole } = render(<Page path="/a" heading="A" />)
  getByRole('button').focus()
  rerender(<Page path="/a" heading="A" />)
  assert.equal(document.activeElement?.textContent, 'somewhere', 'no navigation, no move')
  rerender(<Page path="/b" />)
  // the page's content arrives later, as a remote's does
  rerender(<Page path="/b" heading="B" />)
  await waitFor(() => assert.equal(document.activeElement?.tagName, 'H1'))
  assert.equal(document.activeElement?.textContent, 'B')
  assert.equal(document.activeElement?.getAttribute('tabindex'), '-1')
})
