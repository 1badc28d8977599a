// string, stringLong, number, email, phone, dateString and the date-time picker.
import { useState } from 'react'
import { FormHelperText, OutlinedInput } from '@mui/material'
import { controlAria, type WidgetProps } from './common.tsx'
import { autoDashDate } from './date-typing.ts'

type TextType = 'string' | 'stringLong' | 'email' | 'phone'

/** Long text grows with its content between these (spec 3 §2). */
export const LONG_TEXT_ROWS = { min: 3, max: 8 } as const

const inputTypes: Record<TextType, { type: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'text' }> = {
  string: { type: 'text' },
  stringLong: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
}

export function TextWidget(props: WidgetProps<TextType>) {
  const { field, value, onChange, onBlur } = props
  const long = field.type === 'stringLong'
  const kind = inputTypes[field.type as TextType] ?? inputTypes.string
  return (
    <OutlinedInput
      fullWidth
      multiline={long}
      minRows={long ? LONG_TEXT_ROWS.min : undefined}
      maxRows={long ? LONG_TEXT_ROWS.max : undefined}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      type={kind.type}
      autoComplete={kind.autoComplete}
      inputProps={{ ...controlAria(props), inputMode: kind.inputMode, 'data-field-input': field.id }}
    />
  )
}

export function NumberWidget(props: WidgetProps<'number'>) {
  const { field, value, onChange, onBlur } = props
  // the text as typed ('1.', '-') stays while the answer is the number it reads as
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value))
  return (
    <OutlinedInput
      fullWidth
      value={text}
      onChange={(e) => {
        const typed = e.target.value
        setText(typed)
        onChange(typed.trim() === '' ? undefined : Number(typed))
      }}
      onBlur={onBlur}
      inputProps={{ ...controlAria(props), inputMode: 'decimal', 'data-field-input': field.id }}
    />
  )
}

export function DateStringWidget(props: WidgetProps<'dateString'>) {
  const { field, value, onChange, onBlur } = props
  return (
    <OutlinedInput
      value={value ?? ''}
      placeholder="MM-DD-YYYY"
      onChange={(e) => onChange(autoDashDate(e.target.value, value ?? ''))}
      onBlur={onBlur}
      inputProps={{ ...controlAria(props), inputMode: 'numeric', 'data-field-input': field.id }}
    />
  )
}

/** 'YYYY-MM-DDTHH:mm' in local time, as a datetime-local input wants it. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The date-time picker: the browser's own, in 15-minute steps; the choice is read back in the Pp
 *  format (short date, short time) under it. */
export function DateTimeWidget(props: WidgetProps<'date'>) {
  const { field, value, onChange, onBlur } = props
  const shown = value ? new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value)) : ''
  const hintId = `${field.id}-datetime-shown`
  return (
    <>
      <OutlinedInput
        type="datetime-local"
        value={toLocalInput(value)}
        onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : '')}
        onBlur={onBlur}
        inputProps={{
          ...controlAria(props),
          'aria-describedby': [props.describedBy, shown ? hintId : ''].filter(Boolean).join(' ') || undefined,
          step: 900,
          'data-field-input': field.id,
        }}
      />
      {shown && <FormHelperText id={hintId}>{shown}</FormHelperText>}
    </>
  )
}
