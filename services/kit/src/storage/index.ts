// The file storage a process uses, from its environment:
//   FILE_STORAGE=s3 with S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_PUBLIC_ENDPOINT,
//     S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) → an S3-compatible bucket;
//   otherwise the local disk under FILES_DIR (default .data/files).
// The gateway and the records service read the same variables, so in standalone mode both see the
// same directory.
import { join } from 'node:path'
import { createLocalDiskStorage } from './local-disk.ts'
import { createS3Storage } from './s3.ts'
import type { FileStorage } from './types.ts'

export type { FileStorage, PresignedUpload, UploadTarget } from './types.ts'
export { TooLargeError } from './types.ts'
export { createLocalDiskStorage } from './local-disk.ts'
export { createS3Storage } from './s3.ts'

export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.FILE_STORAGE === 's3') {
    if (!env.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET')
    return createS3Storage({
      bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT || undefined, publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    })
  }
  return createLocalDiskStorage(env.FILES_DIR ?? join(process.cwd(), '.data', 'files'))
}
