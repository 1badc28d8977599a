// spec 1 §4: deleting a file unsets any user's avatar that points to it (and a patient's: their
// avatar is a file too). Avatars hold the file's secureName.
import { onEvent } from '@care/kit/reactions/index'
import type { IdentityDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export const avatarFileRemoved = (db: IdentityDb) =>
  onEvent('avatar-file-removed', 'evt.files.deleted', async (event, ctx) => {
    const repos = repositoriesOf(db)
    const actor = event.actor ?? { type: 'system', id: 'identity' }
    for (const record of event.records) {
      const secureName = record.secureName
      if (typeof secureName !== 'string' || !secureName) continue
      const users = repos.users.systemRepo(ctx.businessId, actor)
      for (const { id } of await users.findRows({ avatar: secureName }, { tx: ctx.tx, fields: ['id'] })) await users.update(id, { avatar: null }, { tx: ctx.tx })
      const endusers = repos.endusers.systemRepo(ctx.businessId, actor)
      for (const { id } of await endusers.findRows({ avatar: secureName }, { tx: ctx.tx, fields: ['id'] })) await endusers.update(id, { avatar: null }, { tx: ctx.tx })
    }
  })
