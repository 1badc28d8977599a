import { render, screen } from '@care/ui/testing/react'
import { tabTo, useKeyboardFocus } from '@care/ui/testing/keyboard-focus'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareThemeProvider } from '@care/ui'
import type { ConsoleArea } from './areas.ts'
import { Navigation } from './navigation.tsx'

useKeyboardFocus()

const areas: ConsoleArea[] = [
  { remote: 'console_patients', label: 'Patients', path: '/console/patients' },
  { remote: 'console_tickets', label: 'Tickets', path: '/console/tickets' },
]

test('keyboard focus in the console sidebar shows a clear 3 px ring in the primary colour (WCAG 2.4.7)', () => {
  render(
    <CareThemeProvider>
      <Navigation areas={areas} pathname="/console/patients" mobileOpen={false} onClose={() => {}} />
    </CareThemeProvider>,
  )
  // the permanent drawer's links (the small-screen drawer is closed and hidden)
  for (const link of screen.getAllByRole('link', { name: /Patients|Tickets/ })) {
    tabTo(link)
    assert.ok(link.classList.contains('Mui-focusVisible'), link.textContent ?? '')
    assert.equal(getComputedStyle(link).outline, '3px solid #1564bf', link.textContent ?? '')
  }
})
