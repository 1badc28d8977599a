// GET /file-download-URL {secureName}: a link to a file the caller may read (their repository
// decides: a patient only their own, never one hidden from them), valid 7 days at most; shown in
// the browser (preferInBrowser; images but not SVG, PDFs, plain text, audio, video), a HEIC/HEIF
// photo is served as its JPEG copy.
import { FILE_DOWNLOAD_LINK_MAX_MS } from '@care/contracts/constants'
import { badRequest, notFound } from '@care/contracts/errors'
import { FILE_NOT_UPLOADED, fileShownInline, type filesRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { createLink } from './links.ts'
import { servedForDisplay } from '../../files/display-copy.ts'
import { localUrl, type FilesDeps } from './prepare-upload.ts'

export const DOWNLOAD_LINK_SECONDS = Math.floor(FILE_DOWNLOAD_LINK_MAX_MS / 1000)

export const fileDownloadUrl = (d: FilesDeps): Handler<typeof filesRoutes, 'files.download-url'> => async (input, ctx) => {
  // through the caller's repository, not the system's: that decides access and notes the read in the
  // audit trail (services/kit/src/audit), so a download link is a 'read' entry of user_logs
  const file = await d.repos.files.repo(ctx).find({ secureName: input.secureName })
  if (!file) throw notFound()
  // a public form's visitor reads no file of the patient's, only what the clinic made public (a signature's document)
  if (ctx.session?.scope && file.publicRead !== true) throw notFound()
  if (!file.confirmedAt) throw badRequest(FILE_NOT_UPLOADED)
  const original = { secureName: input.secureName, name: String(file.name), type: String(file.type) }
  const shown = input.preferInBrowser === true
  // shown in the browser: a HEIC/HEIF photo's JPEG copy once it exists (files/display-copy.ts);
  // only types that run no script (fileShownInline), the rest are attachments wherever they are stored
  const served = shown ? await servedForDisplay(d.storage, original) : original
  const inline = shown && fileShownInline(served.type)
  const token = await createLink(d.db, { purpose: 'download', businessId: ctx.session!.businessId, fileId: String(file.id), secureName: served.secureName, seconds: DOWNLOAD_LINK_SECONDS })
  const downloadURL = await d.storage.downloadUrl(
    served.secureName, { name: served.name, type: served.type, expiresInSeconds: DOWNLOAD_LINK_SECONDS, inline },
    localUrl(ctx.origin, `file-download/${token}`),
  )
  return { downloadURL, name: original.name }
}
