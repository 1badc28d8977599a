// A superbill as a PDF (the kit's text document over pdf-lib): the title, then superbillSections'
// headings and lines, wrapped to the page and continued on new pages.
import { textDocument } from '@care/kit/pdf/text-document'
import { superbillSections, type SuperbillForPrint } from './lines.ts'

export async function superbillPdf(bill: SuperbillForPrint): Promise<Uint8Array> {
  const doc = await textDocument({ title: 'Superbill', producer: 'Care platform billing' })
  doc.write('Superbill', doc.bold, 18, 10)
  for (const section of superbillSections(bill)) {
    doc.write(section.heading, doc.bold, 12, 4)
    for (const line of section.lines) doc.write(line, doc.regular, 10, 3)
    doc.space(8)
  }
  return doc.save()
}
