// Files on the local disk (standalone mode): <root>/<key>. Uploads and downloads go through the
// gateway (/v1/file-upload/<token>, /v1/file-download/<token>), streamed, never buffered whole.
// Keys are the platform's own (`<businessId>/<fileId>`, and `.display.jpg` beside it: a HEIC/HEIF
// photo's copy for display); anything else is refused.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'
import { TooLargeError, type FileStorage } from './types.ts'

const KEY = /^[a-f0-9]{24}\/[a-f0-9]{24}(\.display\.jpg)?$/

export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir)
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`)
    const path = resolve(join(root, key))
    if (!path.startsWith(root + sep)) throw new Error(`not a file key: ${key}`)
    return path
  }
  return {
    kind: 'local',
    presignedUpload: async (_target, localUrl) => ({ url: localUrl, fields: {} }),
    // the gateway serves `?inline=1` for display in the browser (preferInBrowser), else as an attachment
    downloadUrl: async (_key, o, localUrl) => (o.inline ? `${localUrl}?inline=1` : localUrl),
    async write(key, body, o) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // written beside, then renamed: a failed or oversized upload never leaves a partial file
      const partial = `${path}.${randomUUID()}.partial`
      let bytes = 0
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length
          done(bytes > o.maxBytes ? new TooLargeError() : null, chunk)
        },
      })
      try {
        await pipeline(body, limit, createWriteStream(partial))
        await rename(partial, path)
      } catch (e) {
        await rm(partial, { force: true })
        throw e
      }
      return { bytes }
    },
    async read(key) {
      const path = pathOf(key)
      try {
        await stat(path)
      } catch {
        return undefined
      }
      return createReadStream(path) as Readable
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size
      } catch {
        return undefined
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  }
}
