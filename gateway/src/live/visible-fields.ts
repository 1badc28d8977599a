// Which fields of an event record a session may see: the contracts' `project` (hidden fields and
// secrets never, fields hidden from endusers not to enduser sessions). Services already publish
// without hidden fields and secrets; this is the per-session cut and a second line of defence.
import { project } from '@care/contracts/access/visibility'
import { collectionByName } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'

type Rec = Record<string, unknown>

/** The record without the fields `session` may not see (the same object when nothing is hidden). */
export function visibleFields(session: Session, collection: string, record: Rec): Rec {
  const contract = collectionByName.get(collection)
  return contract ? project(session, contract, record) : record
}
