// A CSV file (comma separated, UTF-8) into database records: the first line names the columns (matched to the database's
// field labels, case and spaces aside), each further line is one record. Cells become values by
// the field's type (values.ts). Rows are numbered as in a spreadsheet: the header is row 1.
import Papa from 'papaparse'
import type { DatabaseField, DatabaseValue } from '../records.ts'
import { valuesOf } from './values.ts'

export interface CsvRow {
  row: number
  values: DatabaseValue[]
}
export interface CsvProblem {
  row: number
  message: string
}
export interface ParsedCsv {
  rows: CsvRow[]
  problems: CsvProblem[]
  /** headers that are no field of the database (their cells are left out) */
  unknownColumns: string[]
  /** fields of the database no header names */
  missingColumns: string[]
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

export function parseCsv(text: string, fields: readonly DatabaseField[]): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimiter: ',' })
  const [header = [], ...lines] = parsed.data
  const byHeader = header.map((h) => fields.find((f) => norm(f.label) === norm(h)))
  const unknownColumns = header.filter((h, i) => h.trim() && !byHeader[i])
  const missingColumns = fields.filter((f) => !byHeader.includes(f)).map((f) => f.label)
  const rows: CsvRow[] = []
  const problems: CsvProblem[] = []
  for (const e of parsed.errors) if (e.row !== undefined && e.code !== 'UndetectableDelimiter') problems.push({ row: e.row + 1, message: e.message })
  lines.forEach((cells, i) => {
    const row = i + 2
    if (cells.every((c) => !c.trim())) return
    if (problems.some((p) => p.row === row)) return
    const texts: Record<string, string> = {}
    byHeader.forEach((f, j) => {
      if (f) texts[f.label] = cells[j] ?? ''
    })
    const values = valuesOf(fields, texts)
    const missing = fields.filter((f) => f.required && !values.some((v) => v.label === f.label)).map((f) => f.label)
    if (missing.length) problems.push({ row, message: `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required` })
    else if (!values.length) problems.push({ row, message: 'No values in this row' })
    else rows.push({ row, values })
  })
  problems.sort((a, b) => a.row - b.row)
  return { rows, problems, unknownColumns, missingColumns }
}

export const IMPORT_BATCH = 100
