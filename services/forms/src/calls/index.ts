// Forms' named calls, one handler per route of contracts/src/routes/forms.ts.
import type { formsRoutes } from '@care/contracts/routes/forms'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { loadChoicesFromDatabase } from './database-choices.ts'
import type { FormsDeps } from './deps.ts'
import { generateResponsePdf } from './generate-pdf.ts'
import { formInfoForAccessCode } from './info-for-access-code.ts'
import { prepareFormResponse } from './prepare.ts'
import { publicFormDetails, sessionForPublicForm } from './public-form.ts'
import { saveFieldResponse } from './save-field-response.ts'
import { sendForm } from './send-form.ts'
import { formStatistics } from './statistics.ts'
import { stripeDetails } from './stripe-details.ts'
import { submitFormResponse } from './submit.ts'

export function formsOperations(d: FormsDeps): RouteOperations<typeof formsRoutes> {
  return {
    'form_responses.prepare': prepareFormResponse(d),
    'form_responses.info-for-access-code': formInfoForAccessCode(d),
    'form_responses.save-field-response': saveFieldResponse(d),
    'form_responses.submit': submitFormResponse(d),
    'form_responses.session-for-public-form': sessionForPublicForm(d),
    'forms.public-details': publicFormDetails(d),
    'forms.statistics': formStatistics(d),
    'form_fields.load-choices-from-database': loadChoicesFromDatabase(d),
    'form_responses.generate-pdf': generateResponsePdf(d),
    'form_responses.stripe-details': stripeDetails(d),
    'forms.send': sendForm(d),
  }
}
