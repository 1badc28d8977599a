import { fireEvent, render, screen } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { UserAvatar, initialsOf } from './user-avatar.tsx'

test('initials from names', () => {
  assert.equal(initialsOf('Ann Lee'), 'AL')
  assert.equal(initialsOf('  ann   marie   smith '), 'AS')
  assert.equal(initialsOf('Cher'), 'C')
  assert.equal(initialsOf('élodie durand'), 'ÉD')
  assert.equal(initialsOf(''), '')
  assert.equal(initialsOf(undefined), '')
})

test('without a picture the avatar shows initials', () => {
  render(<UserAvatar name="Ann Lee" />)
  const avatar = screen.getByRole('img', { name: 'Ann Lee' })
  assert.equal(avatar.textContent, 'AL')
})

test('a picture that fails to load falls back to initials and reports the failure', () => {
  const failures: string[] = []
  render(<UserAvatar name="Bo Diaz" picture="https://files.example/bo.png" onPictureError={(url) => failures.push(url)} />)
  const img = screen.getByRole('img', { name: 'Bo Diaz' }) as HTMLImageElement
  assert.equal(img.tagName, 'IMG')
  assert.equal(img.getAttribute('src'), 'https://files.example/bo.png')
  fireEvent.error(img)
  assert.deepEqual(failures, ['https://files.example/bo.png'])
  const fallback = screen.getByRole('img', { name: 'Bo Diaz' })
  assert.notEqual(fallback.tagName, 'IMG')
  assert.equal(fallback.textContent, 'BD')
})

test('without an error handler a failed picture logs a warning', () => {
  const warnings: unknown[][] = []
  const original = console.warn
  console.warn = (...args: unknown[]) => void warnings.push(args)
  try {
    render(<UserAvatar name="Cy Ng" picture="/missing.png" />)
    fireEvent.error(screen.getByRole('img', { name: 'Cy Ng' }))
  } finally {
    console.warn = original
  }
  assert.equal(warnings.length, 1)
  assert.match(String(warnings[0][0]), /missing\.png/)
  assert.equal(screen.getByRole('img', { name: 'Cy Ng' }).textContent, 'CN')
})
