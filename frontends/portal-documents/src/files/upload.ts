// Uploading one file for the signed-in patient (spec 1 §7 "Files", spec 2 §2.8): POST
// /prepare-file-upload → { presignedUpload, file }, then a multipart POST of presignedUpload.fields
// and the file (as 'file') to presignedUpload.url — the gateway's single-use link on local disk, the
// bucket's presigned POST in clusters — with XMLHttpRequest so the page can show its progress, then
// POST /files/confirm-upload (needed after a direct-to-bucket upload, answered at once otherwise).
// Refusals (too large, a type the server will not take, an expired link) come back as messages a
// patient can act on.
import { FILE_MAX_BYTES } from '@care/contracts/constants'
import type { CareClient, RecordOf } from '@care/sdk'
import { texts } from '../texts.ts'

interface Prepared {
  presignedUpload: { url: string; fields?: Record<string, string> }
  file: { id: string }
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** tests pass a fake */
  createRequest?: () => XMLHttpRequest
}

export class UploadError extends Error {}

/** What is wrong with `file` before anything is sent, if anything. */
export function preflightError(file: Pick<File, 'size'>): string | undefined {
  return file.size > FILE_MAX_BYTES ? texts.errors.tooLarge : undefined
}

/** Browsers leave the type empty for extensions they do not know; the server needs one. */
export const uploadType = (file: Pick<File, 'type'>) => file.type || 'application/octet-stream'

/** The message for a refused multipart POST: the gateway's JSON message, a bucket's XML code, or the status. */
export function refusalMessage(status: number, body: string): string {
  if (status === 413) return texts.errors.tooMuchData
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  } catch {
    // a bucket answers XML: <Code>EntityTooLarge</Code>
    if (/<Code>EntityTooLarge<\/Code>/.test(body)) return texts.errors.tooLarge
  }
  return status === 0 ? texts.errors.network : texts.errors.refused(status)
}

function postForm(url: string, form: FormData, o: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = o.createRequest?.() ?? new XMLHttpRequest()
    const abort = () => xhr.abort()
    xhr.open('POST', url)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.min(1, e.loaded / e.total))
    }
    xhr.onload = () => {
      o.signal?.removeEventListener('abort', abort)
      if (xhr.status >= 200 && xhr.status < 300) resolve()
      else reject(new UploadError(refusalMessage(xhr.status, String(xhr.responseText ?? ''))))
    }
    xhr.onerror = () => {
      o.signal?.removeEventListener('abort', abort)
      reject(new UploadError(texts.errors.network))
    }
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
    o.signal?.addEventListener('abort', abort, { once: true })
    xhr.send(form)
  })
}

/** Uploads `file` as the patient's own and answers its record once the bytes are stored. */
export async function uploadFile(client: CareClient, enduserId: string, file: File, o: UploadOptions = {}): Promise<RecordOf<'files'>> {
  const early = preflightError(file)
  if (early) throw new UploadError(early)
  const prepared = await client.call<Prepared>('POST', '/prepare-file-upload', { name: file.name, size: file.size, type: uploadType(file), enduserId })
  o.signal?.throwIfAborted()
  const form = new FormData()
  for (const [k, v] of Object.entries(prepared.presignedUpload.fields ?? {})) form.append(k, v)
  form.append('file', file, file.name)
  o.onProgress?.(0)
  await postForm(prepared.presignedUpload.url, form, o)
  o.onProgress?.(1)
  await client.call('POST', '/files/confirm-upload', { id: prepared.file.id })
  // the record as it is now (confirmed, its stored size): the list shows it without waiting for live
  return client.collections.files.getOne(prepared.file.id)
}
