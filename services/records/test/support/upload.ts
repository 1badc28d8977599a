// A file made the way clients make one (spec 1 §7 "Files"): /prepare-file-upload, then the bytes
// as a multipart POST to the link it answered. For tests that need files of a patient.
import assert from 'node:assert/strict'
import { api, type Principal } from '@care/kit/testing/http'

export interface Prepared {
  presignedUpload: { url: string; fields: Record<string, string> }
  file: { id: string; secureName: string; enduserId?: string; confirmedAt?: string }
}

/** POSTs `bytes` to a prepared upload link; answers the gateway's status. */
export async function sendBytes(p: Prepared['presignedUpload'], bytes: ArrayLike<number>, name = 'file.txt'): Promise<number> {
  const form = new FormData()
  for (const [k, v] of Object.entries(p.fields)) form.append(k, v)
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(p.url, { method: 'POST', body: form })
  await res.body?.cancel()
  return res.status
}

/** Prepares and uploads a small text file as `as`; answers the confirmed file's record. */
export async function uploadFile(url: string, as: Principal, fields: Record<string, unknown> & { name: string }, text = `bytes of ${fields.name}`): Promise<Prepared['file']> {
  const bytes = new TextEncoder().encode(text)
  const res = await api<Prepared>(url, as, 'POST', '/prepare-file-upload', { size: bytes.length, type: 'text/plain', ...fields })
  assert.equal(res.status, 200, `prepare ${fields.name}: ${JSON.stringify(res.body)}`)
  assert.equal(await sendBytes(res.body.presignedUpload, bytes, fields.name), 204, `upload ${fields.name}`)
  return res.body.file
}
