// Files in an S3-compatible bucket (clusters; AWS S3, MinIO, Ceph …) with the AWS SDK v3. Clients
// upload straight to the bucket with a presigned POST limited to the announced size and type, and
// download with a presigned GET; the platform never carries the bytes.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Upload } from '@aws-sdk/lib-storage'
import type { Readable } from 'node:stream'
import type { FileStorage } from './types.ts'

export interface S3StorageOptions {
  bucket: string
  region?: string
  /** an S3-compatible server's URL (MinIO in the dev profile); AWS when absent */
  endpoint?: string
  /** the address browsers reach the bucket at, when it differs from `endpoint` (an in-cluster MinIO behind a port-forward or Ingress): links are signed for it */
  publicEndpoint?: string
  forcePathStyle?: boolean
  accessKeyId?: string
  secretAccessKey?: string
}

const disposition = (name: string, inline?: boolean) =>
  `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`

export function createS3Storage(o: S3StorageOptions): FileStorage {
  const clientFor = (endpoint: string | undefined) => new S3Client({
    region: o.region ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: o.forcePathStyle ?? Boolean(endpoint),
    ...(o.accessKeyId && o.secretAccessKey ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
  })
  const client = clientFor(o.endpoint)
  // signing is offline: a client for the public address only computes links
  const signer = o.publicEndpoint ? clientFor(o.publicEndpoint) : client
  const Bucket = o.bucket
  return {
    kind: 's3',
    async presignedUpload(target) {
      const { url, fields } = await createPresignedPost(signer, {
        Bucket, Key: target.key, Expires: target.expiresInSeconds,
        Conditions: [['content-length-range', 0, target.maxBytes], ['eq', '$Content-Type', target.type]],
        Fields: { 'Content-Type': target.type },
      })
      return { url, fields }
    },
    downloadUrl: (key, d) => getSignedUrl(signer, new GetObjectCommand({
      Bucket, Key: key, ResponseContentType: d.type, ResponseContentDisposition: disposition(d.name, d.inline),
    }), { expiresIn: d.expiresInSeconds }),
    async write(key, body: Readable, w) {
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: w.type } }).done()
      return { bytes: (await this.size(key)) ?? 0 }
    },
    async read(key) {
      try {
        return (await client.send(new GetObjectCommand({ Bucket, Key: key }))).Body as Readable
      } catch {
        return undefined
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength
      } catch {
        return undefined
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}
