// multiple_choice: checkboxes, or radios with options.radio, with an optional 'Other' text.
import { useState } from 'react'
import { Checkbox, FormControlLabel, FormGroup, OutlinedInput, Radio, RadioGroup } from '@mui/material'
import { formTexts } from '../texts.ts'
import type { WidgetProps } from './common.tsx'

export function MultipleChoiceWidget({ field, value = [], onChange, onBlur, titleId, describedBy, required }: WidgetProps<'multiple_choice'>) {
  const choices = field.options?.choices ?? []
  const radio = !!field.options?.radio
  const otherText = value.find((v) => !choices.includes(v))
  const [otherOn, setOtherOn] = useState(otherText !== undefined)
  const picked = value.filter((v) => choices.includes(v))
  const withOther = (list: string[], on: boolean, text = otherText ?? '') => (on ? [...list, text] : list)

  const otherInput = field.options?.other && otherOn && (
    <OutlinedInput
      size="small"
      value={otherText ?? ''}
      onChange={(e) => onChange(withOther(radio ? [] : picked, true, e.target.value))}
      onBlur={onBlur}
      inputProps={{ 'aria-label': formTexts.otherText, 'aria-describedby': describedBy }}
      sx={{ ml: 4, maxWidth: 360 }}
    />
  )
  const otherOption = field.options?.other

  if (radio) {
    const selected = otherOn ? '\u0000other' : picked[0] ?? ''
    return (
      <RadioGroup
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        value={selected}
        onChange={(e) => {
          const other = e.target.value === '\u0000other'
          setOtherOn(other)
          onChange(other ? [otherText ?? ''] : [e.target.value])
        }}
        onBlur={onBlur}
        data-field-input={field.id}
      >
        {choices.map((c) => (
          <FormControlLabel key={c} value={c} control={<Radio />} label={c} />
        ))}
        {otherOption && <FormControlLabel value={'\u0000other'} control={<Radio />} label={formTexts.other} />}
        {otherInput}
      </RadioGroup>
    )
  }
  return (
    <FormGroup role="group" aria-labelledby={titleId} aria-describedby={describedBy} data-field-input={field.id}>
      {choices.map((c) => (
        <FormControlLabel
          key={c}
          label={c}
          control={
            <Checkbox
              checked={picked.includes(c)}
              onChange={(e) => onChange(withOther(e.target.checked ? [...picked, c] : picked.filter((p) => p !== c), otherOn))}
              onBlur={onBlur}
            />
          }
        />
      ))}
      {otherOption && (
        <FormControlLabel
          label={formTexts.other}
          control={
            <Checkbox
              checked={otherOn}
              onChange={(e) => {
                setOtherOn(e.target.checked)
                onChange(withOther(picked, e.target.checked))
              }}
              onBlur={onBlur}
            />
          }
        />
      )}
      {otherInput}
    </FormGroup>
  )
}
