// Renders a one-field form and reads back what it would submit.
import { render, screen, waitFor } from '@care/ui/testing/react'
import type { FormField, SubmittedEntry } from '@care/contracts/forms/index'
import { FormFlow } from '../form-flow.tsx'
import type { FormFlowProps } from '../types.ts'
import { form } from './fields.ts'

/** Renders and waits for the field's widget (some load on demand). */
export async function renderField(field: FormField, props: Partial<FormFlowProps> = {}, more: FormField[] = []) {
  const submitted: SubmittedEntry[][] = []
  render(<FormFlow form={form} fields={[field, ...more]} onSubmit={async (r) => void submitted.push(r)} {...props} />)
  await waitFor(() => {
    if (screen.queryByLabelText('Loading form')) throw new Error('the widget is still loading')
  })
  return { submitted }
}

export const fieldInput = (id: string) => document.querySelector(`[data-field-input="${id}"]`) as HTMLInputElement
export const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
/** the field's own error under it, if shown */
export const alertText = () => document.querySelector('[id^="field-error-"]')?.textContent ?? null
