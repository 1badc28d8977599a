// useAction, rendered with react-test-renderer (no DOM needed).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createElement, type ReactElement } from 'react'
import TestRenderer, { act } from 'react-test-renderer'
import { useAction, type ActionState } from './use-action.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

async function mount() {
  const seen: ActionState[] = []
  function Probe() {
    seen.push(useAction())
    return null
  }
  await act(async () => {
    TestRenderer.create(createElement(Probe) as ReactElement)
  })
  return () => seen.at(-1)!
}

function deferred() {
  let resolve!: () => void
  let reject!: (e: unknown) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

test('busy while the work runs; a success leaves no error and answers true', async () => {
  const state = await mount()
  const work = deferred()
  let done!: Promise<boolean>
  await act(async () => {
    done = state().run(() => work.promise)
  })
  assert.equal(state().busy, true)
  await act(async () => work.resolve())
  assert.equal(await done, true)
  assert.equal(state().busy, false)
  assert.equal(state().error, '')
})

test("a failure keeps the error's message (or the text errorText makes of it) until the next run", async () => {
  const state = await mount()
  let ok = true
  await act(async () => {
    ok = await state().run(async () => Promise.reject(new Error('title is required')))
  })
  assert.equal(ok, false)
  assert.equal(state().error, 'title is required')
  assert.equal(state().busy, false)
  await act(async () => {
    await state().run(async () => Promise.reject(new Error('Not found')), { errorText: (e) => `The form was not deleted: ${(e as Error).message}` })
  })
  assert.equal(state().error, 'The form was not deleted: Not found')
  const work = deferred()
  await act(async () => void state().run(() => work.promise))
  assert.equal(state().error, '', 'a new run clears the last error')
  await act(async () => work.resolve())
})

test('overlapping runs stay busy until the last one settles', async () => {
  const state = await mount()
  const [first, second] = [deferred(), deferred()]
  await act(async () => {
    void state().run(() => first.promise)
    void state().run(() => second.promise)
  })
  await act(async () => first.resolve())
  assert.equal(state().busy, true)
  await act(async () => second.reject(new Error('offline')))
  assert.equal(state().busy, false)
  assert.equal(state().error, 'offline')
})

test('notices and errors can be set by hand', async () => {
  const state = await mount()
  await act(async () => {
    state().setNotice('Downloaded intake.pdf')
    state().setError('The PDF could not be downloaded')
  })
  assert.equal(state().notice, 'Downloaded intake.pdf')
  assert.equal(state().error, 'The PDF could not be downloaded')
})
