// What the engine must know about each column and the generated client does not expose: whether
// it is a list and whether it may be NULL (Prisma refuses `null` filters and `nulls` ordering on
// required columns, and reads NULL lists as []). PostgreSQL's catalogue answers both, once per
// collection; the table and column names come from the client's runtime data model.
import type { PrismaClientLike } from './types.ts'

export type ColumnType = 'String' | 'Int' | 'BigInt' | 'Float' | 'Decimal' | 'Boolean' | 'DateTime' | 'Json' | 'Bytes'

export interface Column {
  /** the Prisma field name (= the API field name) */
  name: string
  type: ColumnType
  list: boolean
  nullable: boolean
}

interface RuntimeField {
  name: string
  kind: string
  dbName?: string | null
}
interface RuntimeModel {
  dbName?: string | null
  fields: RuntimeField[]
}

interface CatalogueRow {
  column_name: string
  data_type: string
  udt_name: string
  is_nullable: 'YES' | 'NO'
}

const UDT_TYPES: Record<string, ColumnType> = {
  text: 'String',
  varchar: 'String',
  bpchar: 'String',
  citext: 'String',
  uuid: 'String',
  xml: 'String',
  inet: 'String',
  int2: 'Int',
  int4: 'Int',
  int8: 'BigInt',
  float4: 'Float',
  float8: 'Float',
  numeric: 'Decimal',
  money: 'Decimal',
  bool: 'Boolean',
  timestamp: 'DateTime',
  timestamptz: 'DateTime',
  date: 'DateTime',
  time: 'DateTime',
  timetz: 'DateTime',
  json: 'Json',
  jsonb: 'Json',
  bytea: 'Bytes',
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

export interface TableInfo {
  /** the table's SQL name (the model's @@map, or its name) */
  table: string
  /** SQL name of each field's column */
  columnNames: Map<string, string>
  columns: Map<string, Column>
}

/** The scalar columns of the model behind `delegate`, keyed by field name. */
export async function loadTable(prisma: PrismaClientLike, delegate: string): Promise<TableInfo> {
  const dataModel = (prisma as unknown as { _runtimeDataModel?: { models?: Record<string, RuntimeModel> } })._runtimeDataModel
  const entry = Object.entries(dataModel?.models ?? {}).find(([name]) => lowerFirst(name) === delegate)
  if (!entry) throw new Error(`collection engine: the Prisma client has no model for delegate '${delegate}'`)
  const [modelName, model] = entry
  const table = model.dbName ?? modelName

  const rows = await prisma.$queryRawUnsafe<CatalogueRow[]>(
    // information_schema's own types (name, yes_or_no) are not ones Prisma can read back
    `SELECT column_name::text, data_type::text, udt_name::text, is_nullable::text FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1`,
    table,
  )
  if (!rows.length) throw new Error(`collection engine: table "${table}" (model ${modelName}) does not exist; is the database migrated?`)
  const byColumn = new Map(rows.map((r) => [r.column_name, r]))

  const columns = new Map<string, Column>()
  const columnNames = new Map<string, string>()
  for (const field of model.fields) {
    if (field.kind !== 'scalar' && field.kind !== 'enum') continue
    columnNames.set(field.name, field.dbName ?? field.name)
    const row = byColumn.get(field.dbName ?? field.name)
    if (!row) throw new Error(`collection engine: column for ${modelName}.${field.name} is missing in "${table}"; is the database migrated?`)
    const list = row.data_type === 'ARRAY'
    const udt = list ? row.udt_name.replace(/^_/, '') : row.udt_name
    columns.set(field.name, {
      name: field.name,
      // enums and unknown types travel as text
      type: UDT_TYPES[udt] ?? 'String',
      list,
      nullable: row.is_nullable === 'YES',
    })
  }
  return { table, columnNames, columns }
}
