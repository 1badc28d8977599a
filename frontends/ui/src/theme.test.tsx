import { render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useTheme } from '@mui/material'
import { createCareTheme, fallbackColors } from './theme.ts'
import { CareThemeProvider } from './theme-provider.tsx'

test('without an organization theme the spec 1 §9 colours are used', () => {
  const { palette } = createCareTheme()
  assert.equal(palette.primary.main, '#1564bf')
  assert.equal(palette.secondary.main, '#1c4378')
  assert.equal(palette.error.main, '#bf2c15')
  assert.equal(palette.warning.main, '#bfab15')
})

test('organization colours override the fallbacks, missing ones fall back', () => {
  const { palette } = createCareTheme({ name: 'Clinic', themeColor: '#00aa44', themeColorSecondary: null })
  assert.equal(palette.primary.main, '#00aa44')
  assert.equal(palette.secondary.main, fallbackColors.secondary)
  const full = createCareTheme({ themeColor: '#111111', themeColorSecondary: '#222222', errorColor: '#333333', warningColor: '#444444' })
  assert.deepEqual(
    [full.palette.primary.main, full.palette.secondary.main, full.palette.error.main, full.palette.warning.main],
    ['#111111', '#222222', '#333333', '#444444'],
  )
})

test('an unusable organization colour falls back instead of breaking the theme', () => {
  const { palette } = createCareTheme({ themeColor: 'not a colour', themeColorSecondary: '   ' })
  assert.equal(palette.primary.main, fallbackColors.primary)
  assert.equal(palette.secondary.main, fallbackColors.secondary)
})

test('CareThemeProvider gives its children the organization theme', () => {
  function PrimarySwatch() {
    return <span>{useTheme().palette.primary.main}</span>
  }
  render(
    <CareThemeProvider orgTheme={{ themeColor: '#7b1fa2' }}>
      <PrimarySwatch />
    </CareThemeProvider>,
  )
  assert.ok(screen.getByText('#7b1fa2'))
})

test('asked for less motion, every transition is instant (WCAG 2.3.3); otherwise MUI keeps its durations', () => {
  const still = createCareTheme(null, { reducedMotion: true })
  assert.equal(still.transitions.duration.standard, 0)
  assert.equal(still.transitions.duration.enteringScreen, 0)
  assert.equal(still.transitions.create('opacity'), 'none')
  const moving = createCareTheme(null, { reducedMotion: false })
  assert.ok(moving.transitions.duration.standard > 0)
  assert.match(moving.transitions.create('opacity'), /opacity/)
})
