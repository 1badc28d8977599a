// Files of type HEIC or HEIF are converted for display (spec 3 §3): browsers other than Safari
// cannot show them, so once such a file's bytes are confirmed, a JPEG copy is stored beside them
// (`<secureName>.display.jpg`, by the heic-display-copy reaction) and a link asked for with
// preferInBrowser serves the copy. Until the copy exists, the original is served: never a broken
// image pretending to be the file. The conversion is heic-convert (libheif compiled to WebAssembly).
import { Readable } from 'node:stream'
import convert from 'heic-convert'
import type { FileStorage } from '@care/kit/storage/index'

export const DISPLAY_COPY_TYPES: readonly string[] = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']
export const DISPLAY_TYPE = 'image/jpeg'
/** larger originals are left as they are (a phone photo is 1–5 MB) */
export const MAX_CONVERTED_BYTES = 50 * 1024 * 1024

export const needsDisplayCopy = (type: unknown) => typeof type === 'string' && DISPLAY_COPY_TYPES.includes(type.toLowerCase())
export const displayKey = (secureName: string) => `${secureName}.display.jpg`
/** 'IMG_0001.HEIC' → 'IMG_0001.jpg' */
export const displayName = (name: string) => `${name.replace(/\.(heic|heif)$/i, '')}.jpg`

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const stream = await storage.read(key)
  if (!stream) return undefined
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    total += (chunk as Buffer).length
    if (total > MAX_CONVERTED_BYTES) {
      stream.destroy()
      return undefined
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Stores the JPEG copy of a HEIC/HEIF file; answers whether there is one now. Idempotent. */
export async function makeDisplayCopy(storage: FileStorage, secureName: string): Promise<boolean> {
  const original = await bytesOf(storage, secureName)
  if (!original) return false
  const jpeg = Buffer.from(await convert({ buffer: original, format: 'JPEG', quality: 0.9 }))
  await storage.write(displayKey(secureName), Readable.from([jpeg]), { type: DISPLAY_TYPE, maxBytes: jpeg.length })
  return true
}

/** The key, name and type a link asked for with preferInBrowser should serve. */
export async function servedForDisplay(storage: FileStorage, file: { secureName: string; name: string; type: string }) {
  if (!needsDisplayCopy(file.type) || (await storage.size(displayKey(file.secureName))) === undefined) return file
  return { secureName: displayKey(file.secureName), name: displayName(file.name), type: DISPLAY_TYPE }
}
