// A database's records as a table: a column per field (numbers to the right, long text keeping its
// lines), each row with Edit and Delete ('Edit record 3': rows are numbered in the order shown).
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import type { Database, DatabaseRecord } from '../records.ts'
import { valueText } from './values.ts'

export function RecordsTable({ database, records, onEdit, onDelete }: { database: Database; records: readonly DatabaseRecord[]; onEdit: (r: DatabaseRecord) => void; onDelete: (r: DatabaseRecord) => void }) {
  const fields = database.fields ?? []
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Records of ${database.title}`}>
        <TableHead>
          <TableRow>
            {fields.map((f) => (
              <TableCell key={f.label} align={f.type === 'Number' ? 'right' : 'left'}>
                {f.label}
              </TableCell>
            ))}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r, i) => (
            <TableRow key={r.id} data-record-id={r.id}>
              {fields.map((f) => (
                <TableCell key={f.label} align={f.type === 'Number' ? 'right' : 'left'} sx={{ whiteSpace: f.type === 'Text Long' ? 'pre-wrap' : undefined }}>
                  {valueText(r.values?.find((v) => v.label === f.label))}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onEdit(r)} aria-label={`Edit record ${i + 1}`}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => onDelete(r)} aria-label={`Delete record ${i + 1}`}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
