// How a collection is declared once, in contracts, for its owning service, the gateway's route
// table, the OpenAPI document and the generic collection engine (services/kit/src/collections).
import { z } from 'zod'
import type { ServiceName } from '../bus.ts'
import { baseRecordShape } from '../record.ts'
import type { Session } from '../session.ts'

export interface UniqueRule<F extends string = string> {
  fields: readonly F[]
  /** 'business' (default): unique within a business; 'global': across the platform */
  scope?: 'business' | 'global'
  /** the form-specific message that replaces the generic one */
  message?: string
}

/** What an enduser (patient) session may do with a collection: nothing unless stated. */
export interface EnduserAccess {
  create?: boolean
  /** 'own': records whose enduserId (or id, for endusers) is the caller; 'all': every record of the business */
  read?: 'own' | 'all'
  update?: 'own'
  delete?: 'own'
}

export interface CollectionContract<Shape extends z.ZodRawShape = z.ZodRawShape, N extends string = string, H extends readonly (keyof Shape & string)[] = readonly (keyof Shape & string)[]> {
  /** spec name, e.g. `endusers`, `calendar_event_RSVPs` (kept literal: a service's repositories are keyed by it) */
  name: N
  service: ServiceName
  /** the collection's own fields (base record fields are added); every field optional here */
  fields: Shape
  /** required on create */
  required?: readonly (keyof Shape & string)[]
  /** set by the server only: any write → 'This field cannot be updated' */
  readonly?: readonly (keyof Shape & string)[]
  /** may be set on create, never updated */
  updatesDisabled?: readonly (keyof Shape & string)[]
  /** read-only counters the server keeps (a form's numFields): a value sent on create or update is ignored, as the SDK sends one */
  counters?: readonly (keyof Shape & string)[]
  unique?: readonly UniqueRule<(keyof Shape & string) | 'creator'>[]
  /** removed from every answer to an enduser session */
  hiddenFromEndusers?: readonly (keyof Shape & string)[]
  /** never leave the service (hashes, secrets); kept literal: @care/sdk's record types leave them out */
  hidden?: H
  /**
   * fields kept in full inside the service but answered and published only in a redacted form
   * (an integration's tokens → its authentication type): never in an answer, an event or the outbox
   */
  secrets?: { readonly [K in keyof Shape & string]?: (value: unknown) => unknown }
  /** the API only reads it: no create, update or delete route (the audit trail); the service writes through its system repository */
  writtenBySystemOnly?: boolean
  /** only the record's creator may read, update or delete it, whatever the role (spec 1 §6) */
  creatorOnly?: boolean
  /** what createOne answers when it is not the record (api_keys: `{ id, key }`, the key shown once) */
  createAnswer?: z.ZodType
  enduserAccess?: EnduserAccess
  /**
   * the 400 message when a patient creates a record naming another patient in its enduser field
   * (tickets: 'enduserId does not match creator id for enduser session'); else 403
   */
  enduserMismatchMessage?: string
  /** a boolean field: records where it is true are invisible to patients (reads, updates, deletes, live) */
  enduserHiddenWhen?: keyof Shape & string
  /**
   * what an enduser sees of a record they may read, beyond hidden fields (applied by `project`, so
   * REST answers and live events agree): form responses keep only the answers shared with them
   */
  enduserView?: (record: Record<string, unknown>) => Record<string, unknown>
  /**
   * for a collection whose owning service narrows patients' reads beyond this contract (a readScope
   * that reads other tables: content's assignments, community's public forums), what the live
   * fan-out may decide from an event's record alone: the `fields` it looks at (carried from before
   * an update, like the access fields) and whether the patient may hear of the record (`visible`,
   * never more than their REST reads); `false`: patients hear no live event of it and read it over
   * REST. Without it, the contract's rule decides live events as it decides reads.
   */
  enduserLive?: false | { fields: readonly (keyof Shape & string)[]; visible: (session: Session, record: Record<string, unknown>) => boolean }
  /** fields searched by `search.query` */
  searchFields?: readonly (keyof Shape & string)[]
  /**
   * a record read through its parent (spec 1 §6 "form fields by form access"): staff may do
   * anything to it only when they may read the parent that `field` names in `collection` (a role
   * with no read access to the parent sees none; under 'Assigned', only the parents assigned to
   * them). Declared once; the contracts' rule (mayAct), the kit's queries and the live fan-out derive from it.
   */
  accessVia?: { collection: string; field: string }
  /**
   * the id references the record holds, by path → the collection they name (issue #18 item 9):
   * every id written there must name a record of the caller's business, else 400 naming the path
   * (the kit's tenancy/references.ts, for every create, createSome and update). A path is a field,
   * dotted into objects; `[]` stands for each element of a list, `{}` for each key of an object
   * (a map keyed by id): `formResponseIds[]`, `previousFields[].info.fieldId`, `options.databaseId`,
   * `journeys{}`.
   */
  references?: { readonly [path: string]: string }
  /**
   * fields an update event also carries as they were (in `previous`, beside the access fields), for
   * a reaction that must know what an update changed inside a field: endusers' journeys (records
   * starts a journey for a patient whose map gained it)
   */
  eventPrevious?: readonly (keyof Shape & string)[]
  /** fields that decide 'Assigned' access: user id or list of user ids */
  assignmentFields?: readonly (keyof Shape & string)[]
  /**
   * what 'Default' access (a role that sets nothing for this collection) means here: every record of
   * the business when absent; 'Assigned' for the collections spec 1 §6 names access filters for —
   * patients by assignedTo, tickets by owner, meetings and calendar events by attendee, chat rooms and
   * their chats by member — so an unconfigured staff role reaches only what is theirs there
   */
  defaultAccess?: 'Assigned'
  /** the field holding the enduser a record belongs to ('id' for endusers) */
  enduserField?: string
  /** filled on create when the caller leaves them out */
  defaults?: { [K in keyof Shape]?: unknown }
}

export function defineCollection<Shape extends z.ZodRawShape, const N extends string = string, const H extends readonly (keyof Shape & string)[] = readonly []>(c: CollectionContract<Shape, N, H>) {
  const record = z.object({ ...baseRecordShape, ...c.fields })
  return { ...c, record }
}
export type Collection = ReturnType<typeof defineCollection>

/** URL names (ARCHITECTURE.md §4): plural = name with `_` → `-`; singular = plural minus its final `s`. */
export const pluralPath = (name: string) => name.replace(/_/g, '-')
export const singularPath = (name: string) => pluralPath(name).replace(/s$/, '')
