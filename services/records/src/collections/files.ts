// files' entity rule: a file record is made only with its upload link (/prepare-file-upload), so a
// record never points at bytes that were never meant to arrive.
import { badRequest } from '@care/contracts/errors'
import { FILE_CREATED_BY_UPLOAD } from '@care/contracts/routes/records'
import type { CollectionHooks } from '@care/kit/collections/index'

export const fileHooks: CollectionHooks = {
  beforeCreate() {
    throw badRequest(FILE_CREATED_BY_UPLOAD)
  },
}
