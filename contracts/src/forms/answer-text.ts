// An answer in words (spec 3 §3 answer values; spec 3 §8: an empty answer reads 'No response
// provided', a missing part 'Not provided'), for every screen that shows a response: the portal's
// 'View Responses', the console's responses, the patient chart and the printed PDF (services/forms
// domain/pdf.ts, which adds what paper needs: signing time, 'File:' labels). English by default;
// a screen in the patient's language passes `language: 'es'` (or labels of its own), and dates
// are written by Intl in that language.
export const NO_RESPONSE = 'No response provided'
export const NOT_PROVIDED = 'Not provided'

/** The words an answer is written with, and the locale its dates are written in. */
export interface AnswerLabels {
  locale: string
  noResponse: string
  notProvided: string
  signedBy: (fullName: string) => string
  row: (n: number) => string
  reason: (reason: string) => string
  /** a dose frequency given as a number of times a day */
  timesDaily: (times: string) => string
  cardSaved: string
}

export const ANSWER_LABELS = {
  en: {
    locale: 'en-US',
    noResponse: NO_RESPONSE,
    notProvided: NOT_PROVIDED,
    signedBy: (fullName) => `Signed by ${fullName}`,
    row: (n) => `Row ${n}`,
    reason: (reason) => `Reason: ${reason}`,
    timesDaily: (times) => `${times}x daily`,
    cardSaved: 'Card saved',
  },
  es: {
    locale: 'es',
    noResponse: 'Sin respuesta',
    notProvided: 'No indicado',
    signedBy: (fullName) => `Firmado por ${fullName}`,
    row: (n) => `Fila ${n}`,
    reason: (reason) => `Motivo: ${reason}`,
    timesDaily: (times) => `${times} veces al día`,
    cardSaved: 'Tarjeta guardada',
  },
} as const satisfies Record<string, AnswerLabels>
export type AnswerLanguage = keyof typeof ANSWER_LABELS

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
  /** the language of the words and dates: English unless told */
  language?: AnswerLanguage
  /** words of the caller's own, in place of the language's */
  labels?: AnswerLabels
}

/** An answer as the lines 'View Responses' shows; at least one (none for a question group). */
export function answerLines(answer: AnswerLike['answer'], options: AnswerTextOptions = {}): string[] {
  const l: AnswerLabels = options.labels ?? ANSWER_LABELS[options.language ?? 'en']
  const v = answer?.value
  if (isEmpty(v)) return [l.noResponse]
  switch (answer?.type) {
    case 'signature': {
      const s = isObject(v) ? v : {}
      return [s.signed ? l.signedBy(str(s.fullName) || l.notProvided) : l.noResponse]
    }
    case 'Address': {
      const a = isObject(v) ? v : {}
      const cityLine = [str(a.city), [str(a.state), str(a.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      const lines = [str(a.addressLineOne), str(a.addressLineTwo), cityLine].filter(Boolean)
      return lines.length ? lines : [l.noResponse]
    }
    case 'file': return [str(isObject(v) ? v.name : v) || l.noResponse]
    case 'files': return (Array.isArray(v) ? v : []).map((f) => str(isObject(f) ? f.name : f))
    case 'date': {
      const d = new Date(str(v))
      if (Number.isNaN(d.getTime())) return [str(v)]
      const { timeZone } = options
      return [timeZone ? `${d.toLocaleString(l.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${timeZone}` : d.toLocaleString(l.locale, { dateStyle: 'medium', timeStyle: 'short' })]
    }
    case 'multiple_choice': case 'Dropdown': return [(Array.isArray(v) ? v : [v]).map(str).join(', ')]
    case 'ranking': return (Array.isArray(v) ? v : [v]).map((x, i) => `${i + 1}. ${str(x)}`)
    case 'Database Select': return (Array.isArray(v) ? v : [v]).map((x) => str(isObject(x) ? x.text : x))
    case 'Table Input':
      return (Array.isArray(v) ? v : []).map((row, i) => `${l.row(i + 1)}: ${(Array.isArray(row) ? row : []).map((c) => (isObject(c) ? `${str(c.label)}: ${str(c.entry) || l.notProvided}` : str(c))).join('; ')}`)
    case 'Medications':
      return (Array.isArray(v) ? v : []).map((m) => {
        const x = isObject(m) ? m : {}
        const name = str(x.drugName) && str(x.drugName) !== 'Unknown' ? str(x.drugName) : str(x.otherDrug) || str(x.displayTerm) || l.notProvided
        const dosage = isObject(x.dosage) ? [str(x.dosage.value), str(x.dosage.unit), /^\d+$/.test(str(x.dosage.frequency)) ? l.timesDaily(str(x.dosage.frequency)) : str(x.dosage.frequency)].filter(Boolean).join(' ') : ''
        return [name, dosage, l.reason(str(x.reasonForTaking) || l.notProvided)].filter(Boolean).join(' · ')
      })
    case 'Question Group': return []
    case 'Stripe': return [isObject(v) ? l.cardSaved : str(v)]
    default: return [str(v)]
  }
}

/** An answer on one line (a table cell, a dialog row): its lines joined. */
export const answerText = (entry: AnswerLike | undefined, options: AnswerTextOptions = {}) =>
  answerLines(entry?.answer, options).join(', ') || (options.labels ?? ANSWER_LABELS[options.language ?? 'en']).noResponse
