// Identity's collections on the generic engine, with the entity rules that are identity's own.
import { organizations, users, endusers } from '@care/contracts/collections/index'
import { forbidden } from '@care/contracts/errors'
import { createCollectionOperations } from '@care/kit/collections/index'
import type { Operation } from '@care/kit/runtime/operation'
import type { IdentityDb } from '../db.ts'

const prefixed = (name: string, ops: Record<string, Operation>) =>
  Object.fromEntries(Object.entries(ops).map(([op, fn]) => [`${name}.${op}`, fn]))

const adminOnly = (op: Operation): Operation => async (payload, ctx) => {
  if (ctx.session?.type === 'user' && !ctx.session.isAdmin) throw forbidden('Only admin users can create or delete users')
  return op(payload, ctx)
}

export function identityCollections(prisma: IdentityDb): Record<string, Operation> {
  const userOps = createCollectionOperations({ collection: users, prisma, model: 'user' })
  return {
    ...prefixed('organizations', createCollectionOperations({ collection: organizations, prisma, model: 'organization' })),
    ...prefixed('users', { ...userOps, createOne: adminOnly(userOps.createOne), createSome: adminOnly(userOps.createSome), deleteOne: adminOnly(userOps.deleteOne) }),
    ...prefixed('endusers', createCollectionOperations({ collection: endusers, prisma, model: 'enduser' })),
  }
}
