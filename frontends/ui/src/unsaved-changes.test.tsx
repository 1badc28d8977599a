import { act, fireEvent, render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useState } from 'react'
import { BEFORE_ROUTING_EVENT, useUnsavedChanges, type BeforeRoutingDetail } from './unsaved-changes.tsx'

interface FormProps {
  onDrop: () => void
  holdNavigation?: (url: string) => boolean
  onHold?: () => void
  onLeave?: (url: string) => void
}

function Form({ onDrop, ...options }: FormProps) {
  const [text, setText] = useState('')
  const unsaved = useUnsavedChanges(text !== '', options)
  return (
    <>
      <input aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => unsaved.confirm(onDrop)}>No Thanks</button>
      {unsaved.dialog}
    </>
  )
}

/** A routing event as single-spa dispatches it; answers whether the navigation was cancelled. */
function route(newPath: string): boolean {
  let cancelled = false
  const detail: BeforeRoutingDetail = { oldUrl: window.location.href, newUrl: new URL(newPath, window.location.href).href, cancelNavigation: () => (cancelled = true) }
  act(() => void window.dispatchEvent(new window.CustomEvent(BEFORE_ROUTING_EVENT, { detail })))
  return cancelled
}

const unload = () => {
  const event = new window.Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

test('without edits nothing asks: the action runs, navigations and unloads go through', () => {
  let dropped = 0
  render(<Form onDrop={() => dropped++} />)
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }))
  assert.equal(dropped, 1)
  assert.equal(route('/home'), false)
  assert.equal(unload(), false)
  assert.equal(screen.queryByRole('dialog'), null)
})

test('with edits an action asks first: Keep editing keeps them, Discard runs it', () => {
  let dropped = 0
  render(<Form onDrop={() => dropped++} />)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'draft' } })
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks' }))
  const ask = screen.getByRole('dialog', { name: 'Discard changes?' })
  assert.match(ask.textContent ?? '', /Your changes have not been saved\./)
  fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
  assert.equal(dropped, 0)
  assert.equal((screen.getByLabelText('Note') as HTMLInputElement).value, 'draft')
  // the closing dialog hides the page from assistive technology until its exit transition ends
  fireEvent.click(screen.getByRole('button', { name: 'No Thanks', hidden: true }))
  fireEvent.click(screen.getByRole('button', { name: 'Discard', hidden: true }))
  assert.equal(dropped, 1)
  // discarding for an action of the screen does not let later navigations drop the edits left
  assert.equal(route('/home'), true)
})

test('with edits a navigation to another page is held, then made on Discard; the same page with another query is not held', () => {
  window.history.replaceState(null, '', '/settings')
  render(<Form onDrop={() => {}} />)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'draft' } })
  assert.equal(route('/settings?tab=2'), false)
  assert.equal(route('/home?x=1'), true)
  screen.getByRole('dialog', { name: 'Discard changes?' })
  assert.equal(window.location.pathname, '/settings')
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
  assert.equal(`${window.location.pathname}${window.location.search}`, '/home?x=1')
  // after Discard the page may leave: the next routing event is not held again
  assert.equal(route('/documents'), false)
})

test('leaving or reloading the page while edited gets the browser prompt', () => {
  render(<Form onDrop={() => {}} />)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'draft' } })
  assert.equal(unload(), true)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: '' } })
  assert.equal(unload(), false)
})

test('holdNavigation decides which navigations wait (none once the session is gone)', () => {
  window.history.replaceState(null, '', '/settings')
  let signedIn = true
  render(<Form onDrop={() => {}} holdNavigation={() => signedIn} />)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'draft' } })
  signedIn = false
  assert.equal(route('/login'), false)
  signedIn = true
  assert.equal(route('/home'), true)
})

test('onHold hears a held navigation at once, onLeave only after Discard and before the navigation is made', () => {
  window.history.replaceState(null, '', '/settings')
  const heard: string[] = []
  render(<Form onDrop={() => {}} onHold={() => heard.push('hold')} onLeave={(url) => heard.push(`leave ${new URL(url).pathname} from ${window.location.pathname}`)} />)
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'draft' } })
  assert.equal(route('/home'), true)
  assert.deepEqual(heard, ['hold'])
  fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
  assert.deepEqual(heard, ['hold'])
  assert.equal(route('/home'), true)
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
  assert.deepEqual(heard, ['hold', 'hold', 'leave /home from /settings'])
  assert.equal(window.location.pathname, '/home')
})
