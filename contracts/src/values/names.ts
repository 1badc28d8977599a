// Person names (spec 1 §5): trimmed, at most 100 characters, first letter capitalised.
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { tooLongMessage, ValueMessages } from './value-messages.ts'

/** 'ann' → 'Ann'; the rest of the name is kept as typed ('mcDonald' stays 'McDonald'). */
export const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A first, middle or last name. Blank names are refused; wrap in `emptyOk()` to let clients clear
 *  an optional name with ''. */
export const nameValidator = z
  .string({ error: ValueMessages.notAString })
  .trim()
  .min(1, { error: ValueMessages.blankName, abort: true })
  .max(LIMITS.name, { error: tooLongMessage(LIMITS.name), abort: true })
  .overwrite(capitalizeFirst)
