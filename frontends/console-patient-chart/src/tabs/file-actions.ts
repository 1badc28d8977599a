// Links to a file's bytes: in the page (preview) or as a download. The links are asked for when
// used (they expire), never kept.
import type { CareClient } from '@care/sdk'
import type { FileRecord } from '../records.ts'

export type PreviewKind = 'image' | 'pdf' | undefined

export function previewKind(type: string | undefined): PreviewKind {
  const t = (type ?? '').toLowerCase()
  // browsers other than Safari cannot draw HEIC/HEIF, and the server does not convert them for
  // display yet: those are downloaded, not previewed
  if (t.startsWith('image/') && !/^image\/hei[cf]/.test(t)) return 'image'
  if (t === 'application/pdf') return 'pdf'
  return undefined
}

export async function fileLink(client: CareClient, file: FileRecord, inBrowser: boolean): Promise<string> {
  const { downloadURL } = await client.api.fileDownloadURL({ secureName: String(file.secureName), ...(inBrowser ? { preferInBrowser: true } : {}) })
  return downloadURL
}

/** starts the browser's download of a link that answers with Content-Disposition: attachment */
export function startDownload(url: string, name: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}
