// POST /prepare-file-upload: the file's record now, its bytes next. The answer's presignedUpload is
// where the client POSTs them (the gateway's single-use /v1/file-upload/<token> on local disk, the
// bucket's presigned POST in clusters), limited to the announced size and type. A patient's files
// are always their own; staff name a patient of their business.
import { forbidden } from '@care/contracts/errors'
import { FILE_UPLOAD_LINK_SECONDS, type filesRoutes } from '@care/contracts/routes/records'
import { newObjectId } from '@care/kit/ids'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { FileStorage } from '@care/kit/storage/index'
import type { PrismaClient } from '../../db.ts'
import type { RecordsRepositories } from '../../repositories.ts'
import { createLink } from './links.ts'
import { checkEnduserOfBusiness } from '@care/kit/tenancy/enduser-of-business'
import { refuseStaffOnlyFileFields } from '../../collections/files.ts'

export interface FilesDeps {
  db: PrismaClient
  repos: RecordsRepositories
  storage: FileStorage
}

/** A public form visitor's upload is marked with the response it is for: what their session may confirm. */
export const publicFormUploadSource = (responseId: string) => `Public form response ${responseId}`

export const localUrl = (origin: string | undefined, path: string) => `${origin ?? ''}/v1/${path}`

export const prepareFileUpload = (d: FilesDeps): Handler<typeof filesRoutes, 'files.prepare-upload'> => async (input, ctx) => {
  const session = ctx.session!
  let enduserId = input.enduserId
  refuseStaffOnlyFileFields(session, input)
  if (session.type === 'enduser') {
    if (enduserId && enduserId !== session.id) throw forbidden()
    enduserId = session.id
  }
  const id = newObjectId()
  const secureName = `${session.businessId}/${id}`
  const fields = {
    name: input.name.trim(), size: input.size, type: input.type, secureName, timestamp: new Date().toISOString(),
    ...(enduserId ? { enduserId } : {}),
    ...(input.publicRead !== undefined ? { publicRead: input.publicRead } : {}),
    ...(input.publicName ? { publicName: input.publicName } : {}),
    ...(session.scope ? { source: publicFormUploadSource(session.scope.responseId) } : input.source ? { source: input.source } : {}),
    ...(input.externalId ? { externalId: input.externalId } : {}),
    ...(input.isCalledOut !== undefined ? { isCalledOut: input.isCalledOut } : {}),
    // hidden from the start, so its patient never hears of it (a later update would tell them it went)
    ...(input.hiddenFromEnduser !== undefined ? { hiddenFromEnduser: input.hiddenFromEnduser } : {}),
  }
  // staff need create access to files; a patient may always upload their own
  const repo = d.repos.files.systemRepo(session.businessId, { type: session.type, id: session.id })
  if (session.type === 'user') repo.assertMay(session, 'create', { ...fields, businessId: session.businessId })
  // the record is written by the system repository (no hooks): the patient it names is checked here
  await checkEnduserOfBusiness(d.db, enduserId, ctx)
  const file = await repo.create(fields, { id, creator: session.id })
  const token = await createLink(d.db, { purpose: 'upload', businessId: session.businessId, fileId: id, secureName, seconds: FILE_UPLOAD_LINK_SECONDS })
  const presignedUpload = await d.storage.presignedUpload(
    { key: secureName, type: input.type, maxBytes: input.size, expiresInSeconds: FILE_UPLOAD_LINK_SECONDS },
    localUrl(ctx.origin, `file-upload/${token}`),
  )
  return { presignedUpload, file }
}
