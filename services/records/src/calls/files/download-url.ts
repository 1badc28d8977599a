// GET /file-download-URL {secureName}: a link to a file the caller may read (their repository
// decides: a patient only their own, never one hidden from them), valid 7 days at most.
import { FILE_DOWNLOAD_LINK_MAX_MS } from '@care/contracts/constants'
import { badRequest, notFound } from '@care/contracts/errors'
import { FILE_NOT_UPLOADED, type filesRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { createLink } from './links.ts'
import { localUrl, type FilesDeps } from './prepare-upload.ts'

export const DOWNLOAD_LINK_SECONDS = Math.floor(FILE_DOWNLOAD_LINK_MAX_MS / 1000)

export const fileDownloadUrl = (d: FilesDeps): Handler<typeof filesRoutes, 'files.download-url'> => async (input, ctx) => {
  const file = await d.repos.files.repo(ctx).find({ secureName: input.secureName })
  if (!file) throw notFound()
  if (!file.confirmedAt) throw badRequest(FILE_NOT_UPLOADED)
  const name = String(file.name)
  const token = await createLink(d.db, { purpose: 'download', businessId: ctx.session!.businessId, fileId: String(file.id), secureName: input.secureName, seconds: DOWNLOAD_LINK_SECONDS })
  const downloadURL = await d.storage.downloadUrl(
    input.secureName, { name, type: String(file.type), expiresInSeconds: DOWNLOAD_LINK_SECONDS, inline: input.preferInBrowser === true },
    localUrl(ctx.origin, `file-download/${token}`),
  )
  return { downloadURL, name }
}
