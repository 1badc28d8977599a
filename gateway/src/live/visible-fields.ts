// Which fields of an event record a session may see: the contracts' `project` (hidden fields and
// secrets never, fields hidden from endusers not to enduser sessions). Services already publish
// without hidden fields and secrets; this is the per-session cut and a second line of defence.
// An update's change list is cut with its whole record in view: a collection's `enduserView`
// decides from the record (a form response's answers by who filled them), which the changes alone
// do not show; a changed field the cut removes is left out, one it narrows is sent narrowed.
import { project } from '@care/contracts/access/visibility'
import { collectionByName } from '@care/contracts/collections/index'
import type { Session } from '@care/contracts/session'

type Rec = Record<string, unknown>

/**
 * The record (or an update's changes, with `whole` the record after the update) without the fields
 * `session` may not see (the same object when nothing is hidden).
 */
export function visibleFields(session: Session, collection: string, record: Rec, whole?: Rec): Rec {
  const contract = collectionByName.get(collection)
  if (!contract) return record
  if (!whole || whole === record) return project(session, contract, record)
  const wholeVisible = project(session, contract, whole)
  if (wholeVisible === whole) return project(session, contract, record)
  const out: Rec = {}
  for (const [key, value] of Object.entries(record)) {
    if (!(key in wholeVisible)) continue
    // a field the cut changed in the whole record (redacted, narrowed by the view) is sent as cut
    out[key] = wholeVisible[key] !== whole[key] ? wholeVisible[key] : value
  }
  return out
}
