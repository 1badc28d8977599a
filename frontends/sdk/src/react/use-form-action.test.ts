// useFormAction, rendered with react-test-renderer (no DOM needed).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createElement, type ReactElement } from 'react'
import TestRenderer, { act } from 'react-test-renderer'
import { CareApiError } from '@care/sdk'
import { useFormAction, type FormActionState, type PlacedErrors } from './use-form-action.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Field = 'email' | 'phone'
// as the screens place them: issues naming a field under it, the rest under the button
const place = (e: CareApiError): PlacedErrors<Field> => {
  const byField: Partial<Record<Field, string>> = {}
  const other: string[] = []
  for (const issue of e.validation ?? []) {
    if (issue.field === 'email' || issue.field === 'phone') byField[issue.field] = issue.message
    else other.push(issue.message)
  }
  return { byField, formError: Object.keys(byField).length && !other.length ? undefined : other.join(' ') || e.message }
}

async function mount() {
  const seen: FormActionState<Field>[] = []
  function Probe() {
    seen.push(useFormAction(place, 'An error occurred'))
    return null
  }
  await act(async () => {
    TestRenderer.create(createElement(Probe) as ReactElement)
  })
  return () => seen.at(-1)!
}

test("a refusal's issues go under their fields, the rest under the button; submitting meanwhile", async () => {
  const state = await mount()
  let ok = true
  let during = false
  await act(async () => {
    ok = await state().submit(async () => {
      during = true
      throw new CareApiError(400, 'Invalid email', [{ field: 'email', message: 'Invalid email' }])
    })
  })
  assert.equal(during, true)
  assert.equal(ok, false)
  assert.equal(state().submitting, false)
  assert.deepEqual(state().errors, { email: 'Invalid email' })
  assert.equal(state().formError, undefined)
  await act(async () => void (await state().submit(async () => Promise.reject(new CareApiError(429, 'Too many requests')))))
  assert.deepEqual(state().errors, {}, 'a new submit clears what the last one placed')
  assert.equal(state().formError, 'Too many requests')
})

test('anything but a CareApiError shows the fallback under the button; editing a field clears its error; success clears all', async () => {
  const state = await mount()
  await act(async () => void (await state().submit(async () => Promise.reject(new TypeError('x is undefined')))))
  assert.equal(state().formError, 'An error occurred')
  await act(async () => void (await state().submit(async () => Promise.reject(new CareApiError(400, 'bad', [{ field: 'email', message: 'Invalid email' }, { field: 'phone', message: 'Too short' }])))))
  await act(async () => state().clearError('email'))
  assert.deepEqual(state().errors, { phone: 'Too short' })
  let ok = false
  await act(async () => {
    ok = await state().submit(async () => undefined)
  })
  assert.equal(ok, true)
  assert.deepEqual(state().errors, {})
  assert.equal(state().formError, undefined)
})
