import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { PatientsApp } from './patients-app.tsx'
import { PatientsScreen } from './patients-screen.tsx'
import { findNameButton, seeded } from './testing/screen.ts'
import { BEFORE_ROUTING_EVENT, type BeforeRoutingDetail } from '@care/ui'

const BASE = '/console/patients'

beforeEach(() => window.history.replaceState(null, '', BASE))

/** The screen as the shell mounts it: the open patient in the URL. */
function renderRouted(api = seeded()) {
  const navigate = (url: string) => window.history.pushState(null, '', url)
  render(
    <CareProvider client={api.client()}>
      <PatientsScreen basePath={BASE} navigate={navigate} />
    </CareProvider>,
  )
  return api
}

/** What single-spa announces before it applies a navigation (Back, a link); true when a listener cancelled it. */
function routing(newPath: string): boolean {
  let cancelled = false
  const detail: BeforeRoutingDetail = { oldUrl: window.location.href, newUrl: new URL(newPath, window.location.href).href, cancelNavigation: () => (cancelled = true) }
  window.dispatchEvent(new window.CustomEvent(BEFORE_ROUTING_EVENT, { detail }))
  return cancelled
}

/** Whether leaving the page now would make the browser ask. */
function leavingAsks(): boolean {
  const event = new window.Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

// plain selectors: role queries over the whole MUI document are too slow to poll for exit transitions
const dialogNamed = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name)
const discardDialog = () => dialogNamed('Discard changes?') ?? null
const gone = (find: () => Element | null | undefined, what: string) => waitFor(() => assert.ok(!find(), `${what} still shown`), { timeout: 5000 })
const panelOf = (name: string) => document.querySelector(`form[aria-labelledby] h2`)?.textContent === name ? document.querySelector('form[aria-labelledby]') : null

test('the create dialog closes at once while nothing is typed', async () => {
  const user = userEvent.setup()
  render(<PatientsApp client={seeded().client()} />)
  await findNameButton('Jordan Rivera')
  await user.click(screen.getByRole('button', { name: 'Create patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Create patient' })
  assert.equal(leavingAsks(), false)
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  assert.equal(discardDialog(), null)
  await gone(() => dialogNamed('Create patient'), 'the create dialog')
})

test('the create dialog with something typed asks on Cancel and on Escape; Keep editing keeps it, Discard empties and closes it', async () => {
  const user = userEvent.setup()
  render(<PatientsApp client={seeded().client()} />)
  await findNameButton('Jordan Rivera')
  await user.click(screen.getByRole('button', { name: 'Create patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Create patient' })
  await user.type(within(dialog).getByLabelText('First name'), 'Zoe')
  assert.equal(leavingAsks(), true, 'reloading the page asks too')

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  const ask = await screen.findByRole('dialog', { name: 'Discard changes?' })
  within(ask).getByText('Your changes have not been saved.')
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
  await gone(discardDialog, 'the confirmation')
  assert.equal((within(dialog).getByLabelText('First name') as HTMLInputElement).value, 'Zoe')

  await user.keyboard('{Escape}')
  const again = await screen.findByRole('dialog', { name: 'Discard changes?' })
  fireEvent.click(within(again).getByRole('button', { name: 'Discard' }))
  await gone(() => dialogNamed('Create patient'), 'the create dialog')
  assert.equal(leavingAsks(), false)

  // opened again, it is empty and closes at once
  await user.click(screen.getByRole('button', { name: 'Create patient' }))
  const reopened = await screen.findByRole('dialog', { name: 'Create patient' })
  assert.equal((within(reopened).getByLabelText('First name') as HTMLInputElement).value, '')
})

test('the panel without edits closes at once, and leaving the page does not ask', async () => {
  const user = userEvent.setup()
  renderRouted()
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  assert.equal(leavingAsks(), false)
  assert.equal(routing('/console/elsewhere'), false, 'a navigation is not held back')
  await user.click(within(panel).getByRole('button', { name: 'Close' }))
  assert.equal(discardDialog(), null)
  await gone(() => panelOf('Sam Lee'), 'the panel')
})

test('Back or a link elsewhere with unsaved edits in the panel is held back and asks; Discard then makes the navigation', async () => {
  const user = userEvent.setup()
  const api = renderRouted()
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  const patientPath = window.location.pathname
  assert.equal(patientPath, `${BASE}/${api.endusers[1].id}`)
  await user.type(within(panel).getByLabelText('Phone'), '5555550123')
  assert.equal(leavingAsks(), true)

  // a query change on the same page is no navigation away
  assert.equal(routing(`${patientPath}?tab=notes`), false)
  // Back, to the list
  assert.equal(routing(BASE), true, 'the navigation is cancelled')
  const ask = await screen.findByRole('dialog', { name: 'Discard changes?' })
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
  await gone(discardDialog, 'the confirmation')
  assert.equal(window.location.pathname, patientPath)
  assert.equal((within(panel).getByLabelText('Phone') as HTMLInputElement).value, '5555550123')

  // a link to another area
  assert.equal(routing('/console/elsewhere'), true)
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?', hidden: true })).getByRole('button', { name: 'Discard', hidden: true }))
  assert.equal(window.location.pathname, '/console/elsewhere', 'the held-back navigation is made')
  window.dispatchEvent(new window.PopStateEvent('popstate')) // as single-spa's history patch does
  await gone(() => panelOf('Sam Lee'), 'the panel')
  assert.equal(leavingAsks(), false)
  assert.equal(routing(BASE), false, 'nothing is held back any more')
  assert.equal(api.requests.some((r) => r.method === 'PATCH'), false, 'nothing was saved')
})

test('after a held-back Back, closing with Discard replaces the URL rather than going back once more', async () => {
  const user = userEvent.setup()
  renderRouted()
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  await user.type(within(panel).getByLabelText('Phone'), '5555550123')
  const back = window.history.back
  let backs = 0
  window.history.back = () => void backs++
  try {
    // single-spa puts the URL back, but the browser's history now stands on the list's entry
    assert.equal(routing(BASE), true)
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Keep editing' }))
    await gone(discardDialog, 'the confirmation')
    fireEvent.click(within(panel).getByRole('button', { name: 'Close', hidden: true }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?', hidden: true })).getByRole('button', { name: 'Discard', hidden: true }))
    await gone(() => panelOf('Sam Lee'), 'the panel')
    assert.equal(window.location.pathname, BASE)
    assert.equal(backs, 0, 'history.back() would leave the list')
  } finally {
    window.history.back = back
  }
})

test('after saving, the panel closes at once again', async () => {
  const user = userEvent.setup()
  renderRouted()
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  await user.type(within(panel).getByLabelText('Phone'), '5555550123')
  const save = within(panel).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  await user.click(save)
  await waitFor(() => assert.equal(save.disabled, true, 'Save is still enabled while saving'))
  assert.equal(leavingAsks(), false)
  await user.click(within(panel).getByRole('button', { name: 'Close' }))
  assert.equal(discardDialog(), null)
})
