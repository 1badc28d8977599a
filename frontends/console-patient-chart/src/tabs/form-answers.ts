// A response's answers in words (contracts' answer-text, as every screen shows them) and
// its PDF (GET /v1/form-responses/generate-pdf: the gateway answers with the bytes).
import type { CareClient } from '@care/sdk'

export { answerText, NO_RESPONSE } from '@care/contracts/forms/answer-text'

export interface AnswerEntry {
  fieldId: string
  fieldTitle?: string
  answer: { type: string; value?: unknown }
}

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
