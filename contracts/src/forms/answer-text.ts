// An answer in words (spec 3 §3 answer values; spec 3 §8: an empty answer reads 'No response
// provided', a missing part 'Not provided'), for every screen that shows a response: the portal's
// 'View Responses', the console's responses, the patient chart and the printed PDF (services/forms
// domain/pdf.ts, which adds what paper needs: signing time, 'File:' labels).
export const NO_RESPONSE = 'No response provided'
export const NOT_PROVIDED = 'Not provided'

export interface AnswerLike {
  fieldId?: string
  fieldTitle?: string
  answer?: { type?: string; value?: unknown }
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v))

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
}

/** Entries that carry no answer of their own: a description, a question group (its questions follow). */
export const showsAnswer = (e: AnswerLike) => e.answer?.type !== 'description' && e.answer?.type !== 'Question Group'

export interface AnswerTextOptions {
  /** the zone a date-time answer is written in, named after it (a server's PDF: 'UTC'); else the reader's own */
  timeZone?: string
}

/** An answer as the lines 'View Responses' shows; at least one (none for a question group). */
export function answerLines(answer: AnswerLike['answer'], options: AnswerTextOptions = {}): string[] {
  const v = answer?.value
  if (isEmpty(v)) return [NO_RESPONSE]
  switch (answer?.type) {
    case 'signature': {
      const s = isObject(v) ? v : {}
      return [s.signed ? `Signed by ${str(s.fullName) || NOT_PROVIDED}` : NO_RESPONSE]
    }
    case 'Address': {
      const a = isObject(v) ? v : {}
      const cityLine = [str(a.city), [str(a.state), str(a.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      const lines = [str(a.addressLineOne), str(a.addressLineTwo), cityLine].filter(Boolean)
      return lines.length ? lines : [NO_RESPONSE]
    }
    case 'file': return [str(isObject(v) ? v.name : v) || NO_RESPONSE]
    case 'files': return (Array.isArray(v) ? v : []).map((f) => str(isObject(f) ? f.name : f))
    case 'date': {
      const d = new Date(str(v))
      if (Number.isNaN(d.getTime())) return [str(v)]
      const { timeZone } = options
      return [timeZone ? `${d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${timeZone}` : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })]
    }
    case 'multiple_choice': case 'Dropdown': return [(Array.isArray(v) ? v : [v]).map(str).join(', ')]
    case 'ranking': return (Array.isArray(v) ? v : [v]).map((x, i) => `${i + 1}. ${str(x)}`)
    case 'Database Select': return (Array.isArray(v) ? v : [v]).map((x) => str(isObject(x) ? x.text : x))
    case 'Table Input':
      return (Array.isArray(v) ? v : []).map((row, i) => `Row ${i + 1}: ${(Array.isArray(row) ? row : []).map((c) => (isObject(c) ? `${str(c.label)}: ${str(c.entry) || NOT_PROVIDED}` : str(c))).join('; ')}`)
    case 'Medications':
      return (Array.isArray(v) ? v : []).map((m) => {
        const x = isObject(m) ? m : {}
        const name = str(x.drugName) && str(x.drugName) !== 'Unknown' ? str(x.drugName) : str(x.otherDrug) || str(x.displayTerm) || NOT_PROVIDED
        const dosage = isObject(x.dosage) ? [str(x.dosage.value), str(x.dosage.unit), /^\d+$/.test(str(x.dosage.frequency)) ? `${str(x.dosage.frequency)}x daily` : str(x.dosage.frequency)].filter(Boolean).join(' ') : ''
        return [name, dosage, `Reason: ${str(x.reasonForTaking) || NOT_PROVIDED}`].filter(Boolean).join(' · ')
      })
    case 'Question Group': return []
    case 'Stripe': return [isObject(v) ? 'Card saved' : str(v)]
    default: return [str(v)]
  }
}

/** An answer on one line (a table cell, a dialog row): its lines joined. */
export const answerText = (entry: AnswerLike | undefined) => answerLines(entry?.answer).join(', ') || NO_RESPONSE
