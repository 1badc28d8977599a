import { render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorBoundary } from './error-boundary.tsx'
import { EmptyState, ErrorState, LoadingState } from './screen-states.tsx'
import { userEvent } from './testing/react.ts'

function Broken(): never {
  throw new Error('render failed')
}

test("a render error shows 'Something went wrong.' instead of a blank page", () => {
  const errors: unknown[] = []
  const original = console.error
  console.error = () => {} // React reports the caught error too; keep the output readable
  try {
    render(
      <ErrorBoundary onError={(error) => errors.push(error)}>
        <Broken />
      </ErrorBoundary>,
    )
  } finally {
    console.error = original
  }
  assert.equal(screen.getByRole('alert').textContent, 'Something went wrong.')
  assert.equal((errors[0] as Error).message, 'render failed')
})

test('children render untouched when nothing fails', () => {
  render(
    <ErrorBoundary>
      <p>fine</p>
    </ErrorBoundary>,
  )
  assert.ok(screen.getByText('fine'))
  assert.equal(screen.queryByText('Something went wrong.'), null)
})

test('loading, empty and error states', async () => {
  let retries = 0
  render(
    <>
      <LoadingState />
      <EmptyState text="No patients yet" />
      <ErrorState message="No response - please check your Internet connection and try again" onRetry={() => void retries++} />
    </>,
  )
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  assert.ok(screen.getByText('No patients yet'))
  assert.equal(screen.getByRole('alert').textContent, 'No response - please check your Internet connection and try again')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  assert.equal(retries, 1)
})
