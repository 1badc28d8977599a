// Type helpers over the generated route and collection types.
import type { CollectionTypes, NamedRouteTypes } from '../generated/routes.ts'

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

export type CollectionName = keyof CollectionTypes
export type RecordOf<K extends string> = K extends CollectionName ? CollectionTypes[K]['record'] : CareRecord
export type CreateOf<K extends string> = K extends CollectionName ? CollectionTypes[K]['create'] : Record<string, unknown>

export type RouteName = keyof NamedRouteTypes
