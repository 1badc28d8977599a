import '../testing/indexeddb.ts'
import { act, fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { mock, test } from 'node:test'
import assert from 'node:assert/strict'
import type { AnswerEntry } from '@care/contracts/forms/index'
import { FormFlow } from '../form-flow.tsx'
import { chain, form } from '../testing/fields.ts'
import { draftKey, indexedDbDraftStore, type Draft, type DraftStore } from './draft-store.ts'
import { DraftSync } from './draft-sync.ts'

const fields = chain(['name', 'string'], ['city', 'string'], ['notes', 'stringLong', { isOptional: true }])
const input = (id: string) => document.querySelector(`[data-field-input="${id}"]`) as HTMLInputElement

function memoryStore(): DraftStore & { data: Map<string, Draft> } {
  const data = new Map<string, Draft>()
  return {
    data,
    get: async (k) => structuredClone(data.get(k)),
    set: async (k, d) => void data.set(k, structuredClone(d)),
    del: async (k) => void data.delete(k),
  }
}
const entry = (fieldId: string, value: string): AnswerEntry => ({ fieldId, fieldTitle: fieldId, answer: { type: 'string', value } })

test('DraftSync sends queued saves in order, keeps what failed and sends it on the next flush', async () => {
  const store = memoryStore()
  const sent: string[] = []
  let up = false
  const sync = new DraftSync(store, 'k', async (e) => {
    if (!up) throw new Error('offline')
    sent.push(`${e.fieldId}=${e.answer.value}`)
  })
  await sync.load()
  await sync.saveState({ currentId: 'a', history: [], entries: [], repeats: {} })
  await sync.queue(entry('a', '1'))
  await sync.queue(entry('b', '2'))
  // a newer answer for the same field replaces the queued one
  await sync.queue(entry('a', '3'))
  assert.deepEqual(sent, [])
  assert.deepEqual(store.data.get('k')!.unsent.map((e) => `${e.fieldId}=${e.answer.value}`), ['b=2', 'a=3'])
  up = true
  await sync.flush()
  assert.deepEqual(sent, ['b=2', 'a=3'])
  assert.deepEqual(store.data.get('k')!.unsent, [])
  await sync.clear()
  assert.equal(store.data.has('k'), false)
})

const failure = (status: number, message: string) => Object.assign(new Error(message), { status })

test('a save the server refuses (4xx) leaves the queue with its message; offline, 5xx, 408 and 429 stay queued', async () => {
  const store = memoryStore()
  const sent: string[] = []
  const refused: string[] = []
  let answer = (e: AnswerEntry): Error | undefined => (e.fieldId === 'a' ? failure(400, 'Response must not exceed 1000 characters') : undefined)
  const sync = new DraftSync(store, 'k', async (e) => {
    const error = answer(e)
    if (error) throw error
    sent.push(e.fieldId)
  }, 1000, (e, message) => refused.push(`${e.fieldId}: ${message}`))
  await sync.load()
  await sync.saveState({ currentId: 'a', history: [], entries: [], repeats: {} })
  answer = () => failure(0, 'No response')
  await sync.queue(entry('a', 'x'.repeat(1001)))
  await sync.queue(entry('b', '2'))
  assert.deepEqual(store.data.get('k')!.unsent.map((e) => e.fieldId), ['a', 'b'])
  for (const status of [503, 500, 408, 429]) {
    answer = () => failure(status, 'later')
    await sync.flush()
    assert.deepEqual(store.data.get('k')!.unsent.map((e) => e.fieldId), ['a', 'b'], `a ${status} is tried again`)
  }
  assert.deepEqual(refused, [])
  // the refused head no longer holds back what follows it
  answer = (e) => (e.fieldId === 'a' ? failure(400, 'Response must not exceed 1000 characters') : undefined)
  await sync.flush()
  assert.deepEqual(sent, ['b'])
  assert.deepEqual(store.data.get('k')!.unsent, [])
  assert.deepEqual(refused, ['a: Response must not exceed 1000 characters'])
})

test('a refused save shows its message: on later pages naming the question, under the field itself, until its answer changes', async () => {
  const saved: string[] = []
  const onSaveField = async (e: AnswerEntry) => {
    if (e.fieldId === 'name' && e.answer.value === 'Ann') throw failure(400, 'This form has already been submitted')
    saved.push(`${e.fieldId}=${e.answer.value}`)
  }
  render(<FormFlow form={form} fields={fields} accessCode="code-5" onSaveField={onSaveField} onSubmit={async () => undefined} draftStore={memoryStore()} />)
  await screen.findByRole('heading', { name: /Question name/ })
  fireEvent.change(input('name'), { target: { value: 'Ann' } })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { name: /Question city/ })
  const alert = await screen.findByText('Your answer to "Question name" was not saved: This form has already been submitted')
  assert.equal(alert.closest('[role="alert"]') !== null, true)
  fireEvent.change(input('city'), { target: { value: 'Springfield' } })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => assert.deepEqual(saved, ['city=Springfield']))

  fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
  await screen.findByRole('heading', { name: /Question name/ })
  const error = screen.getByRole('alert')
  assert.equal(error.textContent, 'This form has already been submitted')
  assert.equal(input('name').getAttribute('aria-describedby')?.includes(error.id), true)
  fireEvent.change(input('name'), { target: { value: 'Anne' } })
  assert.equal(screen.queryByText('This form has already been submitted'), null)
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => assert.deepEqual(saved, ['city=Springfield', 'name=Anne']))
})

