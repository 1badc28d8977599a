// A deleted file's bytes leave the storage with it (a patient's deletion deletes their files, which
// lands here too), a HEIC/HEIF file's display copy too. Idempotent: removing bytes already gone is no error.
import { onEvent } from '@care/kit/reactions/index'
import type { FileStorage } from '@care/kit/storage/index'
import { displayKey, needsDisplayCopy } from '../files/display-copy.ts'

export const fileBytesRemoved = (storage: FileStorage) =>
  onEvent('file-bytes-removed', 'evt.files.deleted', async (event) => {
    for (const record of event.records) {
      if (typeof record.secureName !== 'string' || !record.secureName) continue
      await storage.remove(record.secureName)
      // the JPEG copy of a HEIC/HEIF file goes with it
      if (needsDisplayCopy(record.type)) await storage.remove(displayKey(record.secureName))
    }
  })
