// Reads of patient data, for the audit trail: every getOne, getSome and bulkRead a session makes on
// a collection that holds patient data (contracts/src/access/audit.ts) becomes a `read` event
// (`evt.<collection>.read`: who, from where, which records and whose) written to the service's
// outbox, and the records service's audit-trail reaction turns it into user_logs rows. Handlers
// never remember to do it: the collection engine calls `noteRead` after every successful read.
//
// Off the request path: reads are buffered and written in one INSERT every FLUSH_MS (or at
// MAX_BUFFERED records), so a read costs the caller no database round trip; within a window the
// reads of one caller (same address) of one collection are one event, each record once — a screen
// that reloads a record ten times in 200 ms is one entry, not ten. The price: reads made in the
// last FLUSH_MS before a crash may go unlogged (writes never do: their events share the write's
// transaction). `flushReadTrails()` writes what is buffered (service stop, tests).
import { holdsPatientData, enduserOf } from '@care/contracts/access/audit'
import type { Collection } from '@care/contracts/collections/define'
import type { Session } from '@care/contracts/session'
import { enqueueEvents } from '../outbox/enqueue.ts'
import type { NewEvent, SqlExecutor } from '../outbox/types.ts'

export const FLUSH_MS = 200
export const MAX_BUFFERED = 1000
/** ids of one listing kept in its event; the count says how many there were */
export const MAX_IDS_PER_EVENT = 1000

export interface ReadContext {
  session?: Session
  ip?: string
  log?: { warn(obj: object, msg: string): void }
}

interface Pending {
  event: NewEvent
  /** record id → the record's slim form, each once */
  records: Map<unknown, Record<string, unknown>>
}

interface Trail {
  buffer: Map<string, Pending>
  /** records held, across the buffer */
  held: number
  timer?: ReturnType<typeof setTimeout>
  flushing: Promise<void>
  log?: ReadContext['log']
}

const trails = new Map<SqlExecutor, Trail>()

let noting = true
/**
 * Benchmarks only (tests/bench/audit.ts): measures the read path with and without the trail in
 * alternating runs. Nothing else may turn the audit trail off.
 */
export function setReadTrailForBenchmark(on: boolean): void {
  noting = on
}

async function flushTrail(db: SqlExecutor, trail: Trail): Promise<void> {
  if (trail.timer) clearTimeout(trail.timer)
  trail.timer = undefined
  const events = [...trail.buffer.values()].map((p) => ({ ...p.event, records: [...p.records.values()] }))
  trail.buffer.clear()
  trail.held = 0
  if (!events.length) return
  try {
    await enqueueEvents(db, events)
  } catch (err) {
    // the database is gone (shutdown) or refused: the reads stay answered; say what was lost
    trail.log?.warn({ err, events: events.length }, 'audit: read events could not be written')
  }
}

function schedule(db: SqlExecutor, trail: Trail) {
  const run = () => {
    trail.flushing = trail.flushing.then(() => flushTrail(db, trail))
    return trail.flushing
  }
  if (trail.held >= MAX_BUFFERED) void run()
  else if (!trail.timer) {
    trail.timer = setTimeout(run, FLUSH_MS)
    trail.timer.unref?.()
  }
}

/**
 * Notes that a session read `records` of `collection` (by id: 'read'; a listing: 'list'). System
 * work (no session), reads of collections without patient data and empty answers are not noted.
 */
export function noteRead(db: SqlExecutor, collection: Collection, ctx: ReadContext, records: readonly Record<string, unknown>[], via: 'read' | 'list'): void {
  const session = ctx.session
  if (!noting || !session || !records.length || !holdsPatientData(collection)) return
  let trail = trails.get(db)
  if (!trail) trails.set(db, (trail = { buffer: new Map(), held: 0, flushing: Promise.resolve() }))
  trail.log = ctx.log ?? trail.log
  const key = [session.businessId, session.type, session.id, ctx.ip ?? '', collection.name, via].join('|')
  let pending = trail.buffer.get(key)
  if (!pending) {
    pending = {
      event: {
        collection: collection.name, op: 'read', via, businessId: session.businessId, records: [],
        actor: { type: session.type, id: session.id, ...(session.name ? { name: session.name } : {}), ...(ctx.ip ? { ip: ctx.ip } : {}) },
      },
      records: new Map(),
    }
    trail.buffer.set(key, pending)
  }
  for (const r of records.slice(0, MAX_IDS_PER_EVENT)) {
    if (pending.records.has(r.id)) continue
    const enduserId = enduserOf(collection, r)
    pending.records.set(r.id, enduserId ? { id: r.id, enduserId } : { id: r.id })
    trail.held++
  }
  schedule(db, trail)
}

/** Writes every buffered read now (before a service stops; tests that look for the trail). */
export async function flushReadTrails(db?: SqlExecutor): Promise<void> {
  const entries = db ? [[db, trails.get(db)] as const] : [...trails.entries()]
  for (const [executor, trail] of entries) {
    if (!trail) continue
    trail.flushing = trail.flushing.then(() => flushTrail(executor, trail))
    await trail.flushing
    if (!trail.buffer.size) trails.delete(executor)
  }
}