test('a save that never answers counts as failed after the timeout; the queue goes on at the next flush', async () => {
  const store = memoryStore()
  const sent: string[] = []
  let hang = true
  const sync = new DraftSync(store, 'k', (e) => (hang ? new Promise(() => undefined) : Promise.resolve(void sent.push(e.fieldId))), 1000)
  await sync.load()
  await sync.saveState({ currentId: 'a', history: [], entries: [], repeats: {} })
  mock.timers.enable({ apis: ['setTimeout'] })
  try {
    let settled = false
    const queued = sync.queue(entry('a', '1')).then(() => (settled = true))
    // the send starts once the draft is written: move the clock until the queue gives up on it
    for (let turns = 0; !settled && turns < 50; turns++) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      mock.timers.tick(1000)
    }
    assert.equal(settled, true, 'the hung save held the queue')
    await queued
  } finally {
    mock.timers.reset()
  }
  assert.deepEqual(store.data.get('k')!.unsent.map((e) => e.fieldId), ['a'])
  hang = false
  await sync.flush()
  assert.deepEqual(sent, ['a'])
})

test('offline: answers stay in IndexedDB, go out when the browser is back online, and a reload resumes where the patient left off', async () => {
  const store = indexedDbDraftStore()
  const saved: string[] = []
  let online = false
  const onSaveField = async (e: AnswerEntry) => {
    if (!online) throw Object.assign(new Error('Failed to fetch'), { status: 0 })
    saved.push(`${e.fieldId}=${e.answer.value}`)
  }
  const props = { form, fields, accessCode: 'code-1', onSaveField, onSubmit: async () => undefined, draftStore: store }
  const first = render(<FormFlow {...props} />)
  await screen.findByRole('heading', { name: /Question name/ })
  fireEvent.change(input('name'), { target: { value: 'Ann' } })
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  await screen.findByRole('heading', { name: /Question city/ })
  fireEvent.change(input('city'), { target: { value: 'Springfield' } })
  // the save failed: it waits in the draft
  await waitFor(async () => assert.deepEqual((await store.get(draftKey('code-1')))?.unsent.map((e) => e.fieldId), ['name']))
  assert.deepEqual(saved, [])
  await waitFor(async () => assert.equal((await store.get(draftKey('code-1')))?.state.entries.find((e) => e.fieldId === 'city')?.answer.value, 'Springfield'))

  // the page is reloaded while still offline
  first.unmount()
  render(<FormFlow {...props} />)
  await screen.findByRole('heading', { name: /Question city/ })
  assert.equal(input('city').value, 'Springfield')
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
  assert.equal(input('name').value, 'Ann')
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))

  // back online: the queued saves go out
  online = true
  await act(async () => void window.dispatchEvent(new window.Event('online')))
  await waitFor(() => assert.deepEqual(saved, ['name=Ann']))
  await waitFor(async () => assert.deepEqual((await store.get(draftKey('code-1')))?.unsent, []))
})

test('the offline notice shows while the browser is offline; after submit the draft is gone', async () => {
  const store = memoryStore()
  render(<FormFlow form={form} fields={chain(['a', 'string', { isOptional: true }])} accessCode="code-2" onSubmit={async () => undefined} draftStore={store} />)
  await screen.findByRole('heading', { name: /Question a/ })
  await act(async () => void window.dispatchEvent(new window.Event('offline')))
  screen.getByText(/You are offline/)
  await act(async () => void window.dispatchEvent(new window.Event('online')))
  assert.equal(screen.queryByText(/You are offline/), null)
  await waitFor(() => assert.equal(store.data.has(draftKey('code-2')), true))
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
  await screen.findByText('Your response was successfully recorded')
  assert.equal(store.data.has(draftKey('code-2')), false)
})

test('a draft for fields that no longer exist is ignored', async () => {
  const store = memoryStore()
  store.data.set(draftKey('code-3'), { state: { currentId: 'gone', history: ['a'], entries: [], repeats: {} }, unsent: [], savedAt: 0 })
  render(<FormFlow form={form} fields={fields} accessCode="code-3" onSubmit={async () => undefined} draftStore={store} />)
  await screen.findByRole('heading', { name: /Question name/ })
})

test('an offline or online event that went by unheard: the notice follows the browser\'s own flag within a second', async () => {
  mock.timers.enable({ apis: ['setInterval'] })
  let online = true
  const own = Object.getOwnPropertyDescriptor(window.navigator, 'onLine')
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  try {
    render(<FormFlow form={form} fields={chain(['a', 'string', { isOptional: true }])} accessCode="code-4" onSubmit={async () => undefined} draftStore={memoryStore()} />)
    await screen.findByRole('heading', { name: /Question a/ })
    online = false
    assert.equal(screen.queryByText(/You are offline/), null)
    await act(async () => void mock.timers.tick(1_000))
    screen.getByText(/You are offline/)
    online = true
    await act(async () => void mock.timers.tick(1_000))
    assert.equal(screen.queryByText(/You are offline/), null)
  } finally {
    if (own) Object.defineProperty(window.navigator, 'onLine', own)
    else delete (window.navigator as { onLine?: boolean }).onLine
    mock.timers.reset()
  }
})
