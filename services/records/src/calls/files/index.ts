// Files' named calls (spec 1 §7 "Files") and the gateway's bus-only grants.
import type { filesRoutes } from '@care/contracts/routes/records'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { confirmFileUpload } from './confirm-upload.ts'
import { fileDownloadUrl } from './download-url.ts'
import { prepareFileUpload, type FilesDeps } from './prepare-upload.ts'

export type { FilesDeps } from './prepare-upload.ts'
export { filesGatewayOperations } from './gateway-grants.ts'

export const filesOperations = (d: FilesDeps): RouteOperations<typeof filesRoutes> => ({
  'files.prepare-upload': prepareFileUpload(d),
  'files.download-url': fileDownloadUrl(d),
  'files.confirm-upload': confirmFileUpload(d),
})
