// Numbers are stored exactly. Prisma 6.19's query compiler (engineType "client") rounds some numbers
// on their way to PostgreSQL, in Float columns and inside Json values alike: `0.1 + 0.2` is sent,
// and stored, as 0.3 (measured: the parameter handed to pg is already rounded; numbers of up to 15
// significant digits pass unchanged). double precision and jsonb keep every double exactly, and
// Prisma reads them back exactly. So after a write, a Float value or a Json value holding a number
// of more than 15 significant digits is written again with raw SQL, in the same transaction, and the
// row Prisma answered carries the value as sent. Other values (nearly all) cost one look or walk.
import type { DbRecord, ModelDelegate } from './types.ts'

/** how deep a value is walked (the contracts refuse deeper values long before this) */
const MAX_DEPTH = 64

/** Whether a number's shortest decimal form has more than 15 significant digits. */
export function hasFragileDigits(n: number): boolean {
  if (!Number.isFinite(n)) return false
  const mantissa = String(Math.abs(n)).split('e')[0].replace('.', '').replace(/^0+/, '')
  return mantissa.length > 15
}

/** Whether a value (a number, or a Json value) holds a number Prisma would round. */
export function holdsFragileNumber(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return hasFragileDigits(value)
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false
  const items = Array.isArray(value) ? value : Object.values(value)
  return items.some((v) => holdsFragileNumber(v, depth + 1))
}

/** SQL that writes one Float or Json column of one row exactly: $1 the value, $2 the row's id. */
export interface ExactNumberWrites {
  /**
   * field name → `UPDATE … SET column = $1::jsonb WHERE id = $2` (`$1::text::float8` for a Float):
   * the value travels as text, since a number parameter of raw SQL is rounded the same way
   */
  sql: ReadonlyMap<string, string>
  /** the Json fields among them (written as JSON text) */
  json: ReadonlySet<string>
}

interface RawClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}

/** The Float and Json fields of `data` that need the exact write. */
function fragileFields(writes: ExactNumberWrites, data: unknown): string[] {
  if (!data || typeof data !== 'object') return []
  const out: string[] = []
  for (const field of writes.sql.keys()) {
    if (holdsFragileNumber((data as Record<string, unknown>)[field])) out.push(field)
  }
  return out
}

async function rewrite(client: RawClient, writes: ExactNumberWrites, row: DbRecord, data: Record<string, unknown>, fields: string[]) {
  for (const field of fields) {
    await client.$executeRawUnsafe(writes.sql.get(field)!, writes.json.has(field) ? JSON.stringify(data[field]) : String(data[field]), row.id)
    row[field] = data[field]
  }
}

/**
 * `delegate` with its creates and updates followed by the exact write of any value Prisma
 * would round. `client` is the one the delegate belongs to (a transaction's client inside one).
 */
export function withExactNumbers(delegate: ModelDelegate, client: unknown, writes: () => Promise<ExactNumberWrites>): ModelDelegate {
  const raw = client as RawClient
  return {
    findFirst: (a) => delegate.findFirst(a),
    findUnique: (a) => delegate.findUnique(a),
    findMany: (a) => delegate.findMany(a),
    count: (a) => delegate.count(a),
    deleteMany: (a) => delegate.deleteMany(a),
    async create(args) {
      const row = await delegate.create(args)
      const data = (args as { data?: Record<string, unknown> }).data ?? {}
      const w = await writes()
      const fields = fragileFields(w, data)
      if (fields.length) await rewrite(raw, w, row, data, fields)
      return row
    },
    async update(args) {
      const row = await delegate.update(args)
      const data = (args as { data?: Record<string, unknown> }).data ?? {}
      const w = await writes()
      const fields = fragileFields(w, data)
      if (fields.length) await rewrite(raw, w, row, data, fields)
      return row
    },
    async createManyAndReturn(args) {
      const rows = await delegate.createManyAndReturn(args)
      const list = (args as { data?: Record<string, unknown>[] }).data ?? []
      const w = await writes()
      const byId = new Map(list.map((d) => [d.id, d]))
      for (const row of rows) {
        const data = byId.get(row.id)
        const fields = data ? fragileFields(w, data) : []
        if (data && fields.length) await rewrite(raw, w, row, data, fields)
      }
      return rows
    },
  }
}
