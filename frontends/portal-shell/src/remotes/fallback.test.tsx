import { act, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fallbackLifecycles } from './fallback.tsx'

async function mounted(missing: boolean) {
  const el = document.createElement('div')
  document.body.append(el)
  const lifecycles = fallbackLifecycles({ id: 'portal_communications', error: new Error('not in the manifest') } as never, missing)
  await act(async () => {
    await (lifecycles.mount as (p: object) => Promise<void>)({ domElement: el })
  })
  return async () => {
    await act(async () => {
      await (lifecycles.unmount as (p: object) => Promise<void>)({})
    })
    el.remove()
  }
}

test('a page whose remote is not deployed yet says plainly that it is coming: no error, no Try again that cannot help', async () => {
  const unmount = await mounted(true)
  await screen.findByRole('heading', { name: 'Coming soon' })
  screen.getByText('This page is not available yet.')
  assert.equal(screen.queryByRole('button', { name: 'Try again' }), null)
  assert.equal(screen.queryByText('Something went wrong.'), null)
  await unmount()
})

test('a remote that failed to load is an error with Try again', async () => {
  const errors = console.error
  console.error = () => {}
  try {
    const unmount = await mounted(false)
    await waitFor(() => screen.getByText('This page could not be loaded. Please try again later.'))
    screen.getByRole('button', { name: 'Try again' })
    await unmount()
  } finally {
    console.error = errors
  }
})
