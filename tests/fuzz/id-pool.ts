// Ids of records the fuzzer's principals created during the run, per collection: a route's `:id` is
// filled with one the calling principal created (or, failing that, another's: access control then
// has to refuse it), so updates and deletes reach past "Invalid id" and "not found".
import type { FuzzPrincipal } from './principals.ts'

export class IdPool {
  private readonly byCollection = new Map<string, { id: string; by: FuzzPrincipal }[]>()

  add(collection: string, by: FuzzPrincipal, id: unknown): void {
    if (typeof id !== 'string') return
    const ids = this.byCollection.get(collection) ?? []
    if (ids.length >= 200) ids.shift()
    ids.push({ id, by })
    this.byCollection.set(collection, ids)
  }

  /** The ids a create's answer names (createOne: the record; createSome: `created`). */
  addFromAnswer(collection: string, by: FuzzPrincipal, body: unknown): void {
    const answer = (body ?? {}) as { id?: unknown; created?: { id?: unknown }[] }
    this.add(collection, by, answer.id)
    if (Array.isArray(answer.created)) for (const r of answer.created) this.add(collection, by, r?.id)
  }

  /** The `pick`-th id (modulo) of those `by` made in `collection`, else of anyone's, else undefined. */
  pick(collection: string, by: FuzzPrincipal, pick: number): string | undefined {
    const all = this.byCollection.get(collection) ?? []
    const own = all.filter((r) => r.by === by)
    const from = own.length ? own : all
    return from.length ? from[pick % from.length].id : undefined
  }

  /** How many collections hold ids, for the totals. */
  get collections(): number {
    return this.byCollection.size
  }
}
