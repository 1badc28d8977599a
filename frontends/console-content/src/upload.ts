// Uploading a file for content (spec 1 §7 "Files"): POST /prepare-file-upload → { presignedUpload,
// file }, the multipart POST of presignedUpload.fields and the file to presignedUpload.url, then
// POST /files/confirm-upload. Answers the stored file's secureName and name, which an item's
// attachments and a block's link hold (the portal turns a secureName into a download link).
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from '@care/contracts/constants'
import type { CareClient } from '@care/sdk'

interface Prepared {
  presignedUpload: { url: string; fields?: Record<string, string> }
  file: { id: string; secureName: string; name?: string }
}

export interface Uploaded {
  secureName: string
  name: string
  type: string
}

export async function uploadContentFile(client: CareClient, file: File, o: { fetch?: typeof fetch } = {}): Promise<Uploaded> {
  if (file.size > FILE_MAX_BYTES) throw new Error(FILE_TOO_LARGE)
  const type = file.type || 'application/octet-stream'
  const prepared = await client.call<Prepared>('POST', '/prepare-file-upload', { name: file.name, size: file.size, type, publicRead: true })
  const form = new FormData()
  for (const [k, v] of Object.entries(prepared.presignedUpload.fields ?? {})) form.append(k, v)
  form.append('file', file, file.name)
  const headers: Record<string, string> = {}
  if (client.session.authToken && new URL(prepared.presignedUpload.url, location.href).origin === location.origin) headers.authorization = `Bearer ${client.session.authToken}`
  const res = await (o.fetch ?? fetch)(prepared.presignedUpload.url, { method: 'POST', body: form, headers })
  if (!res.ok) {
    let message = `The upload was refused (${res.status})`
    try {
      const body = (await res.json()) as { message?: string }
      if (body.message) message = body.message
    } catch {
      // not JSON (a bucket's XML)
    }
    throw new Error(message)
  }
  await client.call('POST', '/files/confirm-upload', { id: prepared.file.id })
  return { secureName: prepared.file.secureName, name: file.name, type }
}
