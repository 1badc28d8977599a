// GET /superbills/generate-pdf {id} (also /superbills/:id/pdf): a superbill the caller may read, as
// a PDF download.
import type { billingRoutes } from '@care/contracts/routes/billing'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { BillingDeps } from '../deps.ts'
import { superbillPdf } from '../superbills/pdf.ts'
import type { SuperbillForPrint } from '../superbills/lines.ts'

export const superbillPdfCall = (d: BillingDeps): Handler<typeof billingRoutes, 'superbills.generate-pdf'> => async ({ id }, ctx) => {
  const bill = await d.repos.superbills.repo(ctx).get(id)
  const bytes = await superbillPdf(bill as SuperbillForPrint)
  const name = `superbill-${(bill.appointmentDate ?? '').slice(0, 10) || bill.id}.pdf`
  return { download: { name, type: 'application/pdf', base64: Buffer.from(bytes).toString('base64') } }
}
