// Every answer type as text (spec 3 §3 "Answer values by type"), for the response's PDF: what a
// reader of the printed response needs — a signature with its name and time, a file with its name,
// a table row by row. An empty answer reads 'No response provided' (spec 3 §8).
type Json = Record<string, unknown>
export const NO_RESPONSE = 'No response provided'

const str = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v))
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)

/** The lines an answer prints as (at least one). */
export function answerLines(answer: { type?: unknown; value?: unknown } | undefined, submittedAt?: string): string[] {
  const type = String(answer?.type ?? '')
  const v = answer?.value
  const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
  if (empty) return [NO_RESPONSE]
  switch (type) {
    case 'signature': {
      const s = isObject(v) ? v : {}
      const lines = [s.signed ? `Signed by ${str(s.fullName) || '(no name)'}` : `Not signed${s.fullName ? ` (${str(s.fullName)})` : ''}`]
      if (s.signed && submittedAt) lines.push(`Signed at ${submittedAt}`)
      if (s.pdfAttachment) lines.push(`Document: ${str(s.pdfAttachment)}`)
      return lines
    }
    case 'Address': {
      const a = isObject(v) ? v : {}
      const cityLine = [str(a.city), [str(a.state), str(a.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      return [str(a.addressLineOne), str(a.addressLineTwo), cityLine].filter(Boolean)
    }
    case 'file': return [`File: ${str(isObject(v) ? v.name : v)}`]
    case 'files': return (Array.isArray(v) ? v : []).map((f) => `File: ${str(isObject(f) ? f.name : f)}`)
    case 'multiple_choice': case 'Dropdown': return [(Array.isArray(v) ? v : [v]).map(str).join(', ')]
    case 'ranking': return (Array.isArray(v) ? v : [v]).map((x, i) => `${i + 1}. ${str(x)}`)
    case 'Database Select': return (Array.isArray(v) ? v : [v]).map((x) => str(isObject(x) ? x.text : x))
    case 'Table Input':
      return (Array.isArray(v) ? v : []).map((row, i) => `Row ${i + 1}: ${(Array.isArray(row) ? row : []).map((c) => (isObject(c) ? `${str(c.label)}: ${str(c.entry)}` : str(c))).join('; ')}`)
    case 'Medications':
      return (Array.isArray(v) ? v : []).map((m) => {
        const x = isObject(m) ? m : {}
        const dosage = isObject(x.dosage) ? [str(x.dosage.value), str(x.dosage.unit), str(x.dosage.frequency)].filter(Boolean).join(' ') : ''
        return [str(x.drugName) || str(x.otherDrug) || str(x.displayTerm), dosage, x.reasonForTaking ? `for ${str(x.reasonForTaking)}` : ''].filter(Boolean).join(' - ')
      })
    case 'Question Group': return (Array.isArray(v) ? v : []).map((x) => str(isObject(x) ? x.id : x))
    default: return [str(v)]
  }
}
