// A chat attachment's file (spec 1 §7 "Files"): POST /prepare-file-upload (for the patient, so they
// can download it) → { presignedUpload, file }, the multipart POST of its fields and the file to the
// upload target, then POST /files/confirm-upload. Answers the chat's attachment.
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from '@care/contracts/constants'
import type { CareClient } from '@care/sdk'

interface Prepared {
  presignedUpload: { url: string; fields?: Record<string, string> }
  file: { id: string; secureName: string; name?: string }
}

export interface Attachment {
  type: string
  name: string
  secureName: string
  fileId: string
}

export const UPLOAD_FAILED = 'Failed to upload file'

export async function uploadAttachment(client: CareClient, file: File, enduserId: string | undefined, o: { fetch?: typeof fetch } = {}): Promise<Attachment> {
  if (file.size > FILE_MAX_BYTES) throw new Error(FILE_TOO_LARGE)
  const type = file.type || 'application/octet-stream'
  const prepared = await client.call<Prepared>('POST', '/prepare-file-upload', { name: file.name, size: file.size, type, ...(enduserId ? { enduserId } : {}) })
  const form = new FormData()
  for (const [k, v] of Object.entries(prepared.presignedUpload.fields ?? {})) form.append(k, v)
  form.append('file', file, file.name)
  const headers: Record<string, string> = {}
  // our own upload target takes the session; a bucket's presigned POST must not receive it
  if (client.session.authToken && new URL(prepared.presignedUpload.url, location.href).origin === location.origin) headers.authorization = `Bearer ${client.session.authToken}`
  const res = await (o.fetch ?? fetch)(prepared.presignedUpload.url, { method: 'POST', body: form, headers })
  if (!res.ok) {
    let message = UPLOAD_FAILED
    try {
      const body = (await res.json()) as { message?: string }
      if (body.message) message = body.message
    } catch {
      // not JSON (a bucket's XML)
    }
    throw new Error(message)
  }
  await client.call('POST', '/files/confirm-upload', { id: prepared.file.id })
  return { type, name: file.name, secureName: prepared.file.secureName, fileId: prepared.file.id }
}
