// Record, create-input and named-call types, taken from the contracts' zod schemas. Every import
// here is `import type`: erased from the bundle, so the browser carries neither zod nor a schema.
import type { z } from 'zod'
import type { DeclaredCollection } from '@care/contracts/collections/index'
import type { NamedCall } from '@care/contracts/routes/index'
import type { namedRoutes } from '../generated/routes.ts'
import type { UnservedCollection } from '../services-not-yet.ts'

/** Any record: every collection's records carry an id. */
export interface CareRecord {
  id: string
  businessId?: string
  organizationIds?: string[]
  creator?: string
  createdAt?: string
  updatedAt?: string
  [key: string]: unknown
}

/** The collections declared in contracts. */
export type CollectionName = DeclaredCollection['name']
/** Every collection a screen may name: those of contracts, and those whose service has not shipped (untyped records). */
export type KnownCollection = CollectionName | UnservedCollection

type ContractOf<K extends CollectionName> = Extract<DeclaredCollection, { name: K }>
type HiddenOf<C> = C extends { hidden?: readonly (infer H extends string)[] } ? H : never
type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** A record of collection K as the API answers it: its record schema's output, less its hidden fields (they never leave the service). */
export type RecordOf<K extends KnownCollection> = K extends CollectionName ? Simplify<Omit<z.output<ContractOf<K>['record']>, HiddenOf<ContractOf<K>>>> : CareRecord
/** What a create of K sends: its fields as the create call's schema accepts them (other keys allowed, as the server's loose schema does). */
export type CreateOf<K extends KnownCollection> = K extends CollectionName ? z.input<z.ZodObject<ContractOf<K>['fields'], z.core.$loose>> : Record<string, unknown>
/** What an update of K sends: any of its create fields, or `null` to unset one (the server refuses `null` only for a required field). */
export type UpdateOf<K extends KnownCollection> = UpdatesTo<CreateOf<K>>
/** The updates of a record whose create sends C: each field optional, `null` unsetting it. */
export type UpdatesTo<C> = { [F in keyof C]?: C[F] | null }

type CallOf<Op> = Extract<NamedCall, { operation: Op }>
type AnswerOf<C extends NamedCall> = [Exclude<C['output'], undefined>] extends [never] ? void : z.output<Exclude<C['output'], undefined>>

/** Input (what the call accepts) and answer of each named call, by its `client.api` name. */
export type NamedRouteTypes = {
  [R in (typeof namedRoutes)[number] as R['name']]: { input: z.input<CallOf<R['operation']>['input']>; output: AnswerOf<CallOf<R['operation']>> }
}
export type RouteName = keyof NamedRouteTypes
