// Enumerations (spec 1 §5): the value must be one of a fixed list; 'Value must match one of ...'.
import { z } from 'zod'
import { enumerationMessage } from './value-messages.ts'

/** One of `values` (build it from the `as const` lists in constants.ts); `null` may be a member. */
export const enumeration = <const V extends readonly [z.core.util.Literal, ...z.core.util.Literal[]]>(values: V) =>
  z.literal(values, { error: enumerationMessage(values) })
