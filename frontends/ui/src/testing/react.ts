// Testing Library for node:test: the DOM first, then the library, and cleanup after each test
// (Testing Library only cleans up by itself under runners with a global afterEach).
import './jsdom.ts'
import { afterEach } from 'node:test'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { cleanup, configure, render as renderInDom, type RenderOptions } from '@testing-library/react'
import { ThemeProvider } from '@mui/material'
import { createCareTheme } from '../theme.ts'

afterEach(() => cleanup())

// findBy*/waitFor give up after 5 s instead of 1 s: the whole suite shares two cores, and a screen
// that answers in 50 ms alone can take over a second under load. A passing wait ends as soon as
// its condition holds, so only failures take longer.
configure({ asyncUtilTimeout: 5000 })

// Ripples animate after clicks and would only add act() warnings; nothing under test depends on them.
const testTheme = createCareTheme()
testTheme.components = { ...testTheme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } }

function TestTheme({ children }: { children?: ReactNode }) {
  return createElement(ThemeProvider, { theme: testTheme }, children)
}

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'queries'>) {
  return renderInDom(ui, { wrapper: TestTheme, ...options })
}

export * from '@testing-library/react'
export { userEvent } from '@testing-library/user-event'
export { testWindow } from './jsdom.ts'
