// The list of a service's collections is checked against its Prisma client when it is declared: a
// contract whose model (derived from its name) the client lacks does not compile (MissingModels),
// unless the entry names its model. The `@ts-expect-error` lines are the checks: `tsc` fails if a
// missing model ever compiles, or a present one stops compiling.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { forms, formFields, tickets } from '@care/contracts/collections/index'
import type { ModelDelegate, PrismaClientLike } from '../collections/types.ts'
import { camelName, modelName, type MissingModels } from './collections.ts'
import { defineService } from './define-service.ts'

/** a client with the models `form` and `formField` only */
interface FormsClient extends PrismaClientLike {
  form: ModelDelegate
  formField: ModelDelegate
}
declare const client: FormsClient
const base = { name: 'forms' as const, migrationsDir: '/nowhere', prisma: () => client }

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

test('a listed collection whose Prisma model is missing does not compile', () => {
  assertType<Equal<keyof MissingModels<FormsClient, readonly [typeof forms, typeof formFields]>, never>>()
  assertType<Equal<keyof MissingModels<FormsClient, readonly [typeof forms, typeof tickets]>, 'ticket'>>()

  const ok = defineService({ ...base, collections: [forms, [formFields, {}]] })
  // @ts-expect-error tickets' model `ticket` is not on the client
  const missing = defineService({ ...base, collections: [forms, tickets] })
  // @ts-expect-error the same with hooks beside the contract
  defineService({ ...base, collections: [[tickets, {}]] })
  // naming a model of the client instead is accepted
  const named = defineService({ ...base, collections: [[tickets, undefined, { model: 'form' }]] })
  assert.ok(ok && missing && named)
})

test('the repository key and model follow from the collection name', () => {
  assert.equal(camelName('enduser_tasks'), 'enduserTasks')
  assert.equal(modelName('enduser_tasks'), 'enduserTask')
  assert.equal(modelName('form_responses'), 'formResponse')
})
