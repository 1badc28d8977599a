// Sending a file's bytes where /prepare-file-upload said: a multipart POST of the given fields and
// then the file (the order a bucket's presigned POST needs), through XMLHttpRequest because fetch
// reports no upload progress.
import { CareApiError } from '@care/sdk'

export const UPLOAD_FAILED = 'Failed to upload file'

export interface PresignedUpload {
  url: string
  fields: Record<string, string>
}

/** the request the upload uses; tests hand in a fake */
export type XhrFactory = () => Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'upload' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'>

function refusal(status: number, body: string): CareApiError {
  let message: string | undefined
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed?.message === 'string') message = parsed.message
  } catch {
    // a bucket answers XML; its words are not for the user
  }
  return new CareApiError(status, message ?? UPLOAD_FAILED)
}

export interface UploadHandle {
  done: Promise<void>
  cancel(): void
}

/** Starts the upload; `onProgress` gets 0…1 as bytes leave. */
export function uploadFile(target: PresignedUpload, file: Blob & { name?: string }, onProgress: (fraction: number) => void, makeXhr: XhrFactory = () => new XMLHttpRequest()): UploadHandle {
  const xhr = makeXhr()
  const form = new FormData()
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v)
  form.append('file', file, file.name ?? 'file')
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve()
      } else reject(refusal(xhr.status, xhr.responseText))
    }
    xhr.onerror = () => reject(new CareApiError(0, UPLOAD_FAILED))
    xhr.onabort = () => reject(new CareApiError(0, 'Upload cancelled'))
  })
  xhr.open('POST', target.url)
  xhr.send(form)
  return { done, cancel: () => xhr.abort() }
}
