// GET /form-responses/stripe-details {fieldId}: a card field's payment setup. No payment provider
// is wired into the platform yet (billing comes later), so the answer is an honest 503 — never
// made-up keys the card widget would fail with.
import { ApiError } from '@care/contracts/errors'
import { FormsMessages } from '@care/contracts/collections/forms'
import type { formsRoutes } from '@care/contracts/routes/forms'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { FormsDeps } from './deps.ts'

export const stripeDetails = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.stripe-details'> => async (input, ctx) => {
  await d.repos.formFields.repo(ctx).get(input.fieldId)
  throw new ApiError(503, FormsMessages.cardPaymentsUnavailable)
}
