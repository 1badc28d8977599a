// POST /files/confirm-upload {id}: after a direct-to-bucket upload the client says it is done; the
// file is confirmed once its bytes are really there (uploads through the gateway are confirmed by
// the gateway, so this answers at once for them).
import { badRequest, notFound } from '@care/contracts/errors'
import { FILE_NOT_UPLOADED, type filesRoutes } from '@care/contracts/routes/records'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { publicFormUploadSource, type FilesDeps } from './prepare-upload.ts'

export const confirmFileUpload = (d: FilesDeps): Handler<typeof filesRoutes, 'files.confirm-upload'> => async (input, ctx) => {
  const file = await d.repos.files.repo(ctx).get(input.id)
  // a public form's visitor confirms only what they uploaded for that form (prepare-upload's source)
  const scope = ctx.session?.scope
  if (scope && file.source !== publicFormUploadSource(scope.responseId)) throw notFound()
  if (file.confirmedAt) return {}
  const bytes = await d.storage.size(String(file.secureName))
  if (bytes === undefined) throw badRequest(FILE_NOT_UPLOADED)
  await d.repos.files.systemRepo(ctx.session!.businessId, { type: ctx.session!.type, id: ctx.session!.id })
    .update(input.id, { confirmedAt: new Date().toISOString(), size: bytes })
  return {}
}
