// Uploads in progress on the Files tab: prepare (the file record appears in the list at once),
// send the bytes with progress, confirm (a bucket upload is confirmed by the client; a gateway
// upload already is), then the confirmed record replaces the first one.
import { useCallback, useState } from 'react'
import { CareApiError, type CareClient } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import type { FileRecord } from '../records.ts'
import { UPLOAD_FAILED, uploadFile, type XhrFactory } from './upload.ts'

export interface Upload {
  key: number
  name: string
  /** 0…1 */
  progress: number
  error?: string
  done?: boolean
}

let nextKey = 0

export async function uploadForPatient(client: CareClient, enduserId: string, file: File, onProgress: (f: number) => void, makeXhr?: XhrFactory): Promise<FileRecord> {
  const prepared = await client.api.prepareFileUpload({ name: file.name, size: file.size, type: file.type || 'application/octet-stream', enduserId })
  const cache = client.collection('files')
  cache.addReplaceIfMatch([prepared.file as FileRecord], { front: true })
  await uploadFile(prepared.presignedUpload, file, onProgress, makeXhr).done
  await client.api.filesConfirmUpload({ id: prepared.file.id })
  const confirmed = (await client.collectionApi('files').getOne(prepared.file.id)) as FileRecord
  cache.addReplaceIfMatch([confirmed])
  return confirmed
}

export function useFileUploads(enduserId: string, makeXhr?: XhrFactory) {
  const client = useCareClient()
  const [uploads, setUploads] = useState<Upload[]>([])
  const change = (key: number, changes: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...changes } : u)))

  const start = useCallback(
    (file: File) => {
      const key = ++nextKey
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }])
      uploadForPatient(client, enduserId, file, (progress) => change(key, { progress }), makeXhr).then(
        () => {
          change(key, { done: true, progress: 1 })
          // the list shows the file now; the finished bar goes after a moment
          window.setTimeout(() => setUploads((list) => list.filter((u) => u.key !== key)), 1500)
        },
        (e: unknown) => change(key, { error: e instanceof CareApiError ? e.message || UPLOAD_FAILED : UPLOAD_FAILED }),
      )
    },
    [client, enduserId, makeXhr],
  )
  const dismiss = useCallback((key: number) => setUploads((list) => list.filter((u) => u.key !== key)), [])
  return { uploads, start, dismiss }
}
