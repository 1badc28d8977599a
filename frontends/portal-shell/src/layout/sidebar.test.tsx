import { render, screen } from '@care/ui/testing/react'
import { tabTo, useKeyboardFocus } from '@care/ui/testing/keyboard-focus'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareThemeProvider } from '@care/ui'
import { navPages } from '../nav/pages.ts'
import { Sidebar } from './sidebar.tsx'

useKeyboardFocus()

test('keyboard focus in the sidebar shows a clear 3 px ring in the primary colour (WCAG 2.4.7), open or closed', () => {
  for (const open of [true, false]) {
    const { unmount } = render(
      <CareThemeProvider>
        <Sidebar orgName="Demo Clinic" pages={navPages([], {})} pathname="/home" open={open} onToggle={() => {}} onNavigate={() => {}} onLogout={() => {}} />
      </CareThemeProvider>,
    )
    for (const el of [screen.getByRole('link', { name: 'Documents' }), screen.getByRole('button', { name: open ? 'Collapse menu' : 'Expand menu' })]) {
      tabTo(el)
      assert.ok(el.classList.contains('Mui-focusVisible'), el.textContent ?? '')
      assert.equal(getComputedStyle(el).outline, '3px solid #1564bf', `${el.textContent} open=${open}`)
    }
    unmount()
  }
})
