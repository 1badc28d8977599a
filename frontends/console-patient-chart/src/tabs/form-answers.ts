// A response's answers in words (contracts' answer-text, as every screen shows them) and
// its PDF (GET /v1/form-responses/generate-pdf: the gateway answers with the bytes).
import type { CareClient } from '@care/sdk'
import { dispositionName, refusalMessage, saveBytes } from '@care/ui'

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
  if (!res.ok) throw new Error(await refusalMessage(res, `The PDF could not be made (${res.status})`))
  const name = dispositionName(res.headers.get('content-disposition')) ?? fallbackName
  saveBytes(await res.arrayBuffer(), name, 'application/pdf')
  return name
}
