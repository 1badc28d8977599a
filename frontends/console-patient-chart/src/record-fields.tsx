// The text boxes of a chart form, from its field list: labels, required marks, the server's
// messages under each field.
import { Stack, TextField } from '@mui/material'
import type { FieldSpec } from './form-fields.ts'
import type { RecordForm } from './use-record-form.ts'

const INPUT_TYPES = { text: 'text', multiline: 'text', number: 'text', date: 'date', datetime: 'datetime-local' } as const

/** `autoFocus`: the first field takes focus when the form opens (not when a widget comes before it) */
export function RecordFields({ idPrefix, fields, form, autoFocus = true }: { idPrefix: string; fields: readonly FieldSpec[]; form: RecordForm; autoFocus?: boolean }) {
  return (
    <Stack spacing={2}>
      {fields.map((f, i) => {
        const kind = f.kind ?? 'text'
        const error = form.errors[f.name]
        return (
          <TextField
            key={f.name}
            id={`${idPrefix}-field-${f.name.replace(/\W/g, '-')}`}
            label={f.label}
            value={form.values[f.name] ?? ''}
            onChange={(e) => form.set(f.name, e.target.value)}
            required={f.required}
            error={Boolean(error)}
            helperText={error ?? f.helperText}
            type={INPUT_TYPES[kind]}
            multiline={kind === 'multiline'}
            minRows={kind === 'multiline' ? 3 : undefined}
            maxRows={kind === 'multiline' ? 12 : undefined}
            disabled={form.submitting}
            autoFocus={autoFocus && i === 0}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: f.maxLength, ...(kind === 'number' ? { inputMode: 'decimal' } : {}) },
              ...(kind === 'date' || kind === 'datetime' ? { inputLabel: { shrink: true } } : {}),
            }}
          />
        )
      })}
    </Stack>
  )
}
