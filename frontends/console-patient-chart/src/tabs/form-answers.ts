// A response's answers in words (spec 3 §3 answer values; spec 3 §8 'No response provided') and
// its PDF (GET /v1/form-responses/generate-pdf: the gateway answers with the bytes).
import type { CareClient } from '@care/sdk'

export const NO_RESPONSE = 'No response provided'

export interface AnswerEntry {
  fieldId: string
  fieldTitle?: string
  answer: { type: string; value?: unknown }
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

function valueText(type: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  if (Array.isArray(value)) {
    if (type === 'ranking') return value.map((v, i) => `${i + 1}. ${String(v)}`).join(', ')
    if (type === 'Table Input') return value.map((row, i) => `Row ${i + 1}: ${(Array.isArray(row) ? row : []).map((c: Obj) => `${String(c.label)}: ${String(c.entry ?? '')}`).join(', ')}`).join('; ')
    return value.map((v) => valueText(type, v)).filter(Boolean).join(', ')
  }
  if (isObj(value)) {
    if (type === 'signature') return value.signed || value.fullName ? `Signed by ${String(value.fullName ?? '')}` : ''
    if (type === 'Address') return [value.addressLineOne, value.addressLineTwo, value.city, value.state, value.zipCode].filter(Boolean).join(', ')
    if (typeof value.name === 'string') return value.name
    if (typeof value.text === 'string') return value.text
    if ('drugName' in value || 'otherDrug' in value) return String(value.drugName || value.otherDrug)
    return Object.values(value).filter((v) => typeof v === 'string' || typeof v === 'number').join(', ')
  }
  return String(value)
}

export const answerText = (entry: AnswerEntry) => valueText(entry.answer.type, entry.answer.value) || NO_RESPONSE

/** Downloads the response's PDF; a refusal throws the server's message. */
export async function downloadResponsePdf(client: CareClient, id: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = {}
  if (client.session.authToken) headers.authorization = `Bearer ${client.session.authToken}`
  const res = await globalThis.fetch(`${client.apiUrl}/form-responses/generate-pdf?id=${encodeURIComponent(id)}`, { headers })
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    let message = text
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text
    } catch {
      // the text itself
    }
    throw new Error(message || `The PDF could not be made (${res.status})`)
  }
  const disposition = res.headers.get('content-disposition') ?? ''
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const name = star ? decodeURIComponent(star) : (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName)
  const url = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: 'application/pdf' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return name
}
