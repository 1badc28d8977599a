// A response's PDF (GET /v1/form-responses/generate-pdf {id}: the gateway answers with the bytes,
// application/pdf, as an attachment) and the bulk export: the PDFs fetched one after another and
// zipped in the browser (fflate), with progress after each.
import { zipSync } from 'fflate'
import type { CareClient } from '@care/sdk'
import { dispositionName, refusalMessage } from '@care/ui'

export { saveBytes } from '@care/ui'

export interface PdfFile {
  name: string
  bytes: Uint8Array
}

/** The PDF's bytes, or the server's message as the error. */
export async function fetchResponsePdf(client: CareClient, id: string, fallbackName: string): Promise<PdfFile> {
  const headers: Record<string, string> = {}
  const token = client.session.authToken
  if (token) headers.authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await globalThis.fetch(`${client.apiUrl}/form-responses/generate-pdf?id=${encodeURIComponent(id)}`, { headers })
  } catch {
    throw new Error('No response - please check your Internet connection and try again')
  }
  if (!res.ok) throw new Error(await refusalMessage(res, `The PDF could not be made (${res.status})`))
  const bytes = new Uint8Array(await res.arrayBuffer())
  const named = dispositionName(res.headers.get('content-disposition'))
  return { name: named || fallbackName, bytes }
}

/** File names made safe and unique inside one zip ('Intake - Jordan.pdf', 'Intake - Jordan (2).pdf'). */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return names.map((raw) => {
    const clean = raw.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'response.pdf'
    const n = (seen.get(clean.toLowerCase()) ?? 0) + 1
    seen.set(clean.toLowerCase(), n)
    return n === 1 ? clean : clean.replace(/(\.pdf)?$/i, ` (${n})$1`)
  })
}

export function zipFiles(files: readonly PdfFile[]): Uint8Array {
  const names = uniqueNames(files.map((f) => f.name))
  // PDFs are compressed already: stored, not deflated again
  return zipSync(Object.fromEntries(files.map((f, i) => [names[i], [f.bytes, { level: 0 }]])))
}

export interface ExportProgress {
  done: number
  total: number
  failed: { id: string; label: string; message: string }[]
}

/** The PDFs of `items`, one at a time; each failure is kept with its message and the rest go on. */
export async function exportPdfs(
  client: CareClient,
  items: readonly { id: string; label: string; fileName: string }[],
  onProgress: (p: ExportProgress) => void,
): Promise<{ files: PdfFile[]; failed: ExportProgress['failed'] }> {
  const files: PdfFile[] = []
  const failed: ExportProgress['failed'] = []
  onProgress({ done: 0, total: items.length, failed })
  for (const [i, item] of items.entries()) {
    try {
      files.push(await fetchResponsePdf(client, item.id, item.fileName))
    } catch (e) {
      failed.push({ id: item.id, label: item.label, message: (e as Error).message })
    }
    onProgress({ done: i + 1, total: items.length, failed: [...failed] })
  }
  return { files, failed }
}
