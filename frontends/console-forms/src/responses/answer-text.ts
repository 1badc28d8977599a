// One answer as text for the responses table and the answers dialog (spec 3 §3 answer values;
// spec 3 §8: an empty answer reads 'No response provided').
import type { AnswerEntry } from '@care/contracts/forms/index'

export const NO_RESPONSE = 'No response provided'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

function valueText(type: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  if (Array.isArray(value)) {
    if (!value.length) return ''
    if (type === 'ranking') return value.map((v, i) => `${i + 1}. ${String(v)}`).join(', ')
    if (type === 'Table Input') {
      return value
        .map((row, i) => `Row ${i + 1}: ${(Array.isArray(row) ? row : []).map((c: Obj) => `${String(c.label)}: ${String(c.entry ?? '')}`).join(', ')}`)
        .join('; ')
    }
    return value.map((v) => valueText(type, v)).filter(Boolean).join(', ')
  }
  if (isObj(value)) {
    if (type === 'signature') return value.signed || value.fullName ? `Signed by ${String(value.fullName ?? '')}` : ''
    if (type === 'Address') return [value.addressLineOne, value.addressLineTwo, value.city, value.state, value.zipCode].filter(Boolean).join(', ')
    if ('name' in value && ('secureName' in value || type === 'file' || type === 'files')) return String(value.name)
    if ('text' in value) return String(value.text)
    if ('drugName' in value || 'otherDrug' in value) return String(value.drugName || value.otherDrug)
    return Object.values(value).filter((v) => typeof v === 'string' || typeof v === 'number').join(', ')
  }
  return String(value)
}

export const answerText = (entry: AnswerEntry | undefined) => (entry ? valueText(entry.answer.type, entry.answer.value) : '') || NO_RESPONSE
