// A HEIC/HEIF file whose bytes were just confirmed gets its JPEG copy for display
// (files/display-copy.ts). An original that cannot be decoded is no failure to retry forever:
// it is logged and the file stays downloadable as it is.
import { onEvent } from '@care/kit/reactions/index'
import type { FileStorage } from '@care/kit/storage/index'
import { makeDisplayCopy, needsDisplayCopy } from '../files/display-copy.ts'

export const heicDisplayCopy = (storage: FileStorage) =>
  onEvent('heic-display-copy', 'evt.files.updated', async (event, ctx) => {
    const confirmed = new Set((event.changes ?? []).filter((c) => 'confirmedAt' in c.changes && c.changes.confirmedAt).map((c) => c.id))
    for (const record of event.records) {
      if (!confirmed.has(String(record.id)) || !needsDisplayCopy(record.type) || typeof record.secureName !== 'string') continue
      try {
        await makeDisplayCopy(storage, record.secureName)
      } catch (err) {
        ctx.log.warn({ err, fileId: record.id }, 'files: a HEIC/HEIF file could not be converted for display')
      }
    }
  })
