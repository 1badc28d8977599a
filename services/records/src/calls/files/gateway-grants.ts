// What the gateway asks before it moves a file's bytes (bus-only calls): an upload link's grant,
// the upload's completion, a download link's file. Links are checked here, where they were made.
import { badRequest } from '@care/contracts/errors'
import { FILE_DOWNLOAD_LINK_INVALID, FILE_UPLOAD_LINK_INVALID, type filesBusRoutes } from '@care/contracts/routes/records'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { useUploadLink, validLink } from './links.ts'
import type { FilesDeps } from './prepare-upload.ts'
import { DISPLAY_TYPE, displayKey, displayName } from '../../files/display-copy.ts'

const system = { type: 'system', id: 'records' }

export const filesGatewayOperations = (d: FilesDeps): RouteOperations<typeof filesBusRoutes> => ({
  'files.authorize-upload': async (input) => {
    const link = await validLink(d.db, 'upload', input.token)
    const file = link && (await d.repos.files.systemRepo(link.businessId, system).row(link.fileId))
    if (!link || !file) throw badRequest(FILE_UPLOAD_LINK_INVALID)
    return { fileId: link.fileId, businessId: link.businessId, secureName: link.secureName, type: String(file.type), maxBytes: Number(file.size) }
  },
  'files.uploaded': async (input) => {
    const link = await validLink(d.db, 'upload', input.token)
    if (!link || !(await useUploadLink(d.db, input.token))) throw badRequest(FILE_UPLOAD_LINK_INVALID)
    const file = await d.repos.files.systemRepo(link.businessId, system).update(link.fileId, { confirmedAt: new Date().toISOString(), size: input.bytes })
    return { file }
  },
  'files.authorize-download': async (input) => {
    const link = await validLink(d.db, 'download', input.token)
    const file = link && (await d.repos.files.systemRepo(link.businessId, system).row(link.fileId))
    if (!link || !file) throw badRequest(FILE_DOWNLOAD_LINK_INVALID)
    // a link to the JPEG copy of a HEIC/HEIF file (download-url.ts) serves it as what it is
    if (link.secureName === displayKey(String(file.secureName))) return { secureName: link.secureName, name: displayName(String(file.name)), type: DISPLAY_TYPE }
    return { secureName: link.secureName, name: String(file.name), type: String(file.type) }
  },
})
