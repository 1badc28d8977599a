// Uploading a profile picture through the file calls of spec 1 §7: POST /prepare-file-upload
// → a presigned upload target and the file record, the file posted there as multipart, then the
// enduser's avatar set to the file's secureName. Files belong to a service that may not be
// deployed yet: `avatarUploadAvailable` says whether the route exists in the contracts.
import { routeNames, type CareClient, type SessionEnduser } from '@care/sdk'
import { keepAccountCurrent } from '@care/sdk'
import { texts } from './texts.ts'

export const avatarUploadAvailable = (names: readonly string[] = routeNames) => names.includes('prepareFileUpload' as never)

interface Prepared {
  presignedUpload: { url: string; fields?: Record<string, string> }
  file: { id?: string; secureName: string }
}

export async function uploadAvatar(client: CareClient, enduserId: string, file: File): Promise<string> {
  const prepared = await client.call<Prepared>('POST', '/prepare-file-upload', { name: file.name, size: file.size, type: file.type, enduserId, publicRead: false })
  const form = new FormData()
  for (const [k, v] of Object.entries(prepared.presignedUpload.fields ?? {})) form.append(k, v)
  form.append('file', file)
  const headers: Record<string, string> = {}
  if (client.session.authToken && new URL(prepared.presignedUpload.url, location.href).origin === location.origin) headers.authorization = `Bearer ${client.session.authToken}`
  const res = await fetch(prepared.presignedUpload.url, { method: 'POST', body: form, headers })
  if (!res.ok) throw new Error(res.status === 413 ? texts.errors.tooMuchData : texts.errors.uploadFailed(res.status))
  const updated = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(enduserId)}`, { updates: { avatar: prepared.file.secureName } })
  keepAccountCurrent(client, updated)
  return prepared.file.secureName
}

/** A displayable URL for an avatar secureName (GET /file-download-URL), or undefined. */
export async function avatarUrl(client: CareClient, secureName: string): Promise<string | undefined> {
  if (/^(https?:|data:|blob:)/.test(secureName)) return secureName
  if (!routeNames.includes('fileDownloadURL' as never)) return undefined
  const answer = await client.call<{ downloadURL?: string }>('GET', '/file-download-URL', { secureName })
  return answer.downloadURL
}
