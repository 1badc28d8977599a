// Table Input: rows of cells typed by options.tableChoices (Text, Date as MM-DD-YYYY, Select with
// 'None'); 'Add new entry' adds a row; Remove is disabled on the last row of a required field.
import { Box, Button, OutlinedInput, Stack, Typography } from '@mui/material'
import type { TableInputCell } from '@care/contracts/forms/index'
import { formTexts } from '../texts.ts'
import { LabeledSelect, type WidgetProps } from './common.tsx'
import { autoDashDate } from './date-typing.ts'

export function TableInputWidget({ field, value = [], onChange, onBlur, titleId, describedBy, required }: WidgetProps<'Table Input'>) {
  const columns = field.options?.tableChoices ?? []
  if (!columns.length) return <Typography>{formTexts.noInputChoices}</Typography>
  const emptyRow = (): TableInputCell[] => columns.map((c) => ({ label: c.label, entry: '' }))
  const setCell = (rowIndex: number, label: string, entry: string) =>
    onChange(value.map((row, i) => (i !== rowIndex ? row : columns.map((c) => ({ label: c.label, entry: c.label === label ? entry : row.find((x) => x.label === c.label)?.entry ?? '' })))))
  const cellOf = (row: TableInputCell[], label: string) => row.find((c) => c.label === label)?.entry ?? ''
  return (
    <Box role="group" aria-labelledby={titleId} aria-describedby={describedBy} data-field-input={field.id}>
      {value.map((row, rowIndex) => (
        <Stack key={rowIndex} direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }} sx={{ mb: 1.5 }} role="group" aria-label={`Row ${rowIndex + 1}`}>
          {columns.map((column) =>
            column.type === 'Select' ? (
              <LabeledSelect
                key={column.label}
                label={column.label}
                value={cellOf(row, column.label)}
                emptyLabel={formTexts.none}
                options={column.info.choices}
                onChange={(v) => setCell(rowIndex, column.label, v)}
                onBlur={onBlur}
                size="small"
              />
            ) : (
              <OutlinedInput
                key={column.label}
                size="small"
                value={cellOf(row, column.label)}
                placeholder={column.type === 'Date' ? 'MM-DD-YYYY' : column.label}
                onChange={(e) => setCell(rowIndex, column.label, column.type === 'Date' ? autoDashDate(e.target.value, cellOf(row, column.label)) : e.target.value)}
                onBlur={onBlur}
                inputProps={{ 'aria-label': `${column.label}, row ${rowIndex + 1}`, ...(column.type === 'Date' ? { inputMode: 'numeric' } : {}) }}
              />
            ),
          )}
          <Button
            size="small"
            color="error"
            disabled={required && value.length <= 1}
            aria-label={`${formTexts.remove} row ${rowIndex + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== rowIndex))}
          >
            {formTexts.remove}
          </Button>
        </Stack>
      ))}
      <Button variant="outlined" size="small" onClick={() => onChange([...value, emptyRow()])}>
        {formTexts.addNewEntry}
      </Button>
    </Box>
  )
}
