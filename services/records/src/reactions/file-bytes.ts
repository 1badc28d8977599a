// A deleted file's bytes leave the storage with it (a patient's deletion deletes their files, which
// lands here too). Idempotent: removing bytes already gone is no error.
import { onEvent } from '@care/kit/reactions/index'
import type { FileStorage } from '@care/kit/storage/index'

export const fileBytesRemoved = (storage: FileStorage) =>
  onEvent('file-bytes-removed', 'evt.files.deleted', async (event) => {
    for (const record of event.records) {
      if (typeof record.secureName === 'string' && record.secureName) await storage.remove(record.secureName)
    }
  })
