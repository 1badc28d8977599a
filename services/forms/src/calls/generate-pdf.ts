// GET /form-responses/generate-pdf {id}: a response the caller may read (a patient: their own,
// with what is shared with them), as a PDF download (the route's `download`: the gateway sends the
// bytes as application/pdf).
import type { formsRoutes } from '@care/contracts/routes/forms'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { responsePdf } from '../domain/pdf.ts'
import type { FormsDeps } from './deps.ts'

const fileName = (title: string) => `${(title || 'form-response').replace(/[^\w .-]+/g, '_').slice(0, 100)}.pdf`

export const generateResponsePdf = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.generate-pdf'> => async (input, ctx) => {
  const response = await d.repos.formResponses.repo(ctx).get(input.id)
  const title = String(response.formTitle ?? '')
  const bytes = await responsePdf({
    title,
    ...(typeof response.submittedAt === 'string' ? { submittedAt: response.submittedAt } : {}),
    entries: Array.isArray(response.responses) ? response.responses : [],
  })
  return { download: { name: fileName(title), type: 'application/pdf', base64: Buffer.from(bytes).toString('base64') } }
}
