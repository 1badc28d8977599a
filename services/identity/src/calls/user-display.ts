// What anyone in a business may know of its staff: names, avatar and presence (spec 1 §6: endusers
// read users' display info), and configuring one's own inbox name.
import { users } from '@care/contracts/collections/index'
import { conflict, unauthenticated } from '@care/contracts/errors'
import { nameValidator, parseOrThrow as parse, slugValidator } from '@care/contracts/values/index'
import { toApiRecord } from '@care/kit/collections/index'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../repositories.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'

const DISPLAY = ['id', 'fname', 'lname', 'displayName', 'avatar', 'lastActive', 'lastLogout'] as const
const MAX_USERS = 1000

// the engine's serialisation (ISO dates, NULLs left out) of just the selected fields
const clean = (row: Record<string, unknown>) => toApiRecord(users, row)

export const userDisplayInfo = (d: SessionDeps): Handler<typeof identityRoutes, 'users.display-info'> => async (input, ctx) => {
  if (!ctx.session) throw unauthenticated()
  const rows = await repositoriesOf(d.db).users.systemRepo(ctx.session.businessId).findRows(input.id ? { id: input.id } : {}, { fields: DISPLAY, orderBy: { id: 'asc' }, take: MAX_USERS })
  return rows.map(clean)
}

export const userDisplayNames = (d: SessionDeps): Handler<typeof identityRoutes, 'users.display-names'> => async (_input, ctx) => {
  if (!ctx.session) throw unauthenticated()
  const rows = await repositoriesOf(d.db).users.systemRepo(ctx.session.businessId).findRows({}, { fields: ['id', 'fname', 'lname', 'displayName'], orderBy: { id: 'asc' }, take: MAX_USERS })
  return rows.map(clean)
}

export const configureInbox = (d: SessionDeps): Handler<typeof identityRoutes, 'users.configure-inbox'> => async (input, ctx) => {
  const session = ctx.session!
  const username = parse(slugValidator, String(input.username ?? '').trim().toLowerCase())
  const fname = parse(nameValidator, input.fname)
  const lname = parse(nameValidator, input.lname)
  const taken = await repositoriesOf(d.db).users.lookup({ username }, { fields: ['id'] })
  if (taken && taken.id !== session.id) throw conflict('This username is already taken')
  // username is read-only for callers: the system repository writes it, with its event
  const user = await repositoriesOf(d.db).users.systemRepo(session.businessId, { type: 'user', id: session.id }).update(session.id, { username, fname, lname })
  const authToken = await issueToken(d, { type: 'user', id: session.id, businessId: session.businessId }, sessionSeconds())
  return { authToken, user }
}
