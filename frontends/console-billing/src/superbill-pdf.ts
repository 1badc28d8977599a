// A superbill's PDF (GET /v1/superbills/generate-pdf {id}: the gateway answers with the bytes,
// application/pdf, as an attachment), saved by the browser; the server's message as the error.
import type { CareClient } from '@care/sdk'
import { dispositionName, refusalMessage, saveBytes } from '@care/ui'
import { texts } from './texts.ts'

export async function downloadSuperbillPdf(client: CareClient, id: string, fallbackName: string, fetchPdf: typeof fetch = globalThis.fetch) {
  const headers: Record<string, string> = {}
  const token = client.session.authToken
  if (token) headers.authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetchPdf(`${client.apiUrl}/superbills/generate-pdf?id=${encodeURIComponent(id)}`, { headers })
  } catch {
    throw new Error('No response - please check your Internet connection and try again')
  }
  if (!res.ok) throw new Error(await refusalMessage(res, `${texts.superbills.pdfFailed} (${res.status})`))
  const bytes = new Uint8Array(await res.arrayBuffer())
  saveBytes(bytes, dispositionName(res.headers.get('content-disposition')) || fallbackName, 'application/pdf')
}
