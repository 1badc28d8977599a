// Address: line one and two, city, state, ZIP code.
import { Stack } from '@mui/material'
import { TextInput } from '@care/ui/text-input.tsx'
import type { AddressValue } from '@care/contracts/forms/index'
import { formTexts } from '../texts.ts'
import type { WidgetProps } from './common.tsx'

const EMPTY: AddressValue = { addressLineOne: '', addressLineTwo: '', city: '', state: '', zipCode: '' }

export function AddressWidget({ value, onChange, onBlur, titleId, describedBy, field }: WidgetProps<'Address'>) {
  const address = { ...EMPTY, ...value }
  const part = (key: keyof AddressValue, label: string, autoComplete: string, required = true) => (
    <TextInput
      label={label}
      value={address[key] ?? ''}
      onChange={(e) => onChange({ ...address, [key]: e.target.value })}
      onBlur={onBlur}
      autoComplete={autoComplete}
      required={required && !field.isOptional}
      fullWidth
      inputProps={{ 'aria-describedby': describedBy }}
    />
  )
  return (
    <Stack gap={2} role="group" aria-labelledby={titleId} data-field-input={field.id}>
      {part('addressLineOne', formTexts.addressLineOne, 'address-line1')}
      {part('addressLineTwo', formTexts.addressLineTwo, 'address-line2', false)}
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        {part('city', formTexts.city, 'address-level2')}
        {part('state', formTexts.state, 'address-level1')}
        {part('zipCode', formTexts.zipCode, 'postal-code')}
      </Stack>
    </Stack>
  )
}
