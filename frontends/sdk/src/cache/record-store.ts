// The ordered records of one collection, keyed by id. Each write returns whether anything changed,
// so listeners only run for real changes; `records` is a new array only after a change.
import type { CareRecord } from '../api/records.ts'

export class RecordStore<T extends { id: string } = CareRecord> {
  private byId = new Map<string, T>()
  private order: string[] = []
  private list: T[] = []
  private dirty = false

  get size() {
    return this.byId.size
  }

  get(id: string): T | undefined {
    return this.byId.get(id)
  }

  has(id: string) {
    return this.byId.has(id)
  }

  /** the records in order; the same array until something changes */
  get records(): readonly T[] {
    if (this.dirty) {
      this.list = this.order.map((id) => this.byId.get(id)!)
      this.dirty = false
    }
    return this.list
  }

  set(records: readonly T[]) {
    this.byId = new Map()
    this.order = []
    for (const r of records) {
      if (!this.byId.has(r.id)) this.order.push(r.id)
      this.byId.set(r.id, r)
    }
    this.dirty = true
    return true
  }

  /** Adds at the front or end; a record already present moves there, as the new version. */
  add(records: readonly T[], where: 'front' | 'end') {
    if (!records.length) return false
    const ids = new Set(records.map((r) => r.id))
    const rest = this.order.filter((id) => !ids.has(id))
    const added = [...ids]
    this.order = where === 'front' ? [...added, ...rest] : [...rest, ...added]
    for (const r of records) this.byId.set(r.id, r)
    this.dirty = true
    return true
  }

  /** Replaces records with the same id in place, adds the others at the front or end. */
  addReplaceIfMatch(records: readonly T[], where: 'front' | 'end') {
    const fresh = new Map<string, T>()
    let changed = false
    for (const r of records) {
      if (!this.byId.has(r.id)) fresh.set(r.id, r)
      else if (this.byId.get(r.id) !== r) {
        this.byId.set(r.id, r)
        changed = true
      }
    }
    if (fresh.size) this.add([...fresh.values()], where)
    if (changed) this.dirty = true
    return changed || fresh.size > 0
  }

  /** Swaps the record with the same id; false when there is none. */
  replace(record: T) {
    if (!this.byId.has(record.id)) return false
    this.byId.set(record.id, record)
    this.dirty = true
    return true
  }

  modify(id: string, fn: (record: T) => T) {
    const current = this.byId.get(id)
    if (!current) return false
    const next = fn(current)
    if (next === current) return false
    this.byId.set(id, { ...next, id })
    this.dirty = true
    return true
  }

  remove(ids: readonly string[]) {
    const gone = new Set(ids.filter((id) => this.byId.has(id)))
    if (!gone.size) return false
    for (const id of gone) this.byId.delete(id)
    this.order = this.order.filter((id) => !gone.has(id))
    this.dirty = true
    return true
  }

  clear() {
    const had = this.byId.size > 0
    this.byId = new Map()
    this.order = []
    this.dirty = true
    return had
  }
}
