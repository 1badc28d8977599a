// Links to a file's bytes: in the page (preview) or as a download. The links are asked for when
// used (they expire), never kept.
import type { CareClient } from '@care/sdk'
import type { FileRecord } from '../records.ts'

export type PreviewKind = 'image' | 'pdf' | undefined

export function previewKind(type: string | undefined): PreviewKind {
  const t = (type ?? '').toLowerCase()
  // HEIC/HEIF too: links asked for in-browser display serve the JPEG copy records makes of them
  // (services/records, heic-display-copy); an image that still cannot be drawn says so
  if (t.startsWith('image/')) return 'image'
  if (t === 'application/pdf') return 'pdf'
  return undefined
}

export async function fileLink(client: CareClient, file: FileRecord, inBrowser: boolean): Promise<string> {
  const { downloadURL } = await client.api.fileDownloadURL({ secureName: String(file.secureName), ...(inBrowser ? { preferInBrowser: true } : {}) })
  return downloadURL
}

/** starts the browser's download of a link that answers with Content-Disposition: attachment */
export { startDownload } from '@care/ui'
