// Every collection's contract, by owning service.
import { organizations } from './organizations.ts'
import { users } from './users.ts'
import { endusers } from './endusers.ts'
import type { Collection } from './define.ts'

export { organizations, users, endusers }
export const collections: Collection[] = [organizations, users, endusers]
export const collectionByName = new Map(collections.map((c) => [c.name, c]))
