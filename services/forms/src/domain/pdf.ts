// A response as a PDF (pdf-lib): the form's title, who and when, then each answer — its field's
// title and the answer in words (contracts' forms/answer-text, the same words every screen shows,
// plus what paper needs), wrapped to the page and continued on new pages. Standard fonts hold
// WinAnsi text only, so other characters print as '?' rather than failing.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { answerLines, NO_RESPONSE, type AnswerLike } from '@care/contracts/forms/answer-text'

type Json = Record<string, unknown>
const PAGE = { width: 612, height: 792, margin: 50 }

/** text a standard font can draw */
const printable = (s: string) => s.replace(/\r?\n|\t/g, ' ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

/** an answer longer than this prints cut, with an ellipsis (a response stored by hand may hold more than a form allows) */
export const PDF_TEXT_LIMIT = 20_000

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const clipped = text.length > PDF_TEXT_LIMIT ? `${text.slice(0, PDF_TEXT_LIMIT)}...` : text
  // a word wider than the line is cut in pieces of as many of the widest letter as fit
  const piece = Math.max(1, Math.floor(width / font.widthOfTextAtSize('W', size)))
  const lines: string[] = []
  let line = ''
  for (const word of printable(clipped).split(' ')) {
    const parts = font.widthOfTextAtSize(word, size) > width ? word.match(new RegExp(`.{1,${piece}}`, 'g')) ?? [word] : [word]
    for (const w of parts) {
      const next = line ? `${line} ${w}` : w
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = w
      } else line = next
    }
  }
  lines.push(line)
  return lines
}

/**
 * An answer as printed: the screens' words, with a file's name after 'File:', a signature's time
 * ('Signed at', the submission's) and date-times in UTC, named; a question group is a heading (its
 * questions follow as their own entries).
 */
export function printedLines(answer: AnswerLike['answer'], submittedAt?: string): string[] {
  if (answer?.type === 'Question Group') return []
  const lines = answerLines(answer, { timeZone: 'UTC' })
  if (lines.length === 1 && lines[0] === NO_RESPONSE) return lines
  if (answer?.type === 'file' || answer?.type === 'files') return lines.map((name) => `File: ${name}`)
  const signed = answer?.type === 'signature' && (answer.value as { signed?: unknown } | undefined)?.signed === true
  return signed && submittedAt ? [...lines, `Signed at ${submittedAt}`] : lines
}

export interface PdfInput {
  title: string
  submittedAt?: string
  submittedBy?: string
  enduserName?: string
  entries: readonly Json[]
}

export async function responsePdf(input: PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(printable(input.title))
  doc.setProducer('Care platform forms')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = PAGE.width - 2 * PAGE.margin
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height])
        y = PAGE.height - PAGE.margin
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) })
      y -= size + gap
    }
  }
  write(input.title || 'Form response', bold, 18, 8)
  if (input.enduserName) write(`Patient: ${input.enduserName}`, regular, 10)
  write(input.submittedAt ? `Submitted at ${input.submittedAt}` : 'Not submitted', regular, 10)
  y -= 10
  for (const entry of input.entries) {
    const answer = entry.answer as AnswerLike['answer']
    if (answer?.type === 'description') continue
    write(String(entry.fieldTitle ?? '') || 'Untitled question', bold, 12, 3)
    for (const line of printedLines(answer, input.submittedAt)) write(line, regular, 11, 3)
    y -= 8
  }
  return doc.save()
}
