// The value an EnduserFieldSetter (the SDK's setEnduserFields action) writes into a patient's
// custom field: 'Custom Value' as given, 'Current Timestamp' / 'Current Date' at the clock (plus
// `increment` ms), 'Increment Number' the current number plus `increment` (1 by default).
export interface FieldSetter {
  type: string
  value: string
  increment?: number
}

export function fieldValue(setter: FieldSetter, current: unknown, now: number): unknown {
  switch (setter.type) {
    case 'Current Timestamp': return new Date(now + (setter.increment ?? 0)).toISOString()
    case 'Current Date': return new Date(now + (setter.increment ?? 0)).toISOString().slice(0, 10)
    case 'Increment Number': {
      const base = Number(current ?? setter.value ?? 0)
      return (Number.isFinite(base) ? base : 0) + (setter.increment ?? 1)
    }
    default: return setter.value
  }
}
