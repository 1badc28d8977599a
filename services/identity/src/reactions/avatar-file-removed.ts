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
      for (const repo of [repos.users.systemRepo(ctx.businessId, actor), repos.endusers.systemRepo(ctx.businessId, actor)]) {
        for (const row of await repo.findRows({ avatar: secureName }, { tx: ctx.tx })) await repo.update(String(row.id), { avatar: null }, { tx: ctx.tx })
      }
    }
  })
