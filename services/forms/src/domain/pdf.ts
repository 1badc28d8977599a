// A response as a PDF (pdf-lib): the form's title, who and when, then each answer — its field's
// title and the answer in words (contracts' forms/answer-text, the same words every screen shows,
// plus what paper needs), wrapped to the page and continued on new pages. Standard fonts hold
// WinAnsi text only, so other characters print as '?' rather than failing.
import { answerLines, NO_RESPONSE, type AnswerLike } from '@care/contracts/forms/answer-text'
import { TEXT_LIMIT, textDocument } from '@care/kit/pdf/text-document'

type Json = Record<string, unknown>

/** an answer longer than this prints cut, with an ellipsis (a response stored by hand may hold more than a form allows) */
export const PDF_TEXT_LIMIT = TEXT_LIMIT

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
  const doc = await textDocument({ title: input.title, producer: 'Care platform forms' })
  const { regular, bold } = doc
  doc.write(input.title || 'Form response', bold, 18, 8)
  if (input.enduserName) doc.write(`Patient: ${input.enduserName}`, regular, 10)
  doc.write(input.submittedAt ? `Submitted at ${input.submittedAt}` : 'Not submitted', regular, 10)
  doc.space(10)
  for (const entry of input.entries) {
    const answer = entry.answer as AnswerLike['answer']
    if (answer?.type === 'description') continue
    doc.write(String(entry.fieldTitle ?? '') || 'Untitled question', bold, 12, 3)
    for (const line of printedLines(answer, input.submittedAt)) doc.write(line, regular, 11, 3)
    doc.space(8)
  }
  return doc.save()
}
