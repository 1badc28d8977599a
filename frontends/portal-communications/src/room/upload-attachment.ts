// A chat attachment goes through the records service's files as Documents' uploads do (spec 1 §7
// "Files"): POST /prepare-file-upload → { presignedUpload, file }, a multipart POST of the presigned
// fields and the file to presignedUpload.url (the gateway's single-use link locally, the bucket's
// presigned POST in clusters), then POST /files/confirm-upload. The chat carries the file's secure
// name, kind and file id (spec 2 §3 "Message": attachments (type, secureName); the contract's fileId).
import { FILE_MAX_BYTES } from '@care/contracts/constants'
import type { CareClient } from '@care/sdk'
import { attachmentType } from '../chat-rules.ts'
import type { ChatAttachment } from '../chat-types.ts'
import { texts } from '../texts.ts'

interface Prepared {
  presignedUpload: { url: string; fields?: Record<string, string> }
  file: { id: string; secureName: string }
}

export class UploadError extends Error {}

/** The message for a refused multipart POST: the gateway's JSON message, a bucket's XML code, or the status. */
export function refusalMessage(status: number, body: string): string {
  if (status === 413) return texts.errors.tooMuchData
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  } catch {
    if (/<Code>EntityTooLarge<\/Code>/.test(body)) return texts.errors.tooLarge
  }
  return texts.errors.refused(status)
}

/** Stores `file` as the patient's own and answers the attachment a chat names it by. */
export async function uploadAttachment(client: CareClient, enduserId: string, file: File, fetchImpl: typeof fetch = fetch): Promise<ChatAttachment> {
  if (file.size > FILE_MAX_BYTES) throw new UploadError(texts.errors.tooLarge)
  const type = file.type || 'application/octet-stream'
  const prepared = await client.call<Prepared>('POST', '/prepare-file-upload', { name: file.name, size: file.size, type, enduserId })
  const form = new FormData()
  for (const [k, v] of Object.entries(prepared.presignedUpload.fields ?? {})) form.append(k, v)
  form.append('file', file, file.name)
  let res: Response
  try {
    res = await fetchImpl(prepared.presignedUpload.url, { method: 'POST', body: form })
  } catch {
    throw new UploadError(texts.errors.network)
  }
  if (!res.ok) throw new UploadError(refusalMessage(res.status, await res.text().catch(() => '')))
  await client.call('POST', '/files/confirm-upload', { id: prepared.file.id })
  return { type: attachmentType(type), secureName: prepared.file.secureName, name: file.name, fileId: prepared.file.id }
}
