// Where uploaded files' bytes live (issue #11): one interface, two adapters — the local disk in
// standalone mode (local-disk.ts) and an S3-compatible bucket in clusters (s3.ts). The records
// service decides who may upload or download what; the adapter only moves bytes and signs links.
import type { Readable } from 'node:stream'

export interface PresignedUpload {
  /** where the client POSTs a multipart form: `fields` first, then the file as `file` (S3's presigned POST) */
  url: string
  fields: Record<string, string>
}

export interface UploadTarget {
  key: string
  type: string
  /** the size the file was announced with; the upload is refused beyond it */
  maxBytes: number
  expiresInSeconds: number
}

export interface FileStorage {
  readonly kind: 'local' | 's3'
  /**
   * The form target for an upload. `localUrl` is where this platform receives it itself (the
   * gateway's /v1/file-upload/<token>); a bucket answers its own presigned POST instead.
   */
  presignedUpload(target: UploadTarget, localUrl: string): Promise<PresignedUpload>
  /** a link that serves the bytes until it expires; `localUrl` as for uploads */
  downloadUrl(key: string, o: { name: string; type: string; expiresInSeconds: number; inline?: boolean }, localUrl: string): Promise<string>
  /** streams the bytes in, refusing more than maxBytes (local uploads through the gateway) */
  write(key: string, body: Readable, o: { type: string; maxBytes: number }): Promise<{ bytes: number }>
  read(key: string): Promise<Readable | undefined>
  size(key: string): Promise<number | undefined>
  remove(key: string): Promise<void>
}

export class TooLargeError extends Error {
  constructor() {
    super('File exceeds its announced size')
  }
}
