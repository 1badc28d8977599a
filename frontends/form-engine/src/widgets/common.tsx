// What every widget receives, and the small labelled controls several of them share.
import { useId, type ReactNode } from 'react'
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material'
import type { AnswerValueByType, FormField, FormFieldType } from '@care/contracts/forms/index'

export interface WidgetProps<T extends FormFieldType = FormFieldType> {
  field: FormField
  /** the answer's value; none until one is given, or once it is cleared */
  value: AnswerValueByType[T] | undefined
  onChange(value: AnswerValueByType[T] | undefined): void
  /** the person left the control: its errors may show now */
  onBlur: () => void
  /** id of the field's title (names single controls) and of what describes them (description, error) */
  titleId: string
  describedBy?: string
  /** the field's error is shown */
  invalid: boolean
  required: boolean
}

/** aria props naming a single control by the field's title. */
export const controlAria = ({ titleId, describedBy, invalid, required }: Pick<WidgetProps, 'titleId' | 'describedBy' | 'invalid' | 'required'>) => ({
  'aria-labelledby': titleId,
  'aria-describedby': describedBy,
  'aria-invalid': invalid || undefined,
  'aria-required': required || undefined,
})

export interface LabeledSelectProps {
  label: ReactNode
  value: string
  options: readonly (string | { value: string; label: string })[]
  onChange: (value: string) => void
  onBlur?: () => void
  /** a first, empty option */
  emptyLabel?: string
  size?: 'small' | 'medium'
  fullWidth?: boolean
  describedBy?: string
}

/** A native select in MUI's outlined look: keyboard and screen readers get the platform's control. */
export function LabeledSelect({ label, value, options, onChange, onBlur, emptyLabel, size, fullWidth, describedBy }: LabeledSelectProps) {
  const id = `select-${useId().replace(/:/g, '')}`
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} sx={{ minWidth: 96 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput notched label={label} id={id} />}
        inputProps={{ 'aria-describedby': describedBy }}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => {
          const { value: v, label: l } = typeof o === 'string' ? { value: o, label: o } : o
          return (
            <option key={v} value={v}>
              {l}
            </option>
          )
        })}
      </NativeSelect>
    </FormControl>
  )
}
