import { render, screen, userEvent } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { FormEvent } from 'react'
import { SidePanel } from './side-panel.tsx'

test("side panel: a form named by its title, focused on opening; Close, the header's and footer's buttons; submit saves", async () => {
  const user = userEvent.setup()
  const done: string[] = []
  const save = (e: FormEvent) => {
    e.preventDefault()
    done.push('save')
  }
  render(
    <SidePanel
      titleId="thing-title"
      title="Jordan Rivera"
      subtitle="Updated 2 minutes ago"
      headerActions={<button type="button">Open chart</button>}
      closeLabel="Close panel"
      onClose={() => done.push('close')}
      onSubmit={save}
      bodySpacing={2}
      footer={<button type="submit">Save</button>}
      after={<p>a dialog</p>}
    >
      <input aria-label="Email" />
    </SidePanel>,
  )
  const form = screen.getByRole('form', { name: 'Jordan Rivera' })
  assert.equal(document.activeElement, screen.getByRole('heading', { name: 'Jordan Rivera', level: 2 }))
  assert.ok(form.textContent?.includes('Updated 2 minutes ago'))
  assert.ok(screen.getByRole('button', { name: 'Open chart' }))
  assert.ok(screen.getByText('a dialog'))
  await user.type(screen.getByLabelText('Email'), 'j@demo.care{Enter}')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await user.click(screen.getByRole('button', { name: 'Close panel' }))
  assert.deepEqual(done, ['save', 'save', 'close'])
})

test('side panel: no line under the title when there is no subtitle', () => {
  render(<SidePanel titleId="t" title="Fax to triage" wrapTitle closeLabel="Close" onClose={() => {}} onSubmit={() => {}} footer={null} />)
  const heading = screen.getByRole('heading', { name: 'Fax to triage' })
  assert.equal(heading.parentElement?.children.length, 1)
})
