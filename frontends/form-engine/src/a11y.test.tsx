// axe (WCAG A/AA rules that jsdom can evaluate) on every widget, with its error showing.
import { fireEvent, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import axe from 'axe-core'
import type { FormField, FormFieldType } from '@care/contracts/forms/index'
import { field } from './testing/fields.ts'
import { renderField } from './testing/render-field.tsx'

const cases: [FormFieldType, FormField['options']?][] = [
  ['string'], ['stringLong'], ['number'], ['email'], ['phone'], ['dateString'], ['date'], ['Time'], ['Address'],
  ['file'], ['files'], ['multiple_choice', { choices: ['A', 'B'], other: true }], ['multiple_choice', { choices: ['A', 'B'], radio: true }],
  ['Dropdown', { choices: ['A', 'B'] }], ['rating'], ['ranking', { choices: ['A', 'B', 'C'] }], ['signature', { signatureUrl: 'https://docs.example/x' }],
  ['Table Input', { tableChoices: [{ type: 'Text', label: 'Name' }, { type: 'Select', label: 'Kind', info: { choices: ['X'] } }] }],
  ['Database Select'], ['Medications'], ['Stripe'], ['description'],
]

for (const [type, options] of cases) {
  test(`${type}${options?.radio ? ' (radio)' : ''}: no accessibility violations`, async () => {
    await renderField(field('q', type, undefined, { description: 'Some help' }, options), { loadChoices: async () => [] })
    // touched, so the error (if any) is part of what is checked
    const first = document.querySelector<HTMLElement>('[data-field-input="q"] input, [data-field-input="q"] textarea, input[data-field-input="q"], textarea[data-field-input="q"]')
    if (first) fireEvent.blur(first)
    if (type === 'Medications') fireEvent.click(screen.getByRole('button', { name: 'Add medication' }))
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom has no layout: contrast cannot be computed
      rules: { 'color-contrast': { enabled: false } },
    })
    assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`), [])
  })
}
