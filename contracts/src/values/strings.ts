// Strings and lists (spec 1 §5): strings default to 1000 characters, with fixed larger or smaller
// variants; lists hold at most 1000 elements.
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { tooLongMessage, tooManyItemsMessage, ValueMessages } from './value-messages.ts'

/** A string of at most `max` characters. Empty strings pass: whether a field is required is the
 *  collection's concern, and an empty string is how clients clear an optional text. */
export const maxLengthString = (max: number = LIMITS.string) =>
  z.string({ error: ValueMessages.notAString }).max(max, { error: tooLongMessage(max) })

/** The default: at most 1000 characters. */
export const stringValidator = maxLengthString()
export const stringValidator100 = maxLengthString(100)
export const stringValidator250 = maxLengthString(250)
export const stringValidator5000 = maxLengthString(5000)
export const stringValidator25000 = maxLengthString(25000)
export const stringValidator100000 = maxLengthString(100000)

/** A list of `item` with at most `max` elements; issues on elements carry their index in the path. */
export const listValidator = <T extends z.ZodType>(item: T, max: number = LIMITS.listItems) =>
  z.array(item).max(max, { error: tooManyItemsMessage(max) })

/** Duplicates dropped (the first kept) before the list's rules apply, so 3,000 copies of two reasons are two. */
const withoutDuplicates = (value: unknown) => {
  if (value === '') return []
  if (!Array.isArray(value)) return value
  const seen = new Set<string>()
  return value.filter((item) => {
    const key = JSON.stringify(item) ?? String(item)
    return seen.has(key) ? false : (seen.add(key), true)
  })
}

/** A list of distinct values, as the SDK keeps tags, close reasons and care teams; '' is the empty list. */
export const uniqueListValidator = <T extends z.ZodType>(item: T, max: number = LIMITS.listItems) =>
  z.preprocess(withoutDuplicates, listValidator(item, max))

/** Also accept the empty string (clearing an optional email, phone or name) while keeping the
 *  rule's own message when the value is neither. */
export const emptyOk = <T extends z.ZodType>(rule: T) =>
  z.union([z.literal(''), rule], {
    // the union's default text ("Invalid input") would hide the rule's message
    error: (issue) => {
      const ruleIssues = (issue as { errors?: { message: string }[][] }).errors?.[1]
      return ruleIssues?.[0]?.message
    },
  })
